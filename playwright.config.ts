/**
 * Browser end-to-end tests against the test site on :8889 (bin/test.sh starts it), driving
 * Debian's Chromium: no browser is downloaded.
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

export default defineConfig( {
	testDir: 'tests/e2e',
	outputDir: '.site/e2e-results',
	fullyParallel: false,
	workers: 2,
	forbidOnly: true,
	retries: 0,
	timeout: 30_000,
	expect: { timeout: 5_000 },
	reporter: [
		[ 'list' ],
		[ 'json', { outputFile: '.site/reports/e2e.json' } ],
	],
	use: {
		baseURL,
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		// Debian's Chromium, with the flags this machine's closed network needs (shared with the bench).
		launchOptions: {
			executablePath:
				process.env.CHROMIUM_PATH ?? chromium.executablePath,
			args: chromium.args,
		},
	},
} );
