# The proxy instance's reverse proxy (bin/test-proxy.sh): it holds the site's public address
# and passes every request to the web node on another port, as a load balancer does. It sends
# the public Host on, and appends the address the visitor connected from to X-Forwarded-For,
# after whatever the visitor sent in that header itself (the part a visitor can forge).
# The nodes instance (bin/test-nodes.sh) balances between two web nodes, in turn.
upstream vitrine_nodes {
	server 127.0.0.1:{{NODE_PORT}};
	{{NODE2_SERVER}}
}

server {
	listen 127.0.0.1:{{PORT}};
	{{LISTEN_IPV6}}
	server_name localhost;

	# Every test visitor connects from this machine. The two-node site passes the test suite's
	# own client-address header (X-Vitrine-Test-Client-Ip) on, for the purchase and limit tests
	# it runs; the proxy site drops it, so its tests see only what a balancer forwards. A test names the address it plays with
	# X-Vitrine-Test-Visitor, which only this proxy believes, standing for the address a
	# balancer sees on a visitor's connection; the node never receives the header.
	set_real_ip_from 127.0.0.1;
	set_real_ip_from ::1;
	real_ip_header X-Vitrine-Test-Visitor;

	location / {
		proxy_pass http://vitrine_nodes;
		proxy_http_version 1.1;
		proxy_set_header Connection "";
		proxy_set_header Host $http_host;
		proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
		proxy_set_header X-Forwarded-Proto $scheme;
		proxy_set_header X-Vitrine-Test-Visitor "";
		proxy_set_header X-Vitrine-Test-Client-Ip {{PROXY_TEST_CLIENT_IP}};
		# The node must write public addresses itself: a Location naming the node is not fixed up.
		proxy_redirect off;
		proxy_read_timeout 120s;
		# Which node answered, for the tests that check the balancing.
		add_header X-Vitrine-Node $upstream_addr always;
	}
}
