#!/usr/bin/env bash
# Two web nodes behind a load balancer (docs/web-nodes.md): a fresh site whose public address
# (:8895) is an nginx balancer (bin/stack/reverse-proxy.conf.tpl) sending requests in turn to
# two web nodes (:9895 and :9896), each with its own php-fpm pool, on one MariaDB, with one
# Redis object cache both share (bin/stack/object-cache.php.tpl). The browser tests of the
# `nodes` project (playwright.config.ts) run through it: the trusted-proxy setting and the
# limits per visitor (proxy.spec.ts), both nodes answering and seeing each other's writes
# (nodes.spec.ts), a guest's and a customer's purchase (checkout.spec.ts,
# customer-account.spec.ts) and the stock race (checkout-concurrency.spec.ts). Stopped afterwards.
#
#   bin/test-nodes.sh [playwright args]   start a fresh site, run the tests, stop it
#   bin/test-nodes.sh --prepare           only start and seed the fresh site, leave it running
#   bin/test-nodes.sh --prepared [args]   run the tests on the site --prepare left, stop it
source "$(dirname "$0")/lib.sh"
use_instance nodes
test_on_own_site "starting two web nodes (:$NODE_PORT, :$NODE2_PORT) behind a balancer at $SITE_URL, with Redis" "$@"
