/**
 * The plugin's cost on a page that uses none of it, for `npm run bench`: one post under Twenty
 * Twenty-Five, served by the same site in the same run with Vitrine active and as if it were
 * deactivated. The local stack's mu-plugin answers loopback requests carrying
 * `X-Vitrine-Bench-Plugin: off` without loading the plugin at all, and renders any request
 * with the cookie `vitrine_e2e_theme=twentytwentyfive` under that theme, so both sides differ
 * in nothing but the plugin. Requests alternate (A B B A …) so machine noise hits both alike.
 *
 * Wall time is what a visitor waits; on a shared machine other work inflates it, and more for the
 * side that does more. So each sample also carries an id, and the mu-plugin logs the request's
 * CPU time (from before any plugin loads to the end) under it: the CPU ratio is the steadier
 * figure of what the plugin costs.
 *
 * Two cases: the post as a fresh site shows it (the plugin places its like button, the
 * related stories and the header's account and cart links on every post by default), and the post with
 * those placements turned off by their filters (`X-Vitrine-Bench-Placements: none`): what the
 * plugin costs a page that uses none of its widgets.
 */

const WARMUP = 10;
// BENCH_COST_PAIRS=n for a quicker, noisier look.
const PAIRS = Number( process.env.BENCH_COST_PAIRS ?? 150 );
const THROUGHPUT_ROUNDS = 6;
const THROUGHPUT_REQUESTS = 48;
const CONNECTIONS = 4;

const THEME_COOKIE = 'vitrine_e2e_theme=twentytwentyfive';

function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

function headers( plugin, placements ) {
	return {
		Cookie: THEME_COOKIE,
		...( plugin ? {} : { 'X-Vitrine-Bench-Plugin': 'off' } ),
		...( placements ? {} : { 'X-Vitrine-Bench-Placements': 'none' } ),
	};
}

let sequence = 0;

async function get( url, init ) {
	const id = `s-${ process.pid }-${ ++sequence }`;
	const start = performance.now();
	const response = await fetch( url, {
		...init,
		headers: { ...init.headers, 'X-Vitrine-Bench-Id': id },
		redirect: 'manual',
	} );
	const body = await response.text();
	if ( response.status !== 200 ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	return {
		id,
		ms: performance.now() - start,
		bytes: Buffer.byteLength( body ),
	};
}

/**
 * CPU milliseconds and database queries per request id, from the log the mu-plugin appends to
 * once each response has gone (the last lines may still be on their way: read again until
 * every id is there).
 *
 * @param {string}   site Site URL.
 * @param {string[]} ids  Request ids.
 */
async function cpuTimes( site, ids ) {
	for ( let attempt = 0; attempt < 50; attempt++ ) {
		const response = await fetch(
			`${ site }/wp-content/uploads/vitrine-bench-cpu.log`
		);
		const log = response.ok ? await response.text() : '';
		const times = new Map(
			log
				.trim()
				.split( '\n' )
				.map( ( line ) => line.split( ' ' ) )
				.map( ( [ id, ms, queries ] ) => [
					id,
					{ ms: Number( ms ), queries: Number( queries ) },
				] )
		);
		if ( ids.every( ( id ) => times.has( id ) ) ) {
			return ids.map( ( id ) => times.get( id ) );
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	return null;
}

/**
 * Requests/s with `CONNECTIONS` requests in flight, rounds of each side alternating.
 *
 * @param {string} url  Page.
 * @param {Object} init Fetch options of one side.
 */
async function throughputRound( url, init ) {
	let left = THROUGHPUT_REQUESTS;
	const start = performance.now();
	await Promise.all(
		Array.from( { length: CONNECTIONS }, async () => {
			while ( left-- > 0 ) {
				await get( url, init );
			}
		} )
	);
	return performance.now() - start;
}

/**
 * One case: medians of both sides, their ratio, the HTML bytes and requests/s.
 *
 * @param {string}  site       Site URL (the CPU log is read from it).
 * @param {string}  url        The post.
 * @param {boolean} placements Whether the plugin's default placements stay on.
 */
async function measure( site, url, placements ) {
	const on = { headers: headers( true, placements ) };
	const off = { headers: headers( false, placements ) };
	const times = { on: [], off: [] };
	const ids = { on: [], off: [] };
	let bytes = { on: 0, off: 0 };
	for ( let i = 0; i < WARMUP + PAIRS; i++ ) {
		// A B, then B A: neither side always runs just after the other.
		const order = i % 2 ? [ 'off', 'on' ] : [ 'on', 'off' ];
		for ( const side of order ) {
			const result = await get( url, side === 'on' ? on : off );
			if ( i >= WARMUP ) {
				times[ side ].push( result.ms );
				ids[ side ].push( result.id );
			}
			bytes = { ...bytes, [ side ]: result.bytes };
		}
	}
	const spent = { on: 0, off: 0 };
	for ( let round = 0; round < THROUGHPUT_ROUNDS; round++ ) {
		const order = round % 2 ? [ 'off', 'on' ] : [ 'on', 'off' ];
		for ( const side of order ) {
			spent[ side ] += await throughputRound(
				url,
				side === 'on' ? on : off
			);
		}
	}
	const logged = {
		on: await cpuTimes( site, ids.on ),
		off: await cpuTimes( site, ids.off ),
	};
	const cpu = {
		on: logged.on && logged.on.map( ( entry ) => entry.ms ),
		off: logged.off && logged.off.map( ( entry ) => entry.ms ),
	};
	const queries = {
		on: logged.on && median( logged.on.map( ( entry ) => entry.queries ) ),
		off:
			logged.off &&
			median( logged.off.map( ( entry ) => entry.queries ) ),
	};
	const perSecond = ( ms ) =>
		( THROUGHPUT_ROUNDS * THROUGHPUT_REQUESTS * 1000 ) / ms;
	return {
		placements,
		samples: PAIRS,
		activeMedianMs: median( times.on ),
		inactiveMedianMs: median( times.off ),
		ratio: median( times.on ) / median( times.off ),
		activeCpuMs: cpu.on && median( cpu.on ),
		inactiveCpuMs: cpu.off && median( cpu.off ),
		cpuRatio: cpu.on && cpu.off && median( cpu.on ) / median( cpu.off ),
		activeQueries: queries.on,
		inactiveQueries: queries.off,
		activeBytes: bytes.on,
		inactiveBytes: bytes.off,
		extraBytes: bytes.on - bytes.off,
		activeRequestsPerSecond: perSecond( spent.on ),
		inactiveRequestsPerSecond: perSecond( spent.off ),
	};
}

/**
 * Both cases on the site's first demo post.
 *
 * @param {string} site Site URL.
 */
export async function pluginCost( site ) {
	// A seeded demo post (text, a picture, a quote), else the latest post.
	const find = async ( query ) =>
		(
			await (
				await fetch(
					`${ site }/wp-json/wp/v2/posts?per_page=1&_fields=link${ query }`
				)
			).json()
		)[ 0 ];
	const post =
		( await find( '&slug=the-quiet-return-of-lime-plaster' ) ) ??
		( await find( '' ) );
	const url = post.link;
	return {
		url: url.replace( site, '' ),
		placed: await measure( site, url, true ),
		none: await measure( site, url, false ),
	};
}

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;

export function printPluginCost( cost ) {
	console.log(
		`\nThe plugin's cost on a Twenty Twenty-Five post (${ cost.url }): active vs deactivated, same run, interleaved, ${ cost.placed.samples } pairs`
	);
	const cpu = ( c ) =>
		c.cpuRatio
			? `CPU ${ c.cpuRatio.toFixed( 2 ) }× (${ c.activeCpuMs.toFixed( 1 ) } vs ${ c.inactiveCpuMs.toFixed( 1 ) } ms)`
			: 'CPU not logged';
	for ( const [ label, c ] of [
		[
			'as a fresh site shows it (like button, related stories, account and cart links placed)',
			cost.placed,
		],
		[ 'none of its widgets placed', cost.none ],
	] ) {
		console.log( `  ${ label }` );
		console.log(
			`    server time ${ c.ratio.toFixed( 2 ) }× (median ${ c.activeMedianMs.toFixed( 1 ) } vs ${ c.inactiveMedianMs.toFixed( 1 ) } ms), ${ cpu( c ) }, ${ c.activeQueries ?? '?' } vs ${ c.inactiveQueries ?? '?' } queries`
		);
		console.log(
			`    ${ c.activeRequestsPerSecond.toFixed( 1 ) } vs ${ c.inactiveRequestsPerSecond.toFixed( 1 ) } requests/s at ${ CONNECTIONS } connections; HTML ${ kb( c.activeBytes ) } vs ${ kb( c.inactiveBytes ) } (${ c.extraBytes >= 0 ? '+' : '' }${ kb( c.extraBytes ) })`
		);
	}
}

// `node bin/bench-cost.mjs <site>` runs this part alone.
if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	const { loadavg } = await import( 'node:os' );
	console.log(
		`Load average at the start: ${ loadavg()
			.map( ( load ) => load.toFixed( 1 ) )
			.join( ', ' ) }`
	);
	printPluginCost(
		await pluginCost( process.argv[ 2 ] ?? 'http://localhost:8890' )
	);
}
