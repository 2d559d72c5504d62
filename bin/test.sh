#!/usr/bin/env bash
# npm test: type check, lint, jest, the stack check, PHPUnit against a real WordPress, and browser
# end-to-end tests, on a fresh test site at :8889 with its own database (the :8888 demo is
# untouched); then the guest flows again on a fresh site behind nginx's page cache at :8891.
# Every stage runs even when an earlier one fails; the exit code is non-zero if any failed.
source "$(dirname "$0")/lib.sh"
started=$SECONDS
REPORTS="$SITE_ROOT/reports"
rm -rf "$REPORTS"
mkdir -p "$REPORTS"

ensure_prerequisites
ensure_composer_packages

failed=()
stage() {
	local name="$1"
	shift
	printf '\n\033[1m== %s ==\033[0m\n' "$name"
	if ! "$@"; then
		failed+=("$name")
	fi
}

cd "$ROOT"
stage "type check" npx tsc --noEmit
stage "lint JS/TS" npx wp-scripts lint-js src tests/e2e bin playwright.config.ts
stage "lint PHP" bash bin/lint-php.sh
stage "jest" npx wp-scripts test-unit-js --ci --json --outputFile="$REPORTS/jest.json"
stage "stack" bash bin/test-stack.sh

# A fresh test site for every run, stopped again whatever happens.
use_instance test
stop_stack
rm -rf "$DIR"
trap 'stop_stack' EXIT
log "starting the test site at $SITE_URL"
start_stack
wait_for_site
install_site

stage "phpunit" phpunit --log-junit "$REPORTS/phpunit.xml"
stage "e2e" npx playwright test
stop_stack
stage "e2e behind the page cache" bash bin/test-page-cache.sh

log "npm test took $((SECONDS - started)) s"
if [ "${#failed[@]}" -gt 0 ]; then
	printf '\033[1;31mFailed stages: %s\033[0m\n' "${failed[*]}"
fi
# The runners' totals come last, ending with one "N passed, N failed" line.
node "$ROOT/bin/test-summary.mjs" "$REPORTS"
[ "${#failed[@]}" -eq 0 ]
