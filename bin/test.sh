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

# The sites of the later stages are made while PHPUnit runs (`<script> --prepare`, its output
# and exit code kept under a slug) and tested afterwards (`<script> --prepared`); a stage whose
# site did not start fails with the preparation's output.
prepare_site() { # slug script
	bash "$2" --prepare >"$REPORTS/$1-prepare.log" 2>&1
	echo $? >"$REPORTS/$1-prepare.rc"
}
prepared_stage() { # name slug site script
	cat "$REPORTS/$2-prepare.log" 2>/dev/null || true
	if [ "$(cat "$REPORTS/$2-prepare.rc" 2>/dev/null)" = 0 ]; then
		stage "$1" bash "$4" --prepared
	else
		printf '\n\033[1m== %s ==\033[0m\n%s did not start (above)\n' "$1" "$3"
		failed+=("$1")
	fi
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
	prepare_site page-cache bin/test-page-cache.sh
	prepare_site nodes bin/test-nodes.sh
	prepare_site bare bin/test-bare.sh
) &
cache_prepare=$!

stage "phpunit" phpunit --log-junit "$REPORTS/phpunit.xml"
stage "e2e" npx playwright test
stop_stack

wait "$cache_prepare" || true
prepared_stage "e2e behind the page cache" page-cache "the page-cache site" bin/test-page-cache.sh
prepared_stage "e2e on two web nodes" nodes "the two web nodes" bin/test-nodes.sh

report_background

# The packages a site owner installs, on a WordPress that never saw the repository: its tests
# after the other sites' have stopped, as they want both cores for one browser and the site.
prepared_stage "bare site" bare "the bare site" bin/test-bare.sh

log "npm test took $((SECONDS - started)) s"
if [ "${#failed[@]}" -gt 0 ]; then
	printf '\033[1;31mFailed stages: %s\033[0m\n' "${failed[*]}"
fi
# The runners' totals come last, ending with one "N passed, N failed" line.
node "$ROOT/bin/test-summary.mjs" "$REPORTS"
[ "${#failed[@]}" -eq 0 ]
