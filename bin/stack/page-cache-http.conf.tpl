# nginx's page cache for guests (VITRINE_PAGE_CACHE=1, and npm test's cache instance): the HTML
# of GET requests without WordPress's login cookies is cached, as a CDN or a caching plugin would.
fastcgi_cache_path {{DIR}}/cache levels=1:2 keys_zone=vitrine_pages:10m max_size=100m inactive=10m use_temp_path=off;
fastcgi_cache_key "$scheme$request_method$host$request_uri";

# Never from the cache: writes, logged-in members (and those with a password cookie or a pending
# comment), admin, log in, admin-ajax, REST (the session call is per visitor), cron, XML-RPC.
map $request_method $vitrine_cache_skip_method {
	default 1;
	GET 0;
	HEAD 0;
}
map $http_cookie $vitrine_cache_skip_cookie {
	default 0;
	"~*(wordpress_logged_in_|wp-postpass_|comment_author_|wordpress_no_cache)" 1;
}
map $request_uri $vitrine_cache_skip_uri {
	default 0;
	"~^/(wp-admin/|wp-json/|wp-login\.php|wp-cron\.php|xmlrpc\.php)" 1;
	"~[?&]rest_route=" 1;
}

# One line per PHP request with the cache's verdict, read by the page-cache audit test.
log_format vitrine_cache '$request_method $request_uri $status $upstream_cache_status';
