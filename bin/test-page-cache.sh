#!/usr/bin/env bash
# The guest flows (e2e tests tagged @guest) once more, on a fresh site at :8891 whose nginx caches
# guests' HTML (bin/stack/page-cache-*.conf.tpl), then an audit of the cache's log: pages came
# from the cache, and no call was refused for its nonce. Stopped afterwards.
source "$(dirname "$0")/lib.sh"
use_instance cache
stop_stack
rm -rf "$DIR"
trap 'stop_stack' EXIT
ensure_prerequisites
log "starting the page-cache site at $SITE_URL"
start_stack
wait_for_site
install_site >/dev/null
cd "$ROOT"
npx playwright test "$@"
