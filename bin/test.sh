#!/usr/bin/env bash
# npm test: type check, lint, jest, the stack check, PHPUnit against a real WordPress, and browser
# end-to-end tests, on a fresh test site at :8889 with its own database (the :8888 demo is
# untouched); then the flows a page cache could change (`@guest`) again on a fresh site behind
# nginx's page cache at :8891, the reverse proxy's tests, the purchases, limits and stock race on
# two web nodes with a shared Redis behind a balancer at :8895 (bin/test-nodes.sh); then `npm run
# package`'s zips installed through wp-admin on a bare WordPress at :8893 (bin/test-bare.sh).
# (bin/test-proxy.sh's site, one web node behind the same proxy, proves nothing the two nodes
# behind it do not: npm test leaves it out; docs/testing.md.)
# Every stage runs even when an earlier one fails; the exit code is non-zero if any failed.
# The checks that need no site (types, JS lint, docs, i18n, jest) run while the test site
# starts and seeds: the two overlap well on two cores (one waits on the database and disk, the
# other computes); PHP's lint runs beside PHPUnit, a single process.
source "$(dirname "$0")/lib.sh"
started=$SECONDS
REPORTS="$SITE_ROOT/reports"
rm -rf "$REPORTS"
mkdir -p "$REPORTS"

# Composer's dev tools install (once PHP's extensions are there) while npm installs and the
# bundles build: a different server again.
ensure_debian_packages
ensure_composer_packages >"$REPORTS/composer.log" 2>&1 &
composer_install=$!
ensure_prerequisites
wait "$composer_install" || { cat "$REPORTS/composer.log"; die "Composer could not install the dev tools"; }
cat "$REPORTS/composer.log"

failed=()
stage() {
	local name="$1"
	shift
	printf '\n\033[1m== %s ==\033[0m\n' "$name"
	if ! "$@"; then
		failed+=("$name")
	fi
}

# Runs a stage in the background, its output kept until report_background() prints it.
# (Waiting on their ids, not on every child: the stack's daemons are children too.)
background=()
background_pids=()
stage_in_background() {
	local name="$1"
	shift
	local slug="${name//[^a-zA-Z0-9]/-}"
	(
		set +e
		"$@" >"$REPORTS/$slug.log" 2>&1
		echo $? >"$REPORTS/$slug.rc"
	) &
	background+=("$name")
	background_pids+=("$!")
}
report_background() {
	wait "${background_pids[@]}" || true
	local name slug
	for name in "${background[@]}"; do
		slug="${name//[^a-zA-Z0-9]/-}"
		printf '\n\033[1m== %s ==\033[0m\n' "$name"
		cat "$REPORTS/$slug.log" || true
		if [ "$(cat "$REPORTS/$slug.rc" 2>/dev/null)" != 0 ]; then
			failed+=("$name")
		fi
	done
}

cd "$ROOT"
stage "stack" bash bin/test-stack.sh
stage_in_background "type check" npm run --silent typecheck
stage_in_background "lint JS/TS" npx wp-scripts lint-js src tests/e2e tests/bare bin playwright.config.ts playwright.bare.config.ts
stage_in_background "docs" node bin/check-docs.mjs --strict
stage_in_background "i18n" node bin/check-i18n.mjs
stage_in_background "jest" npx wp-scripts test-unit-js --ci --json --outputFile="$REPORTS/jest.json"

# A fresh test site for every run, stopped again whatever happens.
use_instance test
stop_stack
rm -rf "$DIR"
trap 'stop_stack' EXIT
log "starting the test site at $SITE_URL"
start_stack
wait_for_site
install_site
# The other sites start from a copy of this one as seeded, before any test has touched it.
save_seed_snapshot "$SITE_ROOT/seed-snapshot"
report_background
background=()
background_pids=()

# PHP's lint (php -l on every file, PHPCS twice, PHPStan: single processes) runs beside PHPUnit,
# which keeps one core busy: on two cores, the seeding above had jest, tsc and ESLint beside it
# already. Its report comes at the end.
stage_in_background "lint PHP" bash bin/lint-php.sh

# The page-cache site and the two web nodes start while PHPUnit runs, each from the test site's
# seed (save_seed_snapshot), which takes seconds where seeding again took two minutes of CPU
# each beside the tests; so does the bare site (the packages' zips, WordPress installed in
# German: about 15 s that were the bare stage's own at the end).
export VITRINE_SEED_SNAPSHOT="$SITE_ROOT/seed-snapshot"
trap 'stop_stack; bash bin/stop.sh cache 2>/dev/null; bash bin/stop.sh nodes 2>/dev/null; bash bin/stop.sh bare 2>/dev/null' EXIT
(
	bash bin/test-page-cache.sh --prepare >"$REPORTS/page-cache-prepare.log" 2>&1
	echo $? >"$REPORTS/page-cache-prepare.rc"
	bash bin/test-nodes.sh --prepare >"$REPORTS/nodes-prepare.log" 2>&1
	echo $? >"$REPORTS/nodes-prepare.rc"
	bash bin/test-bare.sh --prepare >"$REPORTS/bare-prepare.log" 2>&1
	echo $? >"$REPORTS/bare-prepare.rc"
) &
cache_prepare=$!

stage "phpunit" phpunit --log-junit "$REPORTS/phpunit.xml"
stage "e2e" npx playwright test
stop_stack

wait "$cache_prepare" || true
cat "$REPORTS/page-cache-prepare.log"
if [ "$(cat "$REPORTS/page-cache-prepare.rc" 2>/dev/null)" = 0 ]; then
	stage "e2e behind the page cache" bash bin/test-page-cache.sh --prepared
else
	printf '\n\033[1m== %s ==\033[0m\nthe page-cache site did not start (above)\n' "e2e behind the page cache"
	failed+=("e2e behind the page cache")
fi
cat "$REPORTS/nodes-prepare.log" 2>/dev/null || true
if [ "$(cat "$REPORTS/nodes-prepare.rc" 2>/dev/null)" = 0 ]; then
	stage "e2e on two web nodes" bash bin/test-nodes.sh --prepared
else
	printf '\n\033[1m== %s ==\033[0m\nthe two web nodes did not start (above)\n' "e2e on two web nodes"
	failed+=("e2e on two web nodes")
fi

report_background

# The packages a site owner installs, on a WordPress that never saw the repository: its tests
# after the other sites' have stopped, as they want both cores for one browser and the site.
cat "$REPORTS/bare-prepare.log" 2>/dev/null || true
if [ "$(cat "$REPORTS/bare-prepare.rc" 2>/dev/null)" = 0 ]; then
	stage "bare site" bash bin/test-bare.sh --prepared
else
	printf '\n\033[1m== %s ==\033[0m\nthe bare site did not start (above)\n' "bare site"
	failed+=("bare site")
fi

log "npm test took $((SECONDS - started)) s"
if [ "${#failed[@]}" -gt 0 ]; then
	printf '\033[1;31mFailed stages: %s\033[0m\n' "${failed[*]}"
fi
# The runners' totals come last, ending with one "N passed, N failed" line.
node "$ROOT/bin/test-summary.mjs" "$REPORTS"
[ "${#failed[@]}" -eq 0 ]
