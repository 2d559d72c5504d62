#!/usr/bin/env bash
# npm run bench: front-end weight, like-endpoint and refresh-loop latency (10,000 posts), the plugin's
# cost on a Twenty Twenty-Five post (active vs deactivated), the block wrapper's cost per block,
# measured on a fresh site of its own (:8890) so neither the demo's nor the tests' data is touched. A benchmark, not a test.
source "$(dirname "$0")/lib.sh"
ensure_prerequisites
use_instance bench
stop_stack
rm -rf "$DIR"
trap 'stop_stack' EXIT
start_stack
wait_for_site
install_site >/dev/null
php "$ROOT/bin/stack/bench-loop-posts.php" || die "could not add the bench posts"
node "$ROOT/bin/bench.mjs" "$SITE_URL"
php "$ROOT/bin/stack/bench-block-wrapper.php" || die "could not time the block wrapper"
