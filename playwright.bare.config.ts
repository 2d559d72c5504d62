/**
 * The bare-site test (bin/test-bare.sh, tests/bare/): `npm run package`'s zips installed
 * through wp-admin on a WordPress that never saw the repository (:8893), then the main visitor
 * flows in English and in German. Kept apart from playwright.config.ts, so `npx playwright test`
 * never runs it against the test site, whose plugin is the repository's own folder.
 *
 * One worker: the flows switch the site's language, which every request shares. The `en` and
 * `de` projects both wait for `install` but not for each other, so a failure in one language
 * still lets the other run.
 */

/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';

/**
 * Internal dependencies
 */
import chromium from './tests/e2e/chromium-launch.json';

const baseURL = process.env.VITRINE_E2E_URL ?? 'http://localhost:8893';
// tests/e2e/support.ts's restAs() (@wordpress/e2e-test-utils-playwright) reads it.
process.env.WP_BASE_URL = baseURL;

export default defineConfig( {
	testDir: 'tests/bare',
	outputDir: '.site/e2e-results-bare',
	fullyParallel: false,
	workers: 1,
	forbidOnly: true,
	// The CI machine's two cores are shared with the page-cache stage's site while it stops.
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: [
		[ 'list' ],
		[ 'json', { outputFile: '.site/reports/e2e-bare.json' } ],
	],
	projects: [
		// Installing is one way (a second upload of the same zip asks to replace it): never
		// retried, whatever CI does with the flows.
		{ name: 'install', testMatch: /install\.spec\.ts$/, retries: 0 },
		{
			name: 'en',
			testMatch: /flows\.spec\.ts$/,
			dependencies: [ 'install' ],
			retries: process.env.CI ? 1 : 0,
			metadata: { locale: 'en_US' },
		},
		{
			name: 'de',
			testMatch: /flows\.spec\.ts$/,
			dependencies: [ 'install' ],
			retries: process.env.CI ? 1 : 0,
			metadata: { locale: 'de_DE' },
		},
		// Issue 39's "Done when": the German customer's path, then the example gateway.
		{
			name: 'shop',
			testMatch: /shop\.spec\.ts$/,
			dependencies: [ 'install' ],
			retries: process.env.CI ? 1 : 0,
		},
	],
	use: {
		baseURL,
		trace: process.env.VITRINE_E2E_TRACE ? 'retain-on-failure' : 'off',
		screenshot: 'only-on-failure',
		// Chromium's headless shell, as playwright.config.ts says why.
		launchOptions: {
			executablePath:
				process.env.CHROMIUM_PATH ?? chromium.headlessShellPath,
			args: chromium.args,
		},
	},
} );
