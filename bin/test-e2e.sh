#!/usr/bin/env bash
# Browser end-to-end tests against the test site on :8889 (Debian's Chromium).
# Run alone, this brings the test site up (fresh) and leaves it running.
source "$(dirname "$0")/lib.sh"
use_instance test
if ! curl -fsS -o /dev/null "$SITE_URL/wp-login.php" 2>/dev/null; then
	ensure_prerequisites
	start_stack
	wait_for_site
else
	# The site is up: the bundles it serves are still rebuilt when a source changed.
	ensure_build
fi
install_site >/dev/null
cd "$ROOT"
exec npx playwright test "$@"
