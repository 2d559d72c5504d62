{{NGINX_USER}}
worker_processes 2;
pid {{RUN_DIR}}/nginx.pid;
error_log {{LOG_DIR}}/nginx-error.log warn;

events {
	worker_connections 512;
}

http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log {{LOG_DIR}}/nginx-access.log;
	sendfile on;
	client_max_body_size 40m;
	client_body_temp_path {{DIR}}/tmp/client;
	fastcgi_temp_path {{DIR}}/tmp/fastcgi;
	proxy_temp_path {{DIR}}/tmp/proxy;
	uwsgi_temp_path {{DIR}}/tmp/uwsgi;
	scgi_temp_path {{DIR}}/tmp/scgi;
	gzip on;
	gzip_types text/css application/javascript application/json image/svg+xml;
	include {{DIR}}/page-cache-http.conf;
	include {{DIR}}/reverse-proxy.conf;

	# The port of the address the visitor asked for, from the Host header (":8888"; empty for a
	# default port, as behind a load balancer on 443). WordPress compares HTTP_HOST with its
	# home URL and redirects when they differ: the node's own port ($server_port) in its place
	# made a node behind a proxy redirect every request to the address it was asked for, over
	# and over (/shop/ → /shop/). The host itself stays $host, as Debian's fastcgi_params has
	# it, not the raw header.
	map $http_host $vitrine_host_port {
		"~:(?<port>[0-9]+)$" ":$port";
		default "";
	}

	# Browser caching of static files. A file whose address carries its version (chunk names
	# hold a content hash; WordPress requests scripts and styles with ?ver=, ours with the
	# build's content hash) never changes under that address: a year, immutable. Uploads and
	# the theme's fonts are never rewritten in place (an edited image gets a new name): a year.
	# Anything else gets no Cache-Control (an empty value adds no header).
	map "$uri?$arg_ver" $vitrine_static_cache {
		~^/wp-content/plugins/vitrine/build/chunks/ "public, max-age=31536000, immutable";
		~\?.+$ "public, max-age=31536000, immutable";
		~^/wp-content/(uploads|themes/vitrine/assets/fonts)/ "public, max-age=31536000";
		default "";
	}

	# The PHP a request goes to: the node's pool. The nodes instance (bin/test-nodes.sh) has a
	# second web node on its own port with a pool of its own, as a second machine would.
	upstream vitrine_php_a {
		server unix:{{RUN_DIR}}/php-fpm.sock;
	}
	upstream vitrine_php_b {
		server unix:{{RUN_DIR}}/php-fpm-b.sock;
	}
	map $server_port $vitrine_php {
		{{NODE2_PORT}} vitrine_php_b;
		default vitrine_php_a;
	}

	server {
		listen 127.0.0.1:{{NODE_PORT}};
		{{NODE2_LISTEN}}
		{{NODE_LISTEN_IPV6}}
		server_name localhost;
		root {{WP_DIR}};
		index index.php;

		# Private uploads (contact-form attachments and the like) are never served.
		location ^~ /wp-content/uploads/vitrine-private/ {
			deny all;
		}

		location / {
			try_files $uri $uri/ /index.php?$args;
		}

		# Static files, with the Cache-Control chosen above.
		location ~* \.(?:css|js|woff2|jpe?g|png|gif|webp|avif|svg|ico)$ {
			add_header Cache-Control $vitrine_static_cache always;
			# A missing file goes to WordPress as before (it answers /favicon.ico with the site icon).
			try_files $uri /index.php?$args;
		}

		location ~ \.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			# Debian's fastcgi_params drops the port: WordPress on :{{PORT}} would redirect to itself.
			fastcgi_param HTTP_HOST $host$vitrine_host_port;
			fastcgi_pass $vitrine_php;
			fastcgi_read_timeout 120s;
			include {{DIR}}/page-cache-php.conf;
		}
	}
}
