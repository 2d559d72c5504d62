#!/usr/bin/env bash
# The packages on a WordPress that never saw the repository (:8893): `npm run package`'s zips
# are uploaded through wp-admin's own upload screens on a German site, activated, set up as a
# German shop owner would, and the main visitor flows run in English and German, then the German
# customer's purchase (issue 39's "Done when") (tests/bare/,
# playwright.bare.config.ts). The site has WordPress core and the local stack's mail wiring,
# nothing else of ours (no symlinks, no test hooks); it is made fresh and stopped afterwards.
#
#   bin/test-bare.sh [playwright args]   package, start a fresh bare site, run the tests, stop it
#   bin/test-bare.sh --prepare           only package and start the bare site (installed, German)
#   bin/test-bare.sh --prepared [args]   run the tests on the site --prepare left, stop it
#
# npm test prepares it while PHPUnit runs (bin/test.sh), beside the other sites.
#
# The zips are made from the bundles plugin/build/ holds (rebuilt first when a source is newer);
# VITRINE_PACKAGE_UNFINISHED=1 is passed on to bin/package.mjs.
source "$(dirname "$0")/lib.sh"
use_instance bare
mode="${1:-}"
case "$mode" in
--prepare | --prepared) shift ;;
esac
if [ "$mode" != --prepared ]; then
	ensure_prerequisites
	cd "$ROOT"
	node bin/package.mjs --no-build || die "npm run package failed (above): nothing to install"

	stop_stack
	rm -rf "$DIR"
	log "starting the bare site at $SITE_URL"
	trap 'stop_stack' EXIT
	start_stack
	wait_for_site
	php "$ROOT/bin/stack/bare-site.php" install || die "WordPress install failed"
	# A German owner's WordPress: the site language is German before any package is installed
	# (install.spec.ts and shop.spec.ts run in German; flows.spec.ts switches per project).
	php "$ROOT/bin/stack/bare-site.php" language de_DE || die "setting the site language failed"
	if [ "$mode" = --prepare ]; then
		trap - EXIT
		exit 0
	fi
fi
trap 'stop_stack' EXIT
wait_for_site
cd "$ROOT"
npx playwright test -c playwright.bare.config.ts "$@"
