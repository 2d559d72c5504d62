#!/usr/bin/env bash
# Shared helpers for the local stack (no Docker): Debian packages, WordPress core from
# Debian trixie, MariaDB + php-fpm + nginx + an SMTP mail sink per site instance.
# Sourced by start.sh, stop.sh, reset.sh and test.sh.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SITE_ROOT="$ROOT/.site"
CORE_DIR="$SITE_ROOT/core"
PHP_FPM_BIN="/usr/sbin/php-fpm8.2"

DEBIAN_PACKAGES=(
	php8.2-cli php8.2-fpm php8.2-mysql php8.2-xml php8.2-mbstring php8.2-curl php8.2-gd
	php8.2-intl php8.2-zip mariadb-server nginx-light curl ca-certificates phpunit
	composer chromium chromium-headless-shell fonts-dejavu-core fonts-noto-color-emoji gettext zip unzip
	redis-server php8.2-redis
)

log() { printf '\033[1;34m[vitrine]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31m[vitrine] %s\033[0m\n' "$*" >&2; exit 1; }

as_root() {
	if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

# Selects a site instance: "dev" (npm start, :8888), "test" (npm test, :8889), "bench"
# (npm run bench, :8890), "cache" (npm test's guest flows behind nginx's page cache, :8891),
# "check" (bin/test-stack.sh, :8892), "bare" (bin/test-bare.sh: a WordPress that never saw the
# repository, which installs the packages through wp-admin, :8893), "proxy" (npm test's flows
# through a reverse proxy, :8894, its web node on :9894) or "nodes" (two web nodes, :9895 and
# :9896, with their own php-fpm pools and a shared Redis object cache, behind a balancer at
# :8895; bin/test-nodes.sh), "scale-demo" and "scale"
# (npm run bench:scale: the demo, and the demo grown to a real shop's size, :8897 and :8898),
# each with its own database, files, mail and services.
# VITRINE_PORT_OFFSET shifts every port, so two checkouts on one machine can run side by side.
use_instance() {
	INSTANCE="$1"
	local offset="${VITRINE_PORT_OFFSET:-0}"
	case "$INSTANCE" in
		dev) PORT=$((8888 + offset)); SMTP_PORT=$((2525 + offset)) ;;
		test) PORT=$((8889 + offset)); SMTP_PORT=$((2526 + offset)) ;;
		bench) PORT=$((8890 + offset)); SMTP_PORT=$((2527 + offset)) ;;
		cache) PORT=$((8891 + offset)); SMTP_PORT=$((2528 + offset)) ;;
		check) PORT=$((8892 + offset)); SMTP_PORT=$((2529 + offset)) ;;
		bare) PORT=$((8893 + offset)); SMTP_PORT=$((2530 + offset)) ;;
		proxy) PORT=$((8894 + offset)); SMTP_PORT=$((2531 + offset)) ;;
		nodes) PORT=$((8895 + offset)); SMTP_PORT=$((2532 + offset)) ;;
		scale-demo) PORT=$((8897 + offset)); SMTP_PORT=$((2533 + offset)) ;;
		scale) PORT=$((8898 + offset)); SMTP_PORT=$((2534 + offset)) ;;
		*) die "unknown instance $INSTANCE" ;;
	esac
	DIR="$SITE_ROOT/$INSTANCE"
	WP_DIR="$DIR/wordpress"
	RUN_DIR="$DIR/run"
	LOG_DIR="$DIR/logs"
	MAIL_DIR="$DIR/mail"
	DB_SOCKET="$RUN_DIR/mysql.sock"
	DB_NAME="vitrine"
	SITE_URL="http://localhost:$PORT"
	# A bare site is configured as a site owner's would be.
	WP_ENVIRONMENT_TYPE=local
	[ "$INSTANCE" = bare ] && WP_ENVIRONMENT_TYPE=production
	LISTEN_IPV6=""
	if grep -qs '^00000000000000000000000000000001' /proc/net/if_inet6; then
		LISTEN_IPV6="listen [::1]:$PORT;"
	fi
	# The web node serves the site's address itself, except in the proxy instance: there a
	# reverse proxy (bin/stack/reverse-proxy.conf.tpl) holds the public address, as a load
	# balancer does, and the node listens on a port of its own, as a node behind one does.
	NODE_PORT="$PORT"
	NODE_LISTEN_IPV6="$LISTEN_IPV6"
	REVERSE_PROXY=0
	if [ "$INSTANCE" = proxy ] || [ "$INSTANCE" = nodes ]; then
		NODE_PORT=$((PORT + 1000))
		NODE_LISTEN_IPV6=""
		REVERSE_PROXY=1
	fi
	# The nodes instance has a second web node (its own nginx port and php-fpm pool, the same
	# files and database) and a Redis object cache both share; the balancer sends requests to
	# each in turn. Elsewhere the second node's port is 0, which nothing listens on.
	NODES=0
	NODE2_PORT=0
	NODE2_LISTEN=""
	NODE2_SERVER=""
	PROXY_TEST_CLIENT_IP='""'
	if [ "$INSTANCE" = nodes ]; then
		PROXY_TEST_CLIENT_IP='$http_x_vitrine_test_client_ip'
		NODES=1
		NODE2_PORT=$((PORT + 1001))
		NODE2_LISTEN="listen 127.0.0.1:$NODE2_PORT;"
		NODE2_SERVER="server 127.0.0.1:$NODE2_PORT;"
	fi
	# nginx's page cache for guests (bin/stack/page-cache-*.conf.tpl): VITRINE_PAGE_CACHE=1 turns
	# it on for any instance; the cache instance always has it.
	PAGE_CACHE="${VITRINE_PAGE_CACHE:-0}"
	[ "$INSTANCE" = cache ] && PAGE_CACHE=1
	# The browser tests and the bench read the site's address (and the tests its mail) from here.
	export VITRINE_E2E_URL="$SITE_URL" VITRINE_MAIL_DIR="$MAIL_DIR" VITRINE_PAGE_CACHE="$PAGE_CACHE" VITRINE_REVERSE_PROXY="$REVERSE_PROXY" VITRINE_NODES="$NODES"
	export NODES NODE2_PORT NODE2_LISTEN NODE2_SERVER PROXY_TEST_CLIENT_IP
	export LISTEN_IPV6 NODE_PORT NODE_LISTEN_IPV6 INSTANCE PORT SMTP_PORT DIR WP_DIR RUN_DIR LOG_DIR MAIL_DIR DB_SOCKET DB_NAME SITE_URL WP_ENVIRONMENT_TYPE
}

ensure_debian_packages() {
	local missing=()
	for pkg in "${DEBIAN_PACKAGES[@]}"; do
		dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
	done
	[ "${#missing[@]}" -eq 0 ] && return 0
	log "installing Debian packages: ${missing[*]}"
	as_root apt-get update -qq
	as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

ensure_npm_packages() {
	if [ ! -f "$ROOT/node_modules/.package-lock.json" ] || [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
		log "installing npm packages"
		# `npm install` rather than `npm ci`: it follows package-lock.json all the same, but the
		# registry mirror lacks some optional per-platform packages, which `npm ci` refuses.
		(cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error)
	fi
}

ensure_composer_packages() {
	if [ ! -f "$ROOT/vendor/autoload.php" ] || [ "$ROOT/composer.json" -nt "$ROOT/vendor/autoload.php" ]; then
		log "installing Composer dev tools"
		(cd "$ROOT" && COMPOSER_NO_INTERACTION=1 composer install --quiet --no-progress)
	fi
}

# Rebuilds the bundles when a source file is newer than the last build.
# Rebuilds when a source is newer than the build, or when the sources' list of paths, sizes and
# times differs from the one the build was made from: a deleted file, or one copied or checked
# out with an older time, changes no time the first test sees. The build also writes the theme's
# stylesheet (theme/assets/css/theme.css, not committed) from its parts, so they count as
# sources, and a checkout without the file builds.
ensure_build() {
	local stamp="$ROOT/plugin/build/runtime.asset.php" sources="$SITE_ROOT/build-sources"
	local inputs=(src theme/assets/css/src bin/webpack webpack.config.js package-lock.json)
	local listing
	mkdir -p "$SITE_ROOT"
	listing="$(cd "$ROOT" && find "${inputs[@]}" -type f -printf '%p %s %T@\n' | sort | md5sum)"
	if [ ! -f "$stamp" ] || [ ! -f "$ROOT/theme/assets/css/theme.css" ] || [ "$(cat "$sources" 2>/dev/null)" != "$listing" ] ||
		[ -n "$(cd "$ROOT" && find "${inputs[@]}" -newer "$stamp" -print -quit)" ]; then
		log "building bundles"
		(cd "$ROOT" && npx wp-scripts build >"$SITE_ROOT/build.log" 2>&1) || { cat "$SITE_ROOT/build.log"; die "build failed"; }
		echo "$listing" >"$sources"
	fi
}

# WordPress core from Debian trixie's package, fetched with a private apt state so the
# system's apt configuration is never touched.
ensure_core() {
	[ -f "$CORE_DIR/wp-includes/version.php" ] && return 0
	log "fetching WordPress core (Debian trixie package)"
	local apt_dir="$SITE_ROOT/apt" stage="$SITE_ROOT/core-stage"
	rm -rf "$apt_dir" "$stage"
	mkdir -p "$apt_dir/sources" "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$stage"
	local uri keyring
	uri="$(awk '/^URIs:/ && $2 !~ /security/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)"
	keyring="/usr/share/keyrings/debian-archive-keyring.gpg"
	cat >"$apt_dir/sources/trixie.sources" <<SRC
Types: deb
URIs: ${uri:-http://deb.debian.org/debian}
Suites: trixie
Components: main
Signed-By: $keyring
SRC
	local apt_opts=(-qq -o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$apt_dir/sources"
		-o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache" -o "APT::Sandbox::User=root")
	apt-get "${apt_opts[@]}" update
	(cd "$apt_dir/cache/archives" && apt-get "${apt_opts[@]}" download wordpress php-getid3 libjs-underscore libjs-cropper libjs-lodash)
	for deb in "$apt_dir"/cache/archives/*.deb; do dpkg-deb -x "$deb" "$stage"; done
	rm -f "$stage/usr/share/wordpress/.htaccess" "$stage/usr/share/wordpress/wp-config.php"
	mkdir -p "$CORE_DIR.tmp"
	cp -rL "$stage/usr/share/wordpress/." "$CORE_DIR.tmp/"
	rm -rf "$CORE_DIR.tmp/wp-content/plugins/akismet" "$CORE_DIR.tmp/wp-content/plugins/hello.php"
	mv "$CORE_DIR.tmp" "$CORE_DIR"
	rm -rf "$stage" "$apt_dir"
}

# Other themes, so the browser tests can prove every feature outside the Vitrine theme: block
# themes (Twenty Twenty-Five and Twenty Twenty-Four from trixie; Twenty Twenty-Three and Twenty
# Twenty-Two, whose palettes have a lime and a peach for colours a widget might use as text) and
# two classic ones (Twenty Twenty-One from bookworm; Twenty Twenty, the older classic theme with
# its own button colour and footer widget areas, which Debian last carries in bullseye), each
# fetched from the newest suite that has it, like core with a private apt state (the archive's
# signed lists) into core's wp-content/themes.
OTHER_THEMES=(twentytwentyfive:trixie twentytwentyfour:trixie twentytwentyone:bookworm twentytwentythree:bookworm twentytwentytwo:bookworm twentytwenty:bullseye)
ensure_other_themes() {
	local entry missing=()
	for entry in "${OTHER_THEMES[@]}"; do
		[ -f "$CORE_DIR/wp-content/themes/${entry%%:*}/style.css" ] || missing+=("$entry")
	done
	[ "${#missing[@]}" -eq 0 ] && return 0
	log "fetching the themes other-theme tests use: ${missing[*]}"
	local apt_dir="$SITE_ROOT/apt-themes" stage="$SITE_ROOT/themes-stage" uri suite
	rm -rf "$apt_dir" "$stage"
	mkdir -p "$apt_dir/sources" "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$stage"
	uri="$(awk '/^URIs:/ && $2 !~ /security/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)"
	for suite in $(printf '%s\n' "${missing[@]##*:}" | sort -u); do
		printf 'Types: deb\nURIs: %s\nSuites: %s\nComponents: main\nSigned-By: %s\n' \
			"${uri:-http://deb.debian.org/debian}" "$suite" /usr/share/keyrings/debian-archive-keyring.gpg >"$apt_dir/sources/$suite.sources"
	done
	local apt_opts=(-qq -o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$apt_dir/sources"
		-o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache" -o "APT::Sandbox::User=root")
	apt-get "${apt_opts[@]}" update
	for entry in "${missing[@]}"; do
		(cd "$apt_dir/cache/archives" && apt-get "${apt_opts[@]}" download "wordpress-theme-${entry%%:*}/${entry##*:}")
	done
	for deb in "$apt_dir"/cache/archives/*.deb; do dpkg-deb -x "$deb" "$stage"; done
	for entry in "${missing[@]}"; do
		cp -r "$stage/usr/share/wordpress/wp-content/themes/${entry%%:*}" "$CORE_DIR/wp-content/themes/"
	done
	rm -rf "$stage" "$apt_dir"
}

# Everything a site needs before it can start: packages, bundles and WordPress core.
ensure_prerequisites() {
	mkdir -p "$SITE_ROOT"
	ensure_debian_packages
	# Core and the other themes come from Debian's archive while npm installs and the bundles
	# build (about 20 s saved on a fresh machine): each fetch keeps its own apt state, so no
	# lock is shared, and they wait on different servers.
	local fetch_log="$SITE_ROOT/fetch-core.log"
	(ensure_core && ensure_other_themes) >"$fetch_log" 2>&1 &
	local fetch=$!
	ensure_npm_packages
	ensure_build
	local fetched=0
	wait "$fetch" || fetched=$?
	cat "$fetch_log"
	[ "$fetched" = 0 ] || die "could not fetch WordPress core or the other themes (above)"
}

is_running() { # pidfile
	[ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null
}

# Our code in an instance, symlinked: the plugin, the theme, the development-only demo plugin
# (dev/vitrine-demo, which seeds the demo and ships in no package) and the example add-on
# (examples/vitrine-example-addon, docs/extending.md).
link_sources() {
	mkdir -p "$WP_DIR/wp-content/plugins" "$WP_DIR/wp-content/themes"
	ln -sfn "$ROOT/plugin" "$WP_DIR/wp-content/plugins/vitrine"
	ln -sfn "$ROOT/dev/vitrine-demo" "$WP_DIR/wp-content/plugins/vitrine-demo"
	ln -sfn "$ROOT/examples/vitrine-example-addon" "$WP_DIR/wp-content/plugins/vitrine-example-addon"
	ln -sfn "$ROOT/theme" "$WP_DIR/wp-content/themes/vitrine"
}

# Lays out one instance: a hard-linked copy of core, our code symlinked in (link_sources),
# wp-config.php, a must-use plugin that routes mail to the local sink and one with the test and
# bench hooks. The bare instance gets neither symlinks nor the test hooks: only the mail wiring,
# which any site has in some form (an SMTP plugin, the host's sendmail).
ensure_instance() {
	mkdir -p "$RUN_DIR" "$LOG_DIR" "$MAIL_DIR" "$DIR/tmp" "$DIR/mysql"
	if [ ! -f "$WP_DIR/wp-settings.php" ]; then
		cp -al "$CORE_DIR" "$WP_DIR" 2>/dev/null || cp -r "$CORE_DIR" "$WP_DIR"
	fi
	mkdir -p "$WP_DIR/wp-content/plugins" "$WP_DIR/wp-content/themes" "$WP_DIR/wp-content/mu-plugins" "$WP_DIR/wp-content/uploads"
	local theme
	for theme in "$CORE_DIR"/wp-content/themes/*/; do # themes fetched after this instance was made
		[ -e "$WP_DIR/wp-content/themes/$(basename "$theme")" ] || cp -al "$theme" "$WP_DIR/wp-content/themes/"
	done
	cp "$ROOT/bin/stack/mail-sink-mu-plugin.php" "$WP_DIR/wp-content/mu-plugins/vitrine-mail-sink.php"
	if [ "$INSTANCE" != bare ]; then
		link_sources
		cp "$ROOT/bin/stack/local-stack-mu-plugin.php" "$WP_DIR/wp-content/mu-plugins/vitrine-local-stack.php"
	fi
	[ -f "$DIR/salts.php" ] || php "$ROOT/bin/stack/make-salts.php" >"$DIR/salts.php"
	php "$ROOT/bin/stack/render-template.php" "$ROOT/bin/stack/wp-config.php.tpl" >"$WP_DIR/wp-config.php"
	render_nginx_conf
	php "$ROOT/bin/stack/render-template.php" "$ROOT/bin/stack/php-fpm.conf.tpl" >"$DIR/php-fpm.conf"
	if [ "$NODES" = 1 ]; then
		# Node b: the same pool under another name and socket; four workers each on two cores.
		sed -i 's/^pm.max_children = .*/pm.max_children = 4/' "$DIR/php-fpm.conf"
		sed -n '/^\[vitrine\]/,$p' "$DIR/php-fpm.conf" |
			sed -e 's/^\[vitrine\]/[vitrine-b]/' -e 's/php-fpm\.sock/php-fpm-b.sock/' >>"$DIR/php-fpm.conf"
		# The object cache both nodes share (docs/web-nodes.md).
		php "$ROOT/bin/stack/render-template.php" "$ROOT/bin/stack/object-cache.php.tpl" >"$WP_DIR/wp-content/object-cache.php"
	else
		rm -f "$WP_DIR/wp-content/object-cache.php"
	fi
}

# nginx.conf, the page cache's two includes (empty when the cache is off) and the reverse
# proxy's (empty but in the proxy instance).
render_nginx_conf() {
	# A root master hands its workers to `nobody`, who cannot enter a checkout under a private
	# folder (/root, a mktemp -d): the workers run as the invoking user, as php-fpm does (-R).
	NGINX_USER=""
	if [ "$(id -u)" = 0 ]; then
		NGINX_USER="user $(id -un) $(id -gn);"
	fi
	export NGINX_USER
	local part
	for part in http php; do
		if [ "${PAGE_CACHE:-0}" = 1 ]; then
			mkdir -p "$DIR/cache"
			php "$ROOT/bin/stack/render-template.php" "$ROOT/bin/stack/page-cache-$part.conf.tpl" >"$DIR/page-cache-$part.conf"
		else
			: >"$DIR/page-cache-$part.conf"
		fi
	done
	if [ "${REVERSE_PROXY:-0}" = 1 ]; then
		php "$ROOT/bin/stack/render-template.php" "$ROOT/bin/stack/reverse-proxy.conf.tpl" >"$DIR/reverse-proxy.conf"
	else
		: >"$DIR/reverse-proxy.conf"
	fi
	php "$ROOT/bin/stack/render-template.php" "$ROOT/bin/stack/nginx.conf.tpl" >"$DIR/nginx.conf"
}

# The test sites' databases are thrown away after each run: their commits are written to the log
# at once but flushed to disk once a second (2), not at every commit (1: a few milliseconds of
# fsync each on this disk, waited for by every write of the seed and of every test request; 1,000
# single-row commits took 7.6-9.9 s with it, 0.7-1.4 s without). The demo and the bench keep
# the default, so the bench's figures stay comparable.
db_flush_log_at_commit() {
	case "$INSTANCE" in
		test | cache | proxy | nodes | check | bare) echo 2 ;;
		*) echo 1 ;;
	esac
}

start_mariadb() {
	if ! is_running "$RUN_DIR/mysqld.pid"; then
		if [ ! -d "$DIR/mysql/mysql" ]; then
			mariadb-install-db --no-defaults --user="$(id -un)" --datadir="$DIR/mysql" \
				--auth-root-authentication-method=socket --skip-test-db >"$LOG_DIR/mariadb-install.log" 2>&1
		fi
		setsid nohup mariadbd --no-defaults --user="$(id -un)" --datadir="$DIR/mysql" --socket="$DB_SOCKET" \
			--pid-file="$RUN_DIR/mysqld.pid" --skip-networking --log-error="$LOG_DIR/mariadb.log" \
			--innodb-buffer-pool-size="${VITRINE_DB_BUFFER_POOL:-128M}" --max-connections=200 \
			--innodb-flush-log-at-trx-commit="$(db_flush_log_at_commit)" >/dev/null 2>&1 &
	fi
	local i
	for i in $(seq 1 100); do
		mariadb --no-defaults -S "$DB_SOCKET" -u root -e 'SELECT 1' >/dev/null 2>&1 && break
		sleep 0.1
	done
	mariadb --no-defaults -S "$DB_SOCKET" -u root <<SQL || die "MariaDB did not start; see $LOG_DIR/mariadb.log"
CREATE DATABASE IF NOT EXISTS vitrine CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE IF NOT EXISTS vitrine_phpunit CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS 'vitrine'@'localhost' IDENTIFIED BY 'vitrine';
GRANT ALL PRIVILEGES ON \`vitrine%\`.* TO 'vitrine'@'localhost';
SQL
}

# The nodes instance's Redis: a socket in the instance's run folder, nothing written to disk.
start_redis() {
	[ "$NODES" = 1 ] || return 0
	is_running "$RUN_DIR/redis.pid" && return 0
	redis-server --port 0 --unixsocket "$RUN_DIR/redis.sock" --unixsocketperm 700 --daemonize yes \
		--pidfile "$RUN_DIR/redis.pid" --logfile "$LOG_DIR/redis.log" --dir "$DIR" --save "" --appendonly no \
		|| die "Redis did not start; see $LOG_DIR/redis.log"
	local i
	for i in $(seq 1 50); do
		[ -S "$RUN_DIR/redis.sock" ] && return 0
		sleep 0.1
	done
	die "Redis did not start; see $LOG_DIR/redis.log"
}

start_php_fpm() {
	is_running "$RUN_DIR/php-fpm.pid" && return 0
	local as_root_flag=()
	[ "$(id -u)" = 0 ] && as_root_flag=(-R)
	"$PHP_FPM_BIN" "${as_root_flag[@]}" -y "$DIR/php-fpm.conf" -c /etc/php/8.2/fpm/php.ini
}

start_nginx() {
	is_running "$RUN_DIR/nginx.pid" && return 0
	local port
	for port in "$PORT" "$NODE_PORT" $([ "$NODES" = 1 ] && echo "$NODE2_PORT"); do
		if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
			die "port $port is already in use (another copy of this site? stop it with: bash bin/stop.sh $INSTANCE from that checkout)"
		fi
	done
	nginx -c "$DIR/nginx.conf" -p "$DIR" -e "$LOG_DIR/nginx-error.log" 2>>"$LOG_DIR/nginx-error.log" \
		|| die "nginx did not start; see $LOG_DIR/nginx-error.log"
}

start_mail_sink() {
	is_running "$RUN_DIR/mail-sink.pid" && return 0
	setsid nohup node "$ROOT/bin/stack/mail-sink.mjs" --port "$SMTP_PORT" --dir "$MAIL_DIR" \
		>>"$LOG_DIR/mail-sink.log" 2>&1 &
	echo $! >"$RUN_DIR/mail-sink.pid"
}

wait_for_site() {
	local i
	for i in $(seq 1 150); do
		curl -fsS -o /dev/null "$SITE_URL/wp-login.php" 2>/dev/null && return 0
		sleep 0.2
	done
	die "the site at $SITE_URL did not answer; see $LOG_DIR"
}

start_stack() {
	ensure_instance
	start_mariadb
	start_redis
	start_mail_sink
	start_php_fpm
	start_nginx
}

stop_stack() {
	local name
	for name in nginx php-fpm mail-sink redis mysqld; do
		local pidfile="$RUN_DIR/$name.pid"
		if is_running "$pidfile"; then
			local pid
			pid="$(cat "$pidfile")"
			kill "$pid" 2>/dev/null || true
			for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
		fi
		rm -f "$pidfile"
	done
}

# The body of the scripts whose tests want a fresh site of their own (bin/test-page-cache.sh,
# test-proxy.sh, test-nodes.sh; use_instance first). Without a mode: install a fresh site, run
# Playwright with the other arguments, stop the site. `--prepare`: install it and leave it
# running (npm test does it while PHPUnit runs). `--prepared`: run on the site --prepare left,
# then stop it.
test_on_own_site() { # message [--prepare|--prepared] [playwright args]
	local message="$1" mode="${2:-}"
	shift
	case "$mode" in
	--prepare | --prepared) shift ;;
	esac
	if [ "$mode" != --prepared ]; then
		stop_stack
		rm -rf "$DIR"
		ensure_prerequisites
		log "$message"
		trap 'stop_stack' EXIT
		start_seeded_site
		if [ "$mode" = --prepare ]; then
			trap - EXIT
			exit 0
		fi
	fi
	trap 'stop_stack' EXIT
	wait_for_site
	cd "$ROOT"
	npx playwright test "$@"
}

# Installs WordPress if needed, activates the plugin, the demo plugin and the theme, seeds the
# demo (idempotent). Links the code first: a site started before dev/vitrine-demo existed lacks it.
install_site() {
	link_sources
	php "$ROOT/bin/stack/install.php" || die "WordPress install failed"
}

# The seeded test site, kept by bin/test.sh before any test touches it, so that the other sites
# of one run (page cache, reverse proxy, two nodes) start from a copy instead of seeding again
# (install.php: about two minutes of CPU each, beside the browser tests): the database, the
# uploads, the mail the install sent and the salts (a form's quiz answer is signed with them).
save_seed_snapshot() { # folder
	local to="$1"
	rm -rf "$to" "$to.tmp"
	mkdir -p "$to.tmp"
	mariadb-dump --no-defaults -S "$DB_SOCKET" -u root --single-transaction --skip-dump-date "$DB_NAME" >"$to.tmp/database.sql"
	cp -a "$WP_DIR/wp-content/uploads" "$to.tmp/uploads"
	cp -a "$MAIL_DIR" "$to.tmp/mail"
	cp "$DIR/salts.php" "$to.tmp/salts.php"
	printf '%s\n' "$SITE_URL" >"$to.tmp/url"
	mv "$to.tmp" "$to"
}

# The site a snapshot holds (save_seed_snapshot), at this instance's address: every port has four
# digits, so the address keeps its length and PHP-serialized strings stay valid. Run on a fresh
# instance whose stack runs, before any request. Returns 1 (nothing done) when the addresses'
# lengths differ.
load_seed_snapshot() { # folder
	local from_url from to
	from_url="$(cat "$1/url")"
	[ "${#from_url}" = "${#SITE_URL}" ] || return 1
	from="${from_url#http://}"
	to="${SITE_URL#http://}"
	link_sources
	sed -e "s#$from#$to#g" -e "s#${from/:/%3A}#${to/:/%3A}#g" "$1/database.sql" |
		mariadb --no-defaults -S "$DB_SOCKET" -u root "$DB_NAME"
	rm -rf "$WP_DIR/wp-content/uploads" "$MAIL_DIR"
	cp -a "$1/uploads" "$WP_DIR/wp-content/uploads"
	mkdir -p "$MAIL_DIR"
	local file
	for file in "$1"/mail/*; do
		[ -f "$file" ] && sed "s#$from#$to#g" "$file" >"$MAIL_DIR/$(basename "$file")"
	done
	# Nothing should be cached yet; a shared object cache (the nodes' Redis) is emptied all the same.
	if [ "$NODES" = 1 ]; then
		redis-cli -s "$RUN_DIR/redis.sock" FLUSHALL >/dev/null
	fi
}

# Starts a fresh instance's stack and seeds it: with install.php, or, when VITRINE_SEED_SNAPSHOT
# names a snapshot (bin/test.sh), from that.
start_seeded_site() {
	local snapshot="${VITRINE_SEED_SNAPSHOT:-}"
	if [ -n "$snapshot" ] && [ -f "$snapshot/url" ]; then
		mkdir -p "$DIR"
		cp "$snapshot/salts.php" "$DIR/salts.php"
		start_stack
		if load_seed_snapshot "$snapshot"; then
			log "loaded the seeded site from $snapshot"
			wait_for_site
			return 0
		fi
		log "the snapshot's address differs in length from $SITE_URL: seeding instead"
	else
		start_stack
	fi
	wait_for_site
	install_site >/dev/null
}

drop_database() {
	mariadb --no-defaults -S "$DB_SOCKET" -u root -e "DROP DATABASE IF EXISTS vitrine; DROP DATABASE IF EXISTS vitrine_phpunit;"
	rm -rf "$WP_DIR/wp-content/uploads" "$MAIL_DIR"
	mkdir -p "$WP_DIR/wp-content/uploads" "$MAIL_DIR"
}
