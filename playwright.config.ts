/**
 * Browser end-to-end tests against the test site on :8889 (bin/test.sh starts it), driving
 * Debian's Chromium: no browser is downloaded. With VITRINE_PAGE_CACHE=1 (bin/test-page-cache.sh,
 * against the site behind nginx's page cache) only the flows a cache could change (tagged
 * `@guest`: docs/testing.md gives the rule) run, then an audit of the cache's log. With
 * VITRINE_REVERSE_PROXY=1 (bin/test-proxy.sh, against the site behind a reverse proxy) only
 * tests/e2e/proxy.spec.ts runs. With VITRINE_NODES=1 (bin/test-nodes.sh, two web nodes behind a
 * balancer with a shared Redis) proxy.spec.ts, nodes.spec.ts (which the test site does not run),
 * the purchases and the stock race run, leaving out the tests of layout alone (`@layout`).
 */

/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';

/**
 * Internal dependencies
 */
import chromium from './tests/e2e/chromium-launch.json';

export const baseURL = process.env.VITRINE_E2E_URL ?? 'http://localhost:8889';
const pageCache = process.env.VITRINE_PAGE_CACHE === '1';
const reverseProxy = process.env.VITRINE_REVERSE_PROXY === '1';
const nodes = process.env.VITRINE_NODES === '1';
/** Where this run's results go: one folder and report per kind of site. */
let run = '';
if ( nodes ) {
	run = 'nodes';
} else if ( reverseProxy ) {
	run = 'proxy';
} else if ( pageCache ) {
	run = 'cache';
}

/**
 * The tests each kind of site runs.
 */
function projects() {
	// Two web nodes behind a balancer with a shared Redis (bin/test-nodes.sh): the proxy's
	// tests, the nodes' own, a guest's and a customer's purchase and the stock race.
	// The stock race runs after the others: its products come and go, and a purchase test
	// that picked one from /shop/ at that moment would find it gone.
	if ( nodes ) {
		return [
			{
				name: 'nodes',
				testMatch: /(proxy|nodes|checkout|customer-account)\.spec\.ts$/,
				// Where a page's parts sit under a theme is the same whichever node renders it.
				grepInvert: /@layout/,
			},
			{
				name: 'nodes-stock-race',
				testMatch: /checkout-concurrency\.spec\.ts$/,
				dependencies: [ 'nodes' ],
			},
		];
	}
	if ( reverseProxy ) {
		return [ { name: 'reverse-proxy', testMatch: /proxy\.spec\.ts$/ } ];
	}
	if ( pageCache ) {
		return [
			{ name: 'page-cache', grep: /@guest/ },
			{
				name: 'page-cache-audit',
				testMatch: /page-cache\.audit\.ts$/,
				dependencies: [ 'page-cache' ],
			},
		];
	}
	const site = {
		name: 'site',
		testIgnore: /(page-cache|proxy|nodes)\.spec\.ts$/,
	};
	// The reference plugins' own scripts are not in the repository: the `*.reference.ts`
	// files run when a folder holding them is named (docs/testing.md, "Reference clients").
	if ( process.env.VITRINE_REFERENCE_CLIENTS ) {
		return [
			site,
			{ name: 'reference-clients', testMatch: /\.reference\.ts$/ },
		];
	}
	return [ site ];
}
// @wordpress/e2e-test-utils-playwright (tests/e2e/support.ts: restAs) finds the REST API from
// this variable, read when the package loads: the site under test, whatever its port.
process.env.WP_BASE_URL = baseURL;

export default defineConfig( {
	testDir: 'tests/e2e',
	outputDir: run ? `.site/e2e-results-${ run }` : '.site/e2e-results',
	fullyParallel: false,
	workers: 2,
	forbidOnly: true,
	// On CI a test that fails is run once more, and the summary names every test that needed
	// it (bin/test-summary.mjs): a flake is reported, not hidden, but does not block a landing.
	// A test that fails twice still fails the run. Locally nothing is retried.
	retries: process.env.CI ? 1 : 0,
	// The CI machine has two cores for the site, its database, the mail sink and two browsers:
	// the heaviest tests (axe on a long page, scrolling through /widgets/, registration with its
	// mail) take 10–12 s alone there and up to 35 s beside another worker.
	timeout: 60_000,
	// A server round trip that hashes a password or sends a mail can take several seconds there
	// while both workers are busy; waiting longer costs nothing when the answer comes sooner.
	expect: { timeout: 10_000 },
	reporter: [
		[ 'list' ],
		[
			'json',
			{
				outputFile: run
					? `.site/reports/e2e-${ run }.json`
					: '.site/reports/e2e.json',
			},
		],
	],
	projects: projects(),
	use: {
		baseURL,
		// Every widget mounts at once, not near the viewport: see bin/stack/local-stack-mu-plugin.php.
		// tests/e2e/islands.spec.ts drops it to check what readers get.
		extraHTTPHeaders: { 'X-Vitrine-Test-Mount': 'eager' },
		// A trace snapshots the page at every step: it made the suite a third slower on two cores,
		// and CI keeps no files. VITRINE_E2E_TRACE=1 records one for each failing test.
		trace: process.env.VITRINE_E2E_TRACE ? 'retain-on-failure' : 'off',
		screenshot: 'only-on-failure',
		// Debian's Chromium as its headless shell (chromium-headless-shell: the same Blink and V8
		// without the desktop browser around them, as Playwright's own headless runs use): about
		// 35 % less CPU per test than the full browser in headless mode, on two cores shared by
		// two workers and the site (docs/testing.md, "Where npm test's time goes"). With the
		// flags this machine's closed network needs (shared with the bench, which keeps the full
		// browser readers have). CHROMIUM_PATH=/usr/bin/chromium runs the full one.
		launchOptions: {
			executablePath:
				process.env.CHROMIUM_PATH ?? chromium.headlessShellPath,
			args: chromium.args,
		},
	},
} );
