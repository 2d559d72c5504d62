#!/usr/bin/env bash
# The guest flows (e2e tests tagged @guest) once more, on a fresh site at :8891 whose nginx caches
# guests' HTML (bin/stack/page-cache-*.conf.tpl), then an audit of the cache's log: pages came
# from the cache, and no call was refused for its nonce. Stopped afterwards.
#
#   bin/test-page-cache.sh [playwright args]   start a fresh site, run the tests, stop it
#   bin/test-page-cache.sh --prepare           only start and seed the fresh site, leave it running
#   bin/test-page-cache.sh --prepared [args]   run the tests on the site --prepare left, stop it
#
# npm test prepares the site while PHPUnit runs (bin/test.sh), so that the seeding does not
# add to the suite's time.
source "$(dirname "$0")/lib.sh"
use_instance cache
test_on_own_site "starting the page-cache site at $SITE_URL" "$@"
