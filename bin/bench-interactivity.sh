#!/usr/bin/env bash
# npm run bench:interactivity: what the unfold block costs a visitor and the server, measured on
# the test site (:8889, brought up if it is down). It made the decision record "The Interactivity
# API" in docs/architecture.md; run it on a commit to compare an implementation with another
# (the React widget, the Interactivity API pilot, a plain-DOM behaviour). A benchmark, not a test.
# Usage: bash bin/bench-interactivity.sh [label]
source "$(dirname "$0")/lib.sh"
use_instance test
if ! curl -fsS -o /dev/null "$SITE_URL/wp-login.php" 2>/dev/null; then
	ensure_prerequisites
	start_stack
	wait_for_site
fi
install_site >/dev/null
cd "$ROOT"
page=$(php "$ROOT/bin/stack/bench-unfold.php") || die "could not make the bench page"
node "$ROOT/bin/bench-interactivity.mjs" "$SITE_URL" "$page" "${1:-$(git rev-parse --short HEAD)}"
