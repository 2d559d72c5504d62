#!/usr/bin/env bash
# npm run bench: front-end weight and like-endpoint latency, measured on a fresh copy of the
# test site (:8889) so the demo's data is never touched. A benchmark, not a test: it reports.
source "$(dirname "$0")/lib.sh"
ensure_prerequisites
use_instance test
stop_stack
rm -rf "$DIR"
trap 'stop_stack' EXIT
start_stack
wait_for_site
install_site >/dev/null
node "$ROOT/bin/bench.mjs" "$SITE_URL"
