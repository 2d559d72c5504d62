/**
 * Likes under concurrent load: every like from a distinct visitor counts exactly once.
 */

/**
 * External dependencies
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { baseURL } from '../../playwright.config';
import { demoPosts, renderedCount } from './support';

async function visitor() {
	const context = await playwrightRequest.newContext( { baseURL } );
	const session = await (
		await context.get( '/wp-json/vitrine/v1/session' )
	).json();
	return { context, nonce: session.nonces[ 'jws-love' ] as string };
}

function love(
	context: Awaited< ReturnType< typeof visitor > >,
	postId: number
) {
	return context.context.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'jws-love',
			nonce: context.nonce,
			loves_id: `jws-love-${ postId }`,
		},
	} );
}

test( '40 visitors love a post at once: the count rises by exactly 40', async ( {
	request,
} ) => {
	const target = ( await demoPosts( request ) )[ 10 ];
	expect( target ).toBeDefined();
	const postId = target!.id;
	const before = await renderedCount( request, target! );
	const visitors = await Promise.all( Array.from( { length: 40 }, visitor ) );

	const replies = await Promise.all(
		visitors.map( ( v ) => love( v, postId ) )
	);

	for ( const reply of replies ) {
		expect( reply.status() ).toBe( 200 );
		const count = Number( await reply.text() );
		expect( count ).toBeGreaterThan( before );
		expect( count ).toBeLessThanOrEqual( before + 40 );
	}
	expect( await renderedCount( request, target! ) ).toBe( before + 40 );
	await Promise.all( visitors.map( ( v ) => v.context.dispose() ) );
} );

test( 'one visitor sending 10 likes at once counts once', async ( {
	request,
} ) => {
	const target = ( await demoPosts( request ) )[ 11 ];
	const before = await renderedCount( request, target! );
	const one = await visitor();
	// The first like gives this guest a visitor cookie; the burst then reuses it.
	await love( one, target!.id );

	const replies = await Promise.all(
		Array.from( { length: 10 }, () => love( one, target!.id ) )
	);

	for ( const reply of replies ) {
		expect( await reply.text() ).toBe( String( before + 1 ) );
	}
	expect( await renderedCount( request, target! ) ).toBe( before + 1 );
	await one.context.dispose();
} );

test( 'bad requests get clear refusals over HTTP', async ( { request } ) => {
	const target = ( await demoPosts( request ) )[ 9 ];
	const one = await visitor();
	const before = await renderedCount( request, target! );

	const badNonce = await one.context.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'jws-love',
			nonce: 'nope',
			loves_id: String( target!.id ),
		},
	} );
	expect( badNonce.status() ).toBe( 403 );
	expect( ( await badNonce.json() ).data.code ).toBe(
		'vitrine_invalid_nonce'
	);

	const unknown = await love( one, 99999999 );
	expect( unknown.status() ).toBe( 404 );
	expect( ( await unknown.json() ).data.message ).toBe(
		'This post cannot be loved.'
	);

	expect( await renderedCount( request, target! ) ).toBe( before );
	await one.context.dispose();
} );
