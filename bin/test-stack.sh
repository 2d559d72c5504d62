#!/usr/bin/env bash
# npm test's check of the stack itself, in a second or two: nginx, configured from our templates,
# serves a checkout that lies under a folder only its owner may enter (mode 0700, as /root or a
# `mktemp -d` folder are), and accepts the page-cache, reverse proxy and two-node configurations.
source "$(dirname "$0")/lib.sh"

private="$(mktemp -d)"
chmod 700 "$private"
SITE_ROOT="$private/checkout/.site"
use_instance check
cleanup() {
	stop_stack
	rm -rf "$private"
}
trap cleanup EXIT

mkdir -p "$WP_DIR" "$RUN_DIR" "$LOG_DIR" "$DIR/tmp"
echo 'served' >"$WP_DIR/vitrine-stack-check.txt"

PAGE_CACHE=1 render_nginx_conf
nginx -t -q -c "$DIR/nginx.conf" -p "$DIR" -e "$LOG_DIR/nginx-error.log" \
	|| die "nginx refuses the page-cache configuration; see $LOG_DIR/nginx-error.log"

REVERSE_PROXY=1 NODE_PORT=$((PORT + 1000)) NODE_LISTEN_IPV6="" render_nginx_conf
nginx -t -q -c "$DIR/nginx.conf" -p "$DIR" -e "$LOG_DIR/nginx-error.log" \
	|| die "nginx refuses the reverse proxy's configuration; see $LOG_DIR/nginx-error.log"

REVERSE_PROXY=1 NODE_PORT=$((PORT + 1000)) NODE_LISTEN_IPV6="" NODE2_PORT=$((PORT + 1001)) \
	NODE2_LISTEN="listen 127.0.0.1:$((PORT + 1001));" NODE2_SERVER="server 127.0.0.1:$((PORT + 1001));" render_nginx_conf
nginx -t -q -c "$DIR/nginx.conf" -p "$DIR" -e "$LOG_DIR/nginx-error.log" \
	|| die "nginx refuses the two web nodes' configuration; see $LOG_DIR/nginx-error.log"

PAGE_CACHE=0 REVERSE_PROXY=0 render_nginx_conf
start_nginx
body="$(curl -sS "$SITE_URL/vitrine-stack-check.txt" || true)"
if [ "$body" != served ]; then
	cat "$LOG_DIR/nginx-error.log" >&2
	die "nginx cannot read a checkout under a private (0700) folder: got '${body:0:80}'"
fi
log "nginx serves a checkout under a 0700 folder and accepts the page-cache, reverse proxy and two-node configurations"
