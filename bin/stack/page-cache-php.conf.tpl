# Included in the PHP location when the page cache is on (see page-cache-http.conf.tpl).
# Responses that set a cookie or say no-cache/private (nocache_headers()) are never stored.
fastcgi_cache vitrine_pages;
fastcgi_cache_valid 200 10m;
fastcgi_cache_lock on;
fastcgi_cache_bypass $vitrine_cache_skip_method $vitrine_cache_skip_cookie $vitrine_cache_skip_uri;
fastcgi_no_cache $vitrine_cache_skip_method $vitrine_cache_skip_cookie $vitrine_cache_skip_uri;
add_header X-Cache-Status $upstream_cache_status always;
access_log {{LOG_DIR}}/nginx-access.log;
access_log {{LOG_DIR}}/page-cache.log vitrine_cache;
