/**
 * The benchmark behind `npm run bench:scale` (bin/bench-scale.sh starts both sites and seeds the
 * large one): every request of REQUESTS timed on the demo and on the demo grown to a real shop's
 * size, alternately (demo, large, large, demo… so machine noise falls on both alike), then the
 * medians, their ratio, the database queries and the peak memory of each side (logged by the local
 * stack's mu-plugin for requests carrying `X-Vitrine-Bench-Id`), printed and written to
 * docs/benchmarks.md between the `bench:scale` markers.
 *
 * Adding a timed request is one line in REQUESTS: a label, who asks (`guest` or `admin`), and the
 * address (a string, or a function of the site's context: bin/stack/bench-scale-context.php), or
 * a `request` function for anything but a GET (it gets the side and returns the fetch to time).
 *
 * Usage: node bin/bench-scale.mjs <demo URL> <large URL> <demo context JSON> <large context JSON>
 * Environment: BENCH_SCALE_SAMPLES (default 15), BENCH_SCALE_ONLY (a regular expression on labels).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const [ demoUrl, largeUrl, demoContext, largeContext ] =
	process.argv.slice( 2 );
const SAMPLES = Number( process.env.BENCH_SCALE_SAMPLES ?? 15 );
const WARMUP = 2;
const BUDGET_MS = 300;
const BUDGET_RATIO = 1.5;
// A whole download (`rows`: how many rows the large site streams) is not a page: it grows with the
// data by design. Its budget is memory that stays flat (PHP's peak under STREAM_PEAK_MB however
// many rows) and each 1,000 rows streamed within BUDGET_MS.
const STREAM_PEAK_MB = 16;

const admin = '/wp-admin/edit.php?post_type=vitrine_product&page=';

/* eslint-disable prettier/prettier -- one request a line. */
const REQUESTS = [
	{ group: 'shop', label: '/shop/', as: 'guest', path: '/shop/' },
	{ group: 'shop', label: '/shop/?orderby=price', as: 'guest', path: '/shop/?orderby=price' },
	{ group: 'shop', label: '/shop/?orderby=price-desc', as: 'guest', path: '/shop/?orderby=price-desc' },
	{ group: 'shop', label: '/shop/?orderby=date', as: 'guest', path: '/shop/?orderby=date' },
	{ group: 'shop', label: '/shop/?orderby=title', as: 'guest', path: '/shop/?orderby=title' },
	{ group: 'shop', label: '/shop/?orderby=popularity', as: 'guest', path: '/shop/?orderby=popularity' },
	{ group: 'shop', label: '/shop/?on_sale=1', as: 'guest', path: '/shop/?on_sale=1' },
	{ group: 'shop', label: '/shop/?in_stock=1&orderby=price', as: 'guest', path: '/shop/?in_stock=1&orderby=price' },
	{ group: 'shop', label: 'category (largest), by price', as: 'guest', path: ( c ) => `/product-category/${ c.category }/?orderby=price` },
	{ group: 'shop', label: '/shop/?s=vase', as: 'guest', path: '/shop/?s=vase' },
	{ group: 'shop', label: '/shop/?s=CER- (SKU prefix)', as: 'guest', path: '/shop/?s=CER-' },
	{ group: 'shop', label: 'deep page (middle), by price', as: 'guest', path: ( c ) => `/shop/page/${ Math.max( 1, Math.ceil( c.products / 16 ) ) }/?orderby=price` },
	{ group: 'shop', label: 'last page, by date', as: 'guest', path: ( c ) => `/shop/page/${ Math.max( 1, Math.ceil( c.products / 8 ) ) }/?orderby=date` },
	{ group: 'shop', label: 'deep page through Next (cursor)', as: 'guest', path: ( c ) => c.cursorPath ?? '/shop/' },
	{ group: 'visitor', label: 'product page', as: 'guest', path: ( c ) => new URL( c.product ).pathname },
	{ group: 'admin', label: 'admin orders list', as: 'admin', path: `${ admin }vitrine-orders` },
	{ group: 'admin', label: 'admin orders, deep page', as: 'admin', path: ( c ) => `${ admin }vitrine-orders${ c.orderMiddle ? `&after=${ c.orderMiddle }` : '' }` },
	{ group: 'admin', label: 'admin orders, search by email', as: 'admin', path: ( c ) => `${ admin }vitrine-orders&s=${ encodeURIComponent( c.email ) }` },
	{ group: 'admin', label: 'admin orders, first two days (From/To)', as: 'admin', path: ( c ) => `${ admin }vitrine-orders&from=${ c.orderRange.from }&to=${ c.orderRange.to }` },
	{ group: 'admin', label: 'admin orders, completed in the first two days', as: 'admin', path: ( c ) => `${ admin }vitrine-orders&status=completed&from=${ c.orderRange.from }&to=${ c.orderRange.to }` },
	{ group: 'admin', label: 'admin orders, first two days, deep page', as: 'admin', path: ( c ) => `${ admin }vitrine-orders&from=${ c.orderRange.from }&to=${ c.orderRange.to }${ c.orderRange.middle ? `&after=${ c.orderRange.middle }` : '' }` },
	{ group: 'admin', label: 'orders CSV export (all)', as: 'admin', path: ( c ) => c.exports.orders, samples: 3, rows: ( c ) => c.orders },
	{ group: 'admin', label: 'wishlists admin', as: 'admin', path: `${ admin }vitrine-wishlists` },
	{ group: 'admin', label: 'All wishlists, deep page', as: 'admin', path: ( c ) => `${ admin }vitrine-wishlists${ c.listMiddle ? `&after=${ c.listMiddle }` : '' }` },
	{ group: 'admin', label: 'wishlists CSV export (all)', as: 'admin', path: ( c ) => c.exports.wishlists, samples: 3, rows: ( c ) => c.wishlists },
	{ group: 'admin', label: 'subscribers CSV export (all)', as: 'admin', path: ( c ) => c.exports.subscribers, samples: 3, rows: ( c ) => c.subscribers ?? 0 },
	{ group: 'admin', label: 'most wished-for report', as: 'admin', path: `${ admin }vitrine-wishlists&tab=popular` },
	{ group: 'checkout', label: 'place order', as: 'guest', request: placeOrder },
];
/* eslint-enable prettier/prettier */

const sides = {
	demo: { url: demoUrl, context: JSON.parse( demoContext ) },
	large: { url: largeUrl, context: JSON.parse( largeContext ) },
};

function cookiesOf( response ) {
	return response.headers
		.getSetCookie()
		.map( ( header ) => header.split( ';' )[ 0 ] );
}

function mergeCookies( cookie, set ) {
	const names = new Set( set.map( ( pair ) => pair.split( '=' )[ 0 ] ) );
	return [
		...cookie
			.split( '; ' )
			.filter(
				( pair ) => pair && ! names.has( pair.split( '=' )[ 0 ] )
			),
		...set,
	].join( '; ' );
}

async function adminCookie( site ) {
	const response = await fetch( `${ site }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: { Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
		body: new URLSearchParams( {
			log: 'admin',
			pwd: 'password',
			'wp-submit': 'Log In',
			testcookie: '1',
		} ),
	} );
	return cookiesOf( response ).join( '; ' );
}

/**
 * The address of a screen's CSV export link (its nonce is the admin's, printed on the screen).
 *
 * @param {Object} side   A side.
 * @param {string} screen The screen's path.
 * @param {string} action The export's admin-post action.
 */
async function exportPath( side, screen, action ) {
	const html = await (
		await fetch( `${ side.url }${ screen }`, {
			headers: { Cookie: side.admin },
		} )
	).text();
	const link = html.match(
		new RegExp(
			`href="([^"]*admin-post\\.php\\?[^"]*action=${ action }[^"]*)"`
		)
	);
	if ( ! link ) {
		return `/wp-admin/admin-post.php?action=${ action }`;
	}
	const url = new URL( link[ 1 ].replace( /&amp;|&#038;/g, '&' ), side.url );
	return url.pathname + url.search;
}

/**
 * What a side's requests need besides its context: the admin's cookie, the export links (their
 * nonces come from their screens), a shop page reached through Next links.
 *
 * @param {Object} side A side.
 */
async function prepare( side ) {
	side.admin = await adminCookie( side.url );
	side.context.exports = {
		orders: await exportPath(
			side,
			`${ admin }vitrine-orders`,
			'vitrine_orders_export'
		),
		wishlists: await exportPath(
			side,
			`${ admin }vitrine-wishlists`,
			'vitrine_wishlists_csv'
		),
		subscribers: await exportPath(
			side,
			'/wp-admin/admin.php?page=vitrine-newsletter',
			'vitrine_newsletter_export'
		),
	};
	// Walk Next from the middle page of the price sort: the address a visitor paging on holds.
	const middle = Math.max( 1, Math.ceil( side.context.products / 16 ) - 1 );
	const page = await (
		await fetch( `${ side.url }/shop/page/${ middle }/?orderby=price` )
	).text();
	const next = page.match( /<a class="next page-numbers" href="([^"]+)"/ );
	if ( next ) {
		const url = new URL(
			next[ 1 ].replace( /&amp;|&#038;/g, '&' ),
			side.url
		);
		side.context.cursorPath = url.pathname + url.search;
	}
}

/**
 * One guest's order: a product in the cart and the checkout form read (untimed), then the form
 * posted (timed, up to the redirect to the confirmation).
 *
 * @param {Object} side A side.
 */
async function placeOrder( side ) {
	const session = await fetch( `${ side.url }/wp-json/vitrine/v1/session` );
	let cookie = cookiesOf( session ).join( '; ' );
	const nonce = ( await session.json() ).nonces.wp_rest;
	const added = await fetch(
		`${ side.url }/wp-json/vitrine/v1/cart/items?_wpnonce=${ nonce }`,
		{
			method: 'POST',
			headers: { Cookie: cookie, 'Content-Type': 'application/json' },
			body: JSON.stringify( {
				product_id: side.context.product_id,
				quantity: 1,
			} ),
		}
	);
	cookie = mergeCookies( cookie, cookiesOf( added ) );
	const form = await (
		await fetch( `${ side.url }/checkout/`, {
			headers: { Cookie: cookie },
		} )
	).text();
	const body = new URLSearchParams();
	for ( const [ input ] of form.matchAll(
		/<input[^>]*type="hidden"[^>]*>/g
	) ) {
		const name = input.match( /name="([^"]+)"/ );
		const value = input.match( /value="([^"]*)"/ );
		if ( name ) {
			body.set( name[ 1 ], value ? value[ 1 ] : '' );
		}
	}
	for ( const [ name, value ] of Object.entries( {
		billing_first_name: 'Bench',
		billing_last_name: 'Buyer',
		billing_email: 'bench-buyer@example.test',
		billing_phone: '',
		billing_address: '1 Bench Street',
		billing_city: 'Berlin',
		billing_postcode: '10115',
		billing_country: 'DE',
		payment_method: 'bacs',
	} ) ) {
		body.set( name, value );
	}
	const action = form.match(
		/class="vitrine-checkout__form" method="post" action="([^"]*)"/
	);
	const target = action
		? new URL( action[ 1 ].replace( /&amp;|&#038;/g, '&' ), side.url ).href
		: `${ side.url }/checkout/`;
	return ( id ) =>
		fetch( target, {
			method: 'POST',
			redirect: 'manual',
			headers: { Cookie: cookie, 'X-Vitrine-Bench-Id': id },
			body,
		} );
}

async function timed( call ) {
	const start = performance.now();
	const response = await call();
	await response.arrayBuffer();
	return { ms: performance.now() - start, status: response.status };
}

async function sample( side, request, id ) {
	if ( request.request ) {
		const send = await request.request( side );
		return timed( () => send( id ) );
	}
	const path =
		typeof request.path === 'function'
			? request.path( side.context )
			: request.path;
	const headers = { 'X-Vitrine-Bench-Id': id };
	if ( request.as === 'admin' ) {
		headers.Cookie = side.admin;
	}
	return timed( () => fetch( side.url + path, { headers } ) );
}

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

/**
 * CPU ms, queries and peak MB per request id, from each site's log (the last lines may still be
 * on their way: read again until every id is there).
 *
 * @param {Object}   side A side.
 * @param {string[]} ids  Request ids.
 */
async function serverFigures( side, ids ) {
	for ( let attempt = 0; attempt < 50; attempt++ ) {
		const response = await fetch(
			`${ side.url }/wp-content/uploads/vitrine-bench-cpu.log`
		);
		const log = response.ok ? await response.text() : '';
		const figures = new Map(
			log
				.trim()
				.split( '\n' )
				.map( ( line ) => line.split( ' ' ) )
				.map( ( [ id, cpu, queries, memory ] ) => [
					id,
					{
						cpu: Number( cpu ),
						queries: Number( queries ),
						memory: Number( memory ),
					},
				] )
		);
		if ( ids.every( ( id ) => figures.has( id ) ) ) {
			return ids.map( ( id ) => figures.get( id ) );
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	return ids.map( () => ( { cpu: NaN, queries: NaN, memory: NaN } ) );
}

const only = process.env.BENCH_SCALE_ONLY
	? new RegExp( process.env.BENCH_SCALE_ONLY )
	: null;
await Promise.all( Object.values( sides ).map( prepare ) );
const results = [];
const run = Date.now().toString( 36 );
for ( const [ index, request ] of REQUESTS.entries() ) {
	if ( only && ! only.test( request.label ) ) {
		continue;
	}
	const samples = request.samples ?? SAMPLES;
	const times = { demo: [], large: [] };
	const ids = { demo: [], large: [] };
	const statuses = new Set();
	for ( let i = 0; i < WARMUP + samples; i++ ) {
		// Alternately: demo first on even rounds, large first on odd ones.
		const order = i % 2 ? [ 'large', 'demo' ] : [ 'demo', 'large' ];
		for ( const name of order ) {
			const id = `s${ run }-${ index }-${ name }-${ i }`;
			const { ms, status } = await sample( sides[ name ], request, id );
			statuses.add( status );
			if ( i >= WARMUP ) {
				times[ name ].push( ms );
				ids[ name ].push( id );
			}
		}
	}
	const server = {};
	for ( const name of [ 'demo', 'large' ] ) {
		const figures = await serverFigures( sides[ name ], ids[ name ] );
		server[ name ] = {
			cpu: median( figures.map( ( f ) => f.cpu ) ),
			queries: median( figures.map( ( f ) => f.queries ) ),
			memory: Math.max( ...figures.map( ( f ) => f.memory ) ),
		};
	}
	const row = {
		group: request.group,
		label: request.label,
		statuses: [ ...statuses ],
		demoMs: median( times.demo ),
		largeMs: median( times.large ),
		server,
	};
	row.ratio = row.largeMs / row.demoMs;
	if ( request.rows ) {
		const rows = request.rows( sides.large.context );
		row.perThousand = rows ? ( row.largeMs / rows ) * 1000 : 0;
		row.ok =
			server.large.memory < STREAM_PEAK_MB && row.perThousand < BUDGET_MS;
	} else {
		row.ok = row.largeMs < BUDGET_MS && row.ratio <= BUDGET_RATIO;
	}
	results.push( row );
	console.log(
		`${ row.ok ? 'ok  ' : 'SLOW' } ${ row.label.padEnd( 36 ) } demo ${ row.demoMs.toFixed( 0 ).padStart( 5 ) } ms  large ${ row.largeMs.toFixed( 0 ).padStart( 5 ) } ms  ×${ row.ratio.toFixed( 2 ) }  queries ${ server.demo.queries }/${ server.large.queries }  peak ${ server.demo.memory }/${ server.large.memory } MB  HTTP ${ row.statuses.join( ',' ) }`
	);
}

const sizes = ( c ) =>
	`${ c.products.toLocaleString( 'en' ) } products, ${ c.orders.toLocaleString( 'en' ) } orders (${ c.lines.toLocaleString( 'en' ) } lines), ${ c.customers.toLocaleString( 'en' ) } users, ${ c.wishlists.toLocaleString( 'en' ) } wishlists (${ c.items.toLocaleString( 'en' ) } items), ${ c.likes.toLocaleString( 'en' ) } likes, ${ ( c.subscribers ?? 0 ).toLocaleString( 'en' ) } newsletter subscribers`;
const docs = new URL( '../docs/benchmarks.md', import.meta.url );
const start = '<!-- bench:scale -->';
const end = '<!-- /bench:scale -->';
const text = readFileSync( docs, 'utf8' );
const line = ( r ) =>
	`| ${ r.label } | ${ r.demoMs.toFixed( 0 ) } ms | ${ r.largeMs.toFixed( 0 ) } ms | ${ r.ratio.toFixed( 2 ) } | ${ r.server.demo.queries } / ${ r.server.large.queries } | ${ r.server.demo.cpu.toFixed( 0 ) } / ${ r.server.large.cpu.toFixed( 0 ) } ms | ${ r.server.demo.memory } / ${ r.server.large.memory } | ${ verdict( r ) } |`;
function verdict( r ) {
	const judged = r.ok ? 'ok' : '**over**';
	return r.perThousand === undefined
		? judged
		: `${ judged }: streamed, ${ r.perThousand.toFixed( 0 ) } ms per 1,000 rows`;
}
const stamp = new Date().toISOString().slice( 0, 16 ).replace( 'T', ' ' );
// A partial run (BENCH_SCALE_ONLY) replaces its own rows and keeps the others, marked with their date.
const kept = new Map(
	( text.match( new RegExp( `${ start }[\\s\\S]*?${ end }` ) )?.[ 0 ] ?? '' )
		.split( '\n' )
		.filter(
			( row ) =>
				row.startsWith( '| ' ) && ! row.startsWith( '| request ' )
		)
		.map( ( row ) => [ row.split( ' | ' )[ 0 ].slice( 2 ), row ] )
);
const rows = REQUESTS.map( ( request ) => {
	const measured = results.find( ( r ) => r.label === request.label );
	return measured ? line( measured ) : kept.get( request.label );
} ).filter( Boolean );
const table = [
	`Measured ${ stamp } UTC${ only ? ` (rows matching \`${ only.source }\`; the others from the run before)` : '' }, ${ SAMPLES } samples a side (medians), alternately on two sites with the same services:`,
	`demo: ${ sizes( sides.demo.context ) }; large: ${ sizes( sides.large.context ) }.`,
	`Budget: large ≤ ${ BUDGET_RATIO }× demo and under ${ BUDGET_MS } ms; a whole CSV download, PHP's peak under ${ STREAM_PEAK_MB } MB (flat) and each 1,000 rows under ${ BUDGET_MS } ms. Queries: median per request; CPU: the PHP request's, median; peak: PHP's peak memory. Load average during the run: ${ loadavg()[ 0 ].toFixed( 1 ) } on ${ cpus().length } cores.`,
	'',
	'| request | demo | large | ratio | queries demo / large | CPU demo / large | peak MB demo / large | |',
	'|---|---|---|---|---|---|---|---|',
	...rows,
].join( '\n' );

const block = `${ start }\n${ table }\n${ end }`;
writeFileSync(
	docs,
	text.includes( start )
		? text.replace( new RegExp( `${ start }[\\s\\S]*?${ end }` ), block )
		: `${ text.trimEnd() }\n\n## npm run bench:scale\n\n${ block }\n`
);
console.log(
	`\nWritten to docs/benchmarks.md (${ results.filter( ( r ) => ! r.ok ).length } over budget).`
);
