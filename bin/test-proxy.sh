#!/usr/bin/env bash
# The site behind a reverse proxy, as a web node behind a load balancer is: a fresh site whose
# public address (:8894) is an nginx reverse proxy (bin/stack/reverse-proxy.conf.tpl) in front
# of the web node (:9894). The browser tests in tests/e2e/proxy.spec.ts run through it: rate
# limits per visitor only once the proxy is trusted, no redirect loop on the public Host, and
# a visitor's shop flow. Stopped afterwards.
#
#   bin/test-proxy.sh [playwright args]   start a fresh site, run the tests, stop it
#   bin/test-proxy.sh --prepare           only start and seed the fresh site, leave it running
#   bin/test-proxy.sh --prepared [args]   run the tests on the site --prepare left, stop it
source "$(dirname "$0")/lib.sh"
use_instance proxy
test_on_own_site "starting the site behind a reverse proxy at $SITE_URL (its web node at :$NODE_PORT)" "$@"
