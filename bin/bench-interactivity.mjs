/**
 * The unfold block measured from a visitor's side (bin/bench-interactivity.sh runs it): for
 * the Vitrine theme and a classic theme (Twenty Twenty-One),
 * 1. the JS the page loads (gzip -9 bytes), Vitrine's and core's apart, inline scripts (the
 *    settings, an import map, the Interactivity API's state) included;
 * 2. time to interactive: from navigation to the "Read more" button being shown and working,
 *    on a CPU slowed down twice (on a shared machine), median of 3 loads;
 * 3. the keyboard: Enter unfolds, Space folds, `aria-expanded` follows;
 * 4. without JavaScript: the whole text shows and no dead button does.
 *
 * Usage: node bin/bench-interactivity.mjs <site URL> <page path> [label]
 */

/**
 * External dependencies
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import launch from '../tests/e2e/chromium-launch.json' with { type: 'json' };

const [ site, path, label = '' ] = process.argv.slice( 2 );
const THEMES = [ 'vitrine', 'twentytwentyone' ];
const RUNS = 3;
const BUTTON = '.vitrine-unfold .vitrine-unfold__button';

const median = ( values ) =>
	[ ...values ].sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];

async function context( browser, theme, options = {} ) {
	const ctx = await browser.newContext( {
		viewport: { width: 390, height: 844 },
		...options,
	} );
	if ( theme !== 'vitrine' ) {
		await ctx.addCookies( [
			{ name: 'vitrine_e2e_theme', value: theme, url: site },
		] );
	}
	return ctx;
}

async function weight( browser, theme ) {
	const ctx = await context( browser, theme );
	const page = await ctx.newPage();
	const scripts = [];
	page.on( 'response', async ( response ) => {
		if ( response.request().resourceType() !== 'script' ) {
			return;
		}
		const body = await response.body().catch( () => Buffer.alloc( 0 ) );
		scripts.push( {
			url: response.url(),
			gzip: gzipSync( body, { level: 9 } ).length,
		} );
	} );
	await page.goto( site + path );
	// Widgets load after the first paint: count what the page has once the button works.
	await page
		.locator( BUTTON )
		.waitFor( { state: 'visible', timeout: 120_000 } );
	await page.waitForLoadState( 'networkidle' );
	const inline = await page.evaluate( () =>
		[ ...document.querySelectorAll( 'script:not([src])' ) ]
			.map( ( s ) => s.textContent )
			.join( '\n' )
	);
	await ctx.close();
	const sum = ( test ) =>
		scripts
			.filter( ( s ) => test.test( s.url ) )
			.reduce( ( total, s ) => total + s.gzip, 0 );
	return {
		vitrine: sum( /\/wp-content\/plugins\/vitrine\// ),
		core: sum( /\/wp-includes\// ),
		inline: gzipSync( inline, { level: 9 } ).length,
		files: scripts.length,
		names: scripts.map( ( s ) =>
			s.url
				.replace( site, '' )
				.replace( /\?.*$/, '' )
				.replace( /^.*\/(plugins\/vitrine|wp-includes)\//, '' )
		),
	};
}

async function interactive( browser, theme ) {
	const times = [];
	for ( let run = 0; run < RUNS; run++ ) {
		const ctx = await context( browser, theme );
		const page = await ctx.newPage();
		const cdp = await ctx.newCDPSession( page );
		await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: 2 } );
		await page.addInitScript( ( selector ) => {
			const check = () => {
				const button = document.querySelector( selector );
				if ( button && ! button.hidden && button.offsetParent ) {
					window.__unfoldReady = performance.now();
					return;
				}
				window.requestAnimationFrame( check );
			};
			window.requestAnimationFrame( check );
		}, BUTTON );
		await page.goto( site + path );
		await page.waitForFunction(
			() => window.__unfoldReady !== undefined,
			null,
			{
				timeout: 120_000,
			}
		);
		times.push( await page.evaluate( () => window.__unfoldReady ) );
		await ctx.close();
	}
	return median( times );
}

async function keyboard( browser, theme ) {
	const ctx = await context( browser, theme );
	const page = await ctx.newPage();
	await page.goto( site + path );
	const button = page.locator( BUTTON );
	await button.waitFor( { state: 'visible' } );
	const state = async () => ( {
		expanded: await button.getAttribute( 'aria-expanded' ),
		name: ( await button.innerText() ).trim(),
		height: await page
			.locator( '.vitrine-unfold__content' )
			.evaluate( ( el ) => el.getBoundingClientRect().height ),
	} );
	// The height's transition has ended (or none ran).
	const settled = () =>
		page.waitForFunction(
			() =>
				document
					.querySelector( '.vitrine-unfold__content' )
					.getAnimations().length === 0
		);
	const before = await state();
	await button.focus();
	await page.keyboard.press( 'Enter' );
	await settled();
	const open = await state();
	await page.keyboard.press( 'Space' );
	await settled();
	const closed = await state();
	await ctx.close();
	const ok =
		before.expanded === 'false' &&
		open.expanded === 'true' &&
		open.height > before.height &&
		closed.expanded === 'false' &&
		closed.height === before.height;
	return `${ ok ? 'ok' : 'FAILED' } (${ before.name } → ${ open.name }, ${ Math.round(
		before.height
	) } → ${ Math.round( open.height ) } px)`;
}

async function withoutJs( browser, theme ) {
	const ctx = await context( browser, theme, { javaScriptEnabled: false } );
	const page = await ctx.newPage();
	await page.goto( site + path );
	const result = await page.evaluate( ( selector ) => {
		const content = document.querySelector( '.vitrine-unfold__content' );
		const button = document.querySelector( selector );
		return {
			whole: content.scrollHeight <= content.clientHeight + 1,
			button: !! button && !! button.offsetParent,
		};
	}, BUTTON );
	await ctx.close();
	return `${ result.whole ? 'whole text' : 'TEXT CUT' }, ${
		result.button ? 'A DEAD BUTTON' : 'no button'
	}`;
}

const browser = await chromium.launch( {
	executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath,
	args: launch.args,
} );
console.log(
	`\nUnfold block${ label ? ` at ${ label }` : '' }: ${ site }${ path }`
);
for ( const theme of THEMES ) {
	const js = await weight( browser, theme );
	const tti = await interactive( browser, theme );
	console.log( `\n${ theme }` );
	console.log(
		`  JS (gzip -9): Vitrine ${ js.vitrine } B, core ${ js.core } B, inline ${ js.inline } B, total ${
			js.vitrine + js.core + js.inline
		} B in ${ js.files } files`
	);
	console.log( `    ${ js.names.join( ', ' ) }` );
	console.log(
		`  button working after ${ Math.round( tti ) } ms (CPU ×2, median of ${ RUNS })`
	);
	console.log( `  keyboard: ${ await keyboard( browser, theme ) }` );
	console.log(
		`  without JavaScript: ${ await withoutJs( browser, theme ) }`
	);
}
await browser.close();
