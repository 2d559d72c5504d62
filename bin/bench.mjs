/**
 * The benchmark behind `npm run bench`:
 * 1. gzip bytes of the JS and CSS each page loads, ours and WordPress core's listed apart
 *    (home, a single post, /contact/, /widgets/, /shop/, a product page and /wishlist/), and of
 *    every widget chunk in the build;
 * 2. the like endpoint's median latency as a ratio to a no-op admin-ajax action, measured
 *    interleaved in the same run so machine noise affects both alike;
 * 2b. refresh-loop's median latency with 10,000 posts as a ratio to a no-op REST route
 *    (bin/bench-loop.mjs), and the add-to-cart route's as a ratio to the same no-op;
 * 2c. `add_to_wishlist`'s median latency as a ratio to the no-op admin-ajax action, each add
 *    from a new guest (so each creates the default list and its first item);
 * 3. Lighthouse's mobile scores and Core Web Vitals for home, a post, /contact/, /widgets/,
 *    /shop/, a product, /cart/ and /checkout/ with an item in the cart, and /wishlist/
 *    (bin/lighthouse.mjs; LIGHTHOUSE_RUNS=n keeps the median of n runs per page);
 * 4. the plugin's cost on a page that uses none of it: a post under Twenty Twenty-Five, plugin
 *    active vs deactivated in the same run, interleaved: server-time ratio, requests/s and
 *    HTML bytes (bin/bench-cost.mjs).
 *
 * Usage: node bin/bench.mjs [site URL]   (bin/bench.sh starts a fresh site first)
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { refreshLoopLatency } from './bench-loop.mjs';
import { pluginCost, printPluginCost } from './bench-cost.mjs';
import { chromium } from '@playwright/test';
import launch from '../tests/e2e/chromium-launch.json' with { type: 'json' };
import { lighthouseRuns, printLighthouse } from './lighthouse.mjs';

const site = process.argv[ 2 ] ?? 'http://localhost:8890';
const SAMPLES = 200;
const WARMUP = 20;

function owner( url ) {
	if ( /\/wp-content\/(plugins|themes)\/vitrine\//.test( url ) ) {
		return 'vitrine';
	}
	if ( /\/wp-includes\//.test( url ) ) {
		return 'core';
	}
	return 'other';
}

async function pageWeight( browser, path ) {
	const page = await browser.newPage();
	const assets = [];
	page.on( 'response', async ( response ) => {
		const type = response.request().resourceType();
		if (
			( type !== 'script' && type !== 'stylesheet' ) ||
			response.url().startsWith( 'blob:' )
		) {
			return;
		}
		const body = await response.body().catch( () => Buffer.alloc( 0 ) );
		assets.push( {
			url: response.url().replace( site, '' ),
			type: type === 'script' ? 'js' : 'css',
			owner: owner( response.url() ),
			gzip: gzipSync( body, { level: 9 } ).length,
		} );
	} );
	await page.goto( site + path, { waitUntil: 'networkidle' } );
	// Inline <script> and <style> in the HTML count too.
	const inline = await page.evaluate( () => ( {
		js: [ ...document.querySelectorAll( 'script:not([src])' ) ]
			.map( ( s ) => s.textContent )
			.join( '\n' ),
		css: [ ...document.querySelectorAll( 'style' ) ]
			.map( ( s ) => s.textContent )
			.join( '\n' ),
	} ) );
	await page.close();
	const sum = ( filter ) =>
		assets.filter( filter ).reduce( ( total, a ) => total + a.gzip, 0 );
	return {
		path,
		assets,
		totals: {
			vitrineJs: sum( ( a ) => a.owner === 'vitrine' && a.type === 'js' ),
			vitrineCss: sum(
				( a ) => a.owner === 'vitrine' && a.type === 'css'
			),
			coreJs: sum( ( a ) => a.owner === 'core' && a.type === 'js' ),
			coreCss: sum( ( a ) => a.owner === 'core' && a.type === 'css' ),
			inlineJs: gzipSync( inline.js, { level: 9 } ).length,
			inlineCss: gzipSync( inline.css, { level: 9 } ).length,
		},
	};
}

async function timed( request ) {
	const start = process.hrtime.bigint();
	const response = await request();
	await response.text();
	if ( ! response.ok ) {
		throw new Error( `benchmark request failed with ${ response.status }` );
	}
	return Number( process.hrtime.bigint() - start ) / 1e6;
}

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

/**
 * A new guest, as the runtime makes one: the session call (untimed) gives the visitor cookie
 * and the nonces keyed to it (guests' nonces are per visitor).
 *
 * @param {string} nonceAction The nonce to keep from the session.
 */
async function newVisitor( nonceAction ) {
	const response = await fetch( `${ site }/wp-json/vitrine/v1/session` );
	const cookie = response.headers
		.getSetCookie()
		.map( ( header ) => header.split( ';' )[ 0 ] )
		.join( '; ' );
	const session = await response.json();
	return { cookie, nonce: session.nonces[ nonceAction ] };
}

const ajax = `${ site }/wp-admin/admin-ajax.php`;
const ajaxNoop = () =>
	fetch( ajax, {
		method: 'POST',
		body: new URLSearchParams( { action: 'vitrine_bench_noop' } ),
	} );
const restNoop = () =>
	fetch( `${ site }/wp-json/vitrine-bench/v1/noop`, { method: 'POST' } );

/**
 * Medians of a measured call and a no-op, interleaved so machine noise affects both alike.
 * Each sample of the measured call comes from a new visitor (prepared untimed).
 *
 * @param {string}                          nonceAction Nonce the call needs.
 * @param {( visitor: object ) => Function} call        The request, given the visitor.
 * @param {Function}                        noop        The no-op request.
 */
async function interleaved( nonceAction, call, noop ) {
	const measured = [];
	const noops = [];
	for ( let i = 0; i < WARMUP + SAMPLES; i++ ) {
		const n = await timed( noop );
		const m = await timed( call( await newVisitor( nonceAction ) ) );
		if ( i >= WARMUP ) {
			noops.push( n );
			measured.push( m );
		}
	}
	return {
		samples: SAMPLES,
		medianMs: median( measured ),
		noopMedianMs: median( noops ),
		ratio: median( measured ) / median( noops ),
	};
}

/** A like, each from a new visitor, so every sample inserts and increments. */
async function likeLatency() {
	const posts = await (
		await fetch( `${ site }/wp-json/wp/v2/posts?per_page=1&_fields=id` )
	).json();
	return interleaved(
		'jws-love',
		( visitor ) => () =>
			fetch( ajax, {
				method: 'POST',
				headers: { 'X-Vitrine-Bench': '1', Cookie: visitor.cookie },
				body: new URLSearchParams( {
					action: 'jws-love',
					nonce: visitor.nonce,
					loves_id: `jws-love-${ posts[ 0 ].id }`,
				} ),
			} ),
		ajaxNoop
	);
}

/** `add_to_wishlist`, each from a new guest (who gets a default list and its first item). */
async function wishlistLatency() {
	const shop = await ( await fetch( `${ site }/shop/` ) ).text();
	const productId = /data-product_id="(\d+)"/.exec( shop )?.[ 1 ];
	return interleaved(
		'add_to_wishlist',
		( visitor ) => () =>
			fetch( ajax, {
				method: 'POST',
				headers: { Cookie: visitor.cookie },
				body: new URLSearchParams( {
					action: 'add_to_wishlist',
					nonce: visitor.nonce,
					context: 'frontend',
					add_to_wishlist: productId,
					wishlist_id: '',
				} ),
			} ),
		ajaxNoop
	);
}

/**
 * The add-to-cart route against a no-op REST route (the local stack's
 * `vitrine-bench/v1/noop`): each sample a new guest adding one unit of an in-stock product.
 */
/**
 * A product in stock with a price.
 *
 * @return {Promise<{id: number}|undefined>} The product.
 */
async function buyableProduct() {
	const products = await (
		await fetch(
			`${ site }/wp-json/wp/v2/products?per_page=50&_fields=id,meta`
		)
	).json();
	return products.find(
		( p ) =>
			p.meta?._stock_status !== 'outofstock' && p.meta?._regular_price
	);
}

async function cartLatency() {
	const product = await buyableProduct();
	if ( ! product ) {
		return null;
	}
	return interleaved(
		'wp_rest',
		( guest ) => () =>
			fetch(
				`${ site }/wp-json/vitrine/v1/cart/items?_wpnonce=${ guest.nonce }`,
				{
					method: 'POST',
					headers: {
						Cookie: guest.cookie,
						'Content-Type': 'application/json',
					},
					body: JSON.stringify( {
						product_id: product.id,
						quantity: 1,
					} ),
				}
			),
		restNoop
	);
}

/**
 * A new visitor with one product in the cart: the Cookie header their browser would send, for
 * Lighthouse's audits of /cart/ and /checkout/ (null when no product can be bought).
 *
 * @return {Promise<string|null>} Cookie header.
 */
async function visitorWithCart() {
	const product = await buyableProduct();
	if ( ! product ) {
		return null;
	}
	const visitor = await newVisitor( 'wp_rest' );
	const added = await fetch(
		`${ site }/wp-json/vitrine/v1/cart/items?_wpnonce=${ visitor.nonce }`,
		{
			method: 'POST',
			headers: {
				Cookie: visitor.cookie,
				'Content-Type': 'application/json',
			},
			body: JSON.stringify( { product_id: product.id, quantity: 1 } ),
		}
	);
	const set = added.headers
		.getSetCookie()
		.map( ( header ) => header.split( ';' )[ 0 ] );
	const names = new Set( set.map( ( pair ) => pair.split( '=' )[ 0 ] ) );
	return [
		...visitor.cookie
			.split( '; ' )
			.filter( ( pair ) => ! names.has( pair.split( '=' )[ 0 ] ) ),
		...set,
	].join( '; ' );
}

/**
 * Every lazily loaded chunk of the build, gzip -9: one per widget, plus the shared vendor
 * chunks webpack splits out (named after the library they carry).
 */
function chunkSizes() {
	const dir = new URL( '../plugin/build/chunks/', import.meta.url );
	const vendors = {
		swiper: /\bswiper-/,
		glightbox: /GLightbox|glightbox/,
		'world-atlas + topojson-client': /Topology/,
		'dnd-kit': /DndContext|useSortable/,
	};
	return readdirSync( dir )
		.filter( ( file ) => /\.(js|css)$/.test( file ) )
		.map( ( file ) => {
			const body = readFileSync( new URL( file, dir ) );
			let name = file.replace( /\.[0-9a-f]{8}\.(js|css)$/, '.$1' );
			if ( /^\d+\./.test( name ) ) {
				const library = Object.keys( vendors ).find( ( key ) =>
					vendors[ key ].test( body.toString() )
				);
				name = `vendor: ${ library ?? 'shared' } (${ name })`;
			}
			return { name, gzip: gzipSync( body, { level: 9 } ).length };
		} )
		.sort( ( a, b ) => a.name.localeCompare( b.name ) );
}

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;

const browser = await chromium.launch( {
	executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath,
	args: launch.args,
} );
const firstPost = (
	await (
		await fetch( `${ site }/wp-json/wp/v2/posts?per_page=1&_fields=link` )
	).json()
)[ 0 ].link.replace( site, '' );
const firstProduct = (
	await (
		await fetch(
			`${ site }/wp-json/wp/v2/products?per_page=1&_fields=link`
		)
	).json()
)[ 0 ].link.replace( site, '' );
const pages = [];
// The shop and a product page: their JS (gzip) is the budget line for the shop.
for ( const path of [
	'/',
	firstPost,
	'/contact/',
	'/widgets/',
	'/shop/',
	firstProduct,
	'/wishlist/',
] ) {
	pages.push( await pageWeight( browser, path ) );
}
await browser.close();
// Lighthouse before the latency run, so the site is as fresh as a visitor would find it; each
// audit gets a browser of its own.
const shopper = await visitorWithCart();
const lighthouse = await lighthouseRuns( site, [
	'/',
	firstPost,
	'/contact/',
	'/widgets/',
	'/shop/',
	firstProduct,
	...( shopper
		? [
				{ path: '/cart/', label: '/cart/ (1 item)', cookie: shopper },
				{
					path: '/checkout/',
					label: '/checkout/ (1 item)',
					cookie: shopper,
				},
			]
		: [] ),
	'/wishlist/',
] );
const latency = await likeLatency();
const loopLatency = await refreshLoopLatency( site );
const cart = await cartLatency();
const wishlist = await wishlistLatency();
const cost = await pluginCost( site );

console.log( '\nFront-end weight (gzip -9 bytes)' );
console.log(
	'  page                               vitrine JS  vitrine CSS   core JS   core CSS  inline JS  inline CSS'
);
for ( const { path, totals: t } of pages ) {
	console.log(
		`  ${ path.padEnd( 34 ) } ${ kb( t.vitrineJs ).padStart( 10 ) } ${ kb( t.vitrineCss ).padStart( 12 ) } ${ kb( t.coreJs ).padStart( 9 ) } ${ kb( t.coreCss ).padStart( 10 ) } ${ kb( t.inlineJs ).padStart( 10 ) } ${ kb( t.inlineCss ).padStart( 11 ) }`
	);
}
console.log( '\nHome page assets' );
for ( const asset of pages[ 0 ].assets ) {
	console.log(
		`  ${ asset.owner.padEnd( 8 ) } ${ asset.type.padEnd( 4 ) } ${ kb( asset.gzip ).padStart( 9 ) }  ${ asset.url }`
	);
}
const chunks = chunkSizes();
console.log( '\nWidget chunks (loaded only where the widget is, gzip -9)' );
for ( const chunk of chunks ) {
	console.log(
		`  ${ chunk.name.padEnd( 44 ) } ${ kb( chunk.gzip ).padStart( 9 ) }`
	);
}
printLighthouse( lighthouse );
console.log(
	`\nLike endpoint (${ latency.samples } samples, interleaved with a no-op admin-ajax action)`
);
console.log(
	`  jws-love median ${ latency.medianMs.toFixed( 2 ) } ms, no-op median ${ latency.noopMedianMs.toFixed( 2 ) } ms, ratio ${ latency.ratio.toFixed( 2 ) }`
);
console.log(
	`\nrefresh-loop with 10,000 posts (${ loopLatency.samples } samples, interleaved with a no-op REST route)`
);
console.log(
	`  refresh-loop median ${ loopLatency.refreshMedianMs.toFixed( 2 ) } ms, no-op median ${ loopLatency.noopMedianMs.toFixed( 2 ) } ms, ratio ${ loopLatency.ratio.toFixed( 2 ) }`
);

if ( cart ) {
	console.log(
		`\nAdd-to-cart route (${ cart.samples } samples, interleaved with a no-op REST route)`
	);
	console.log(
		`  POST vitrine/v1/cart/items median ${ cart.medianMs.toFixed( 2 ) } ms, no-op median ${ cart.noopMedianMs.toFixed( 2 ) } ms, ratio ${ cart.ratio.toFixed( 2 ) }`
	);
	console.log(
		'  (a cart of 50 lines is read with as many queries as one of 2: PHPUnit DatabaseCartTest)'
	);
}
console.log(
	`\nWishlist (${ wishlist.samples } samples, interleaved with the no-op): /wishlist/ loads ${ kb( pages.find( ( p ) => p.path === '/wishlist/' ).totals.vitrineJs ) } of Vitrine JS (gzip)`
);
console.log(
	`  add_to_wishlist median ${ wishlist.medianMs.toFixed( 2 ) } ms, no-op median ${ wishlist.noopMedianMs.toFixed( 2 ) } ms, ratio ${ wishlist.ratio.toFixed( 2 ) }`
);

printPluginCost( cost );

mkdirSync( '.site/reports', { recursive: true } );
writeFileSync(
	'.site/reports/bench.json',
	JSON.stringify(
		{
			date: new Date().toISOString(),
			pages,
			chunks,
			lighthouse,
			latency,
			loopLatency,
			cart,
			wishlist,
			cost,
		},
		null,
		2
	)
);
console.log( '\nWritten to .site/reports/bench.json' );
