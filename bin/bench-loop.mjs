/**
 * refresh-loop latency for `npm run bench`: the journal grid of /widgets/ filtered by
 * Design OR Craft and NOT the "makers" tag, with the bench site's 10,000 posts
 * (bin/stack/bench-loop-posts.php), as a median ratio to a no-op REST route
 * (`vitrine-bench/v1/noop`, local stack only), interleaved so machine noise hits both alike.
 */

const WARMUP = 3;
const SAMPLES = 25;

async function timed( call ) {
	const start = performance.now();
	const response = await call();
	await response.arrayBuffer();
	if ( ! response.ok ) {
		throw new Error( `${ response.url } answered ${ response.status }` );
	}
	return performance.now() - start;
}

function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

export async function refreshLoopLatency( site ) {
	const [ page ] = await (
		await fetch( `${ site }/wp-json/wp/v2/pages?slug=widgets&_fields=id` )
	).json();
	const post = ( route, body ) => () =>
		fetch( `${ site }/wp-json/${ route }`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( body ),
		} );
	const refresh = post( 'vitrine/v1/refresh-loop', {
		post_id: page.id,
		widget_id: 'journal',
		widget_filters: {
			taxonomy: {
				category: {
					terms: [ 'design', 'craft' ],
					logicalJoin: 'OR',
					exclude: [],
				},
				post_tag: {
					terms: [],
					logicalJoin: 'OR',
					exclude: [ 'makers' ],
				},
			},
		},
		pagination_base_url: `${ site }/widgets/`,
	} );
	const noop = post( 'vitrine-bench/v1/noop', {} );
	const refreshes = [];
	const noops = [];
	for ( let i = 0; i < WARMUP + SAMPLES; i++ ) {
		const n = await timed( noop );
		const r = await timed( refresh );
		if ( i >= WARMUP ) {
			noops.push( n );
			refreshes.push( r );
		}
	}
	return {
		samples: SAMPLES,
		refreshMedianMs: median( refreshes ),
		noopMedianMs: median( noops ),
		ratio: median( refreshes ) / median( noops ),
	};
}
