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
import {
	expect,
	test,
	type APIRequestContext,
	type APIResponse,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { restAs } from './support';

const publicUrl = new URL( process.env.VITRINE_E2E_URL ?? '' );
/** The two web nodes' ports (bin/lib.sh). */
const [ nodeA, nodeB ] = [ 1000, 1001 ].map(
	( offset ) => `127.0.0.1:${ Number( publicUrl.port ) + offset }`
) as [ string, string ];

/**
 * Requests `path` through the balancer until both nodes have answered (at most 20 times) and
 * returns what each one's last answer gave. The balancer takes turns over every client's
 * requests: while the other test worker's requests come in between, a fixed number of this
 * test's requests may all land on one node.
 * @param request The test's request context.
 * @param path    What to request.
 * @param read    What to keep from an answer.
 */
async function fromBothNodes(
	request: APIRequestContext,
	path: string,
	read: ( response: APIResponse ) => Promise< string >
): Promise< Record< string, string > > {
	const seen: Record< string, string > = {};
	for ( let i = 0; i < 20 && Object.keys( seen ).length < 2; i++ ) {
		const response = await request.get( path );
		expect( response.status() ).toBe( 200 );
		seen[ response.headers()[ 'x-vitrine-node' ] ?? '' ] =
			await read( response );
	}
	return seen;
}

test( 'the balancer sends requests to both nodes, each on the shared Redis object cache', async ( {
	request,
} ) => {
	const caches = await fromBothNodes( request, '/', async ( response ) =>
		String( response.headers()[ 'x-vitrine-object-cache' ] )
	);
	expect( caches ).toEqual( {
		[ nodeA ]: 'redis',
		[ nodeB ]: 'redis',
	} );
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
	const titles = () =>
		fromBothNodes(
			request,
			post.link,
			async ( response ) =>
				( await response.text() ).match(
					/(Before|After) [a-z0-9]+/
				)?.[ 0 ] ?? ''
		);
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
