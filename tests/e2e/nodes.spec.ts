/**
 * Two web nodes behind a balancer (bin/test-nodes.sh; no other site runs this file): each node
 * has its own nginx port and php-fpm pool, both share the database and one Redis object cache,
 * and the balancer sends requests to each in turn. Shown here: both nodes answer, each through
 * the shared Redis; what an administrator changes through one node is what the other serves
 * at once (the shared cache drops what a write changed, on every node); a REST nonce made on
 * one node is accepted by the other. The guest's and the customer's purchases, the limits and
 * the stock race run through the same balancer (the `nodes` project, playwright.config.ts).
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { restAs } from './support';

const publicUrl = new URL( process.env.VITRINE_E2E_URL ?? '' );
/** The two web nodes' ports (bin/lib.sh). */
const [ nodeA, nodeB ] = [ 1000, 1001 ].map(
	( offset ) => `127.0.0.1:${ Number( publicUrl.port ) + offset }`
) as [ string, string ];
const nodes = [ nodeA, nodeB ];

test( 'the balancer sends requests to both nodes, each on the shared Redis object cache', async ( {
	request,
} ) => {
	const seen = new Set< string >();
	for ( let i = 0; i < 4; i++ ) {
		const response = await request.get( '/' );
		expect( response.status() ).toBe( 200 );
		expect( response.headers()[ 'x-vitrine-object-cache' ] ).toBe(
			'redis'
		);
		seen.add( response.headers()[ 'x-vitrine-node' ] ?? '' );
	}
	expect( [ ...seen ].sort() ).toEqual( nodes );
} );

test( 'a post changed through one node is served changed by both, and nonces hold across them', async ( {
	request,
} ) => {
	const admin = await restAs();
	const run = Date.now().toString( 36 );
	const post = ( await admin.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: { title: `Before ${ run }`, status: 'publish', content: 'x' },
	} ) ) as { id: number; link: string };
	const titles = async () => {
		const seen: Record< string, string > = {};
		for ( let i = 0; i < 4; i++ ) {
			const response = await request.get( post.link );
			const html = await response.text();
			seen[ response.headers()[ 'x-vitrine-node' ] ?? '' ] =
				html.match( /(Before|After) [a-z0-9]+/ )?.[ 0 ] ?? '';
		}
		return seen;
	};
	// Both nodes have read (and cached) the post.
	expect( await titles() ).toEqual( {
		[ nodeA ]: `Before ${ run }`,
		[ nodeB ]: `Before ${ run }`,
	} );
	// Two writes with one nonce: the balancer sends them to different nodes.
	for ( const title of [ `Between ${ run }`, `After ${ run }` ] ) {
		await admin.rest( {
			method: 'POST',
			path: `/wp/v2/posts/${ post.id }`,
			data: { title },
		} );
	}
	expect( await titles() ).toEqual( {
		[ nodeA ]: `After ${ run }`,
		[ nodeB ]: `After ${ run }`,
	} );
	await admin.rest( {
		method: 'DELETE',
		path: `/wp/v2/posts/${ post.id }`,
		params: { force: true },
	} );
} );
