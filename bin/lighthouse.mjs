/**
 * Lighthouse (mobile preset, simulated throttling, so it needs no network) on a few pages of
 * a running site, with Debian's Chromium. Used by bin/bench.mjs; also runs alone:
 *
 *   node bin/lighthouse.mjs http://localhost:8888 / /contact/
 *
 * LIGHTHOUSE_RUNS=n (default 5) runs each page n times and keeps the run with the median performance
 * score (Lighthouse's own advice for noisy machines); LIGHTHOUSE_CPU_SLOWDOWN=n simulates a
 * slower phone (see slowerPhone()); CHROME_PATH picks another browser.
 *
 * The table also shows the first paint the browser itself recorded ("seen FCP"). In headless
 * Chromium it sometimes comes one or two whole seconds after the page was ready to paint (the
 * compositor stops offering frames to a page that has not drawn yet: GoogleChrome/lighthouse
 * #17148, also seen on PageSpeed Insights), and Lighthouse's simulation then counts everything
 * loaded before it into FCP and LCP. A run whose seen FCP is far above DCL met that delay.
 */
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import chromium from '../tests/e2e/chromium-launch.json' with { type: 'json' };

const CATEGORIES = [ 'performance', 'accessibility', 'best-practices', 'seo' ];

/**
 * LIGHTHOUSE_CPU_SLOWDOWN=n simulates a slower phone than the preset's 4× (same slow 4G): on
 * a fast machine, n = 4 × (its CPU index / 1,500) shows what a slow hour of a shared machine
 * would score, without waiting for one. Not used by `npm run bench`.
 *
 * @return {object|undefined} A config, or none for the preset.
 */
function slowerPhone() {
	const slowdown = Number( process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 0 );
	if ( ! slowdown ) {
		return undefined;
	}
	return {
		extends: 'lighthouse:default',
		settings: {
			throttling: {
				...constants.throttling.mobileSlow4G,
				cpuSlowdownMultiplier: slowdown,
			},
		},
	};
}

/**
 * Audits one page once in a fresh browser.
 *
 * @param {string} url    Page address.
 * @param {string} cookie A Cookie header to send (a visitor with a cart), or ''.
 * @return {Promise<object>} Scores (0–100) and the three Core Web Vitals Lighthouse simulates.
 */
async function auditOnce( url, cookie = '' ) {
	const chrome = await launchChrome( {
		chromePath: process.env.CHROME_PATH ?? chromium.executablePath,
		chromeFlags: [ '--headless=new', ...chromium.args ],
	} );
	try {
		const result = await lighthouse(
			url,
			{
				port: chrome.port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: CATEGORIES,
				...( cookie ? { extraHeaders: { Cookie: cookie } } : {} ),
			},
			// No config: Lighthouse's default is the mobile preset (Moto G Power, slow 4G, 4× CPU).
			slowerPhone()
		);
		const { categories, audits } = result.lhr;
		const score = ( id ) => Math.round( categories[ id ].score * 100 );
		return {
			url,
			performance: score( 'performance' ),
			accessibility: score( 'accessibility' ),
			bestPractices: score( 'best-practices' ),
			seo: score( 'seo' ),
			lcpMs: audits[ 'largest-contentful-paint' ].numericValue,
			fcpMs: audits[ 'first-contentful-paint' ].numericValue,
			observedFcpMs:
				audits.metrics.details.items[ 0 ].observedFirstContentfulPaint,
			observedDclMs:
				audits.metrics.details.items[ 0 ].observedDomContentLoaded,
			tbtMs: audits[ 'total-blocking-time' ].numericValue,
			cls: audits[ 'cumulative-layout-shift' ].numericValue,
			// Lighthouse's measure of this machine's speed at the time (a mid-range phone is
			// about 1000; a busy shared machine scores low and TBT then comes out high).
			benchmarkIndex: Math.round( result.lhr.environment.benchmarkIndex ),
			// What Lighthouse says is left to fix, for the JSON report.
			failing: Object.values( audits )
				.filter(
					( a ) =>
						a.score !== null &&
						a.score < 0.9 &&
						a.scoreDisplayMode !== 'informative' &&
						a.scoreDisplayMode !== 'manual'
				)
				.map( ( a ) => `${ a.id }: ${ a.displayValue ?? a.score }` ),
		};
	} finally {
		await chrome.kill();
	}
}

/**
 * Audits each page (LIGHTHOUSE_RUNS times, keeping the median run by performance). A page is a
 * path, or `{ path, label, cookie }` for a visitor's own page (/cart/ with an item in it).
 *
 * @param {string}                                                        site  Site address without a trailing slash.
 * @param {Array<string|{path: string, label?: string, cookie?: string}>} pages Pages to audit.
 * @return {Promise<object[]>} One result per page.
 */
export async function lighthouseRuns( site, pages ) {
	const runs = Math.max( 1, Number( process.env.LIGHTHOUSE_RUNS ?? 5 ) );
	const results = [];
	for ( const page of pages ) {
		const {
			path,
			label = path,
			cookie = '',
		} = typeof page === 'string' ? { path: page } : page;
		const tries = [];
		for ( let i = 0; i < runs; i++ ) {
			tries.push( await auditOnce( site + path, cookie ) );
		}
		tries.sort( ( a, b ) => a.performance - b.performance );
		results.push( {
			path: label,
			...tries[ Math.floor( tries.length / 2 ) ],
		} );
	}
	return results;
}

/**
 * Prints the results as a table.
 *
 * @param {object[]} results From lighthouseRuns().
 */
export function printLighthouse( results ) {
	console.log(
		`\nLighthouse (mobile: simulated slow 4G, ${
			Number( process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 0 ) || 4
		}x CPU slowdown; scores out of 100)`
	);
	console.log(
		'  page                               perf  a11y  best   seo     LCP     FCP     TBT    CLS  CPU index  seen FCP / DCL'
	);
	for ( const r of results ) {
		const s = ( ms ) => `${ ( ms / 1000 ).toFixed( 1 ) } s`.padStart( 7 );
		console.log(
			`  ${ r.path.padEnd( 34 ) } ${ String( r.performance ).padStart( 4 ) } ${ String( r.accessibility ).padStart( 5 ) } ${ String( r.bestPractices ).padStart( 5 ) } ${ String( r.seo ).padStart( 5 ) } ${ s( r.lcpMs ) } ${ s( r.fcpMs ) } ${ `${ Math.round( r.tbtMs ) } ms`.padStart( 7 ) } ${ r.cls.toFixed( 3 ).padStart( 6 ) } ${ String( r.benchmarkIndex ).padStart( 10 ) }  ${ s( r.observedFcpMs ) } / ${ s( r.observedDclMs ).trim() }`
		);
	}
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	const [ site = 'http://localhost:8888', ...paths ] =
		process.argv.slice( 2 );
	const results = await lighthouseRuns(
		site.replace( /\/$/, '' ),
		paths.length ? paths : [ '/' ]
	);
	printLighthouse( results );
	if ( process.env.LIGHTHOUSE_VERBOSE ) {
		for ( const r of results ) {
			console.log( `\n${ r.path }\n  ${ r.failing.join( '\n  ' ) }` );
		}
	}
}
