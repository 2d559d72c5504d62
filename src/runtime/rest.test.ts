/**
 * External dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { RequestError } from './errors';
import { restFetch } from './rest';
import { resetSessionForTests, type Session } from './session';
import { jsonResponse, makeSession, mockServer } from './test-utils';

const member = ( nonce: string ): Session =>
	makeSession( {
		user: { id: 1, loggedIn: true, name: 'A', roles: [] },
		nonces: { wp_rest: nonce },
	} );

/** What the fetch handler (the last step of api-fetch, after every middleware) was given. */
let sent: APIFetchOptions[] = [];

function answer( reply: ( options: APIFetchOptions ) => unknown ): void {
	sent = [];
	apiFetch.setFetchHandler( async ( options ) => {
		sent.push( options );
		return reply( options );
	} );
}

const nonceOf = ( options: APIFetchOptions ) =>
	options.headers?.[ 'X-WP-Nonce' ];

const staleNonce = {
	code: 'rest_cookie_invalid_nonce',
	message: 'Cookie check failed',
	data: { status: 403 },
};

beforeAll( () => {
	// What core's inline script does on every page that loads api-fetch, as our PHP rewrites it
	// (GuestApiFetchNonce): its root, and a nonce middleware silent while its nonce is empty.
	window.vitrineSettings = { restUrl: 'http://site.test/?rest_route=/' };
	window.wp = { apiFetch };
	apiFetch.use(
		apiFetch.createRootURLMiddleware( 'http://site.test/?rest_route=/' )
	);
	const core = apiFetch.createNonceMiddleware( '' );
	apiFetch.nonceMiddleware = core;
	apiFetch.use( ( options, next ) =>
		core.nonce ? core( options, next ) : next( options )
	);
	apiFetch.nonceEndpoint = 'http://site.test/wp-admin/admin-ajax.php';
} );

/**
 * The nonce core printed into the page: empty for guests, a member's (maybe a day old).
 * @param nonce
 */
const printed = ( nonce: string ) => {
	if ( apiFetch.nonceMiddleware ) {
		apiFetch.nonceMiddleware.nonce = nonce;
	}
};

beforeEach( () => {
	resetSessionForTests();
} );

describe( 'restFetch through api-fetch', () => {
	it( 'sends a member’s fresh session nonce, never the page’s stale one, to the route under the REST root', async () => {
		printed( 'stale-from-yesterday' );
		mockServer( { session: () => jsonResponse( member( 'fresh' ) ) } );
		answer( () => ( { ok: true } ) );

		await expect(
			restFetch( 'vitrine/v1/thing', { query: { a: '1' } } )
		).resolves.toEqual( { ok: true } );

		expect( sent ).toHaveLength( 1 );
		const [ options ] = sent as [ APIFetchOptions ];
		const url = new URL( String( options.url ) );
		expect( url.origin + url.pathname ).toBe( 'http://site.test/' );
		expect( url.searchParams.get( 'rest_route' ) ).toBe(
			'/vitrine/v1/thing'
		);
		expect( url.searchParams.get( 'a' ) ).toBe( '1' );
		expect( nonceOf( options ) ).toBe( 'fresh' );
		expect( options.credentials ).toBe( 'same-origin' );
		expect( apiFetch.nonceMiddleware?.nonce ).toBe( 'fresh' );
	} );

	it( 'sends no nonce for a guest', async () => {
		printed( '' );
		mockServer( {
			session: () =>
				jsonResponse(
					makeSession( { nonces: { wp_rest: 'guest-7' } } )
				),
		} );
		answer( () => [] );

		await restFetch( 'vitrine/v1/thing' );

		expect( sent.map( nonceOf ) ).toEqual( [ undefined ] );
		expect( apiFetch.nonceMiddleware?.nonce ).toBe( '' );
	} );

	it( 'gives a guest their own fresh nonce where core printed one anyway', async () => {
		printed( 'printed-for-someone-else' );
		mockServer( {
			session: () =>
				jsonResponse(
					makeSession( { nonces: { wp_rest: 'guest-7' } } )
				),
		} );
		answer( () => [] );

		await restFetch( 'vitrine/v1/thing' );

		expect( sent.map( nonceOf ) ).toEqual( [ 'guest-7' ] );
	} );

	it( 'fetches the session again once when the nonce is refused, and retries with the new one', async () => {
		let sessions = 0;
		const server = mockServer( {
			session: () => jsonResponse( member( `rest-${ ++sessions }` ) ),
		} );
		answer( ( options ) => {
			if ( nonceOf( options ) !== 'rest-2' ) {
				throw staleNonce;
			}
			return { ok: true };
		} );

		await expect( restFetch( 'vitrine/v1/thing' ) ).resolves.toEqual( {
			ok: true,
		} );
		expect( sent.map( nonceOf ) ).toEqual( [ 'rest-1', 'rest-2' ] );
		expect( server ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'gives up after one retry, without letting api-fetch chase admin-ajax nonces for ever', async () => {
		const server = mockServer( {
			session: () => jsonResponse( member( 'refused' ) ),
		} );
		answer( () => {
			throw staleNonce;
		} );

		const error = await restFetch( 'vitrine/v1/thing' ).catch(
			( caught: unknown ) => caught
		);

		expect( error ).toBeInstanceOf( RequestError );
		expect( error ).toMatchObject( {
			code: 'vitrine_rest_nonce_refused',
			message: 'Cookie check failed',
			status: 403,
		} );
		expect( sent ).toHaveLength( 2 );
		// Only the two session calls: never admin-ajax's `rest-nonce`.
		expect( server ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'sends FormData as it is and other bodies as JSON data', async () => {
		mockServer( { session: () => jsonResponse( member( 'fresh' ) ) } );
		answer( () => ( {} ) );
		const form = new FormData();
		form.append( 'name', 'Ada' );

		await restFetch( 'vitrine/v1/a', { method: 'POST', body: form } );
		await restFetch( 'vitrine/v1/b', { method: 'POST', body: { x: 1 } } );

		const [ multipart, json ] = sent as [
			APIFetchOptions,
			APIFetchOptions,
		];
		expect( multipart ).toMatchObject( { method: 'POST', body: form } );
		expect( multipart.data ).toBeUndefined();
		expect( json ).toMatchObject( { method: 'POST', data: { x: 1 } } );
	} );
} );

describe( 'restFetch errors', () => {
	beforeEach( () => {
		mockServer( { session: () => jsonResponse( makeSession() ) } );
	} );

	it.each( [
		[
			'a REST error keeps its code, message and status',
			{ code: 'vitrine_nope', message: 'Nope.', data: { status: 404 } },
			{ code: 'vitrine_nope', message: 'Nope.', status: 404 },
		],
		[
			'a network failure says the visitor seems offline',
			{ code: 'fetch_error', message: 'Could not get a valid response.' },
			{ code: 'fetch_error', message: 'You are probably offline.' },
		],
		[
			'the browser’s offline report too',
			{ code: 'offline_error', message: 'Unable to connect.' },
			{ code: 'fetch_error', message: 'You are probably offline.' },
		],
		[
			'a reply that is not JSON says so',
			{ code: 'invalid_json', message: 'core wording' },
			{
				code: 'invalid_json',
				message: 'The response is not a valid JSON response.',
			},
		],
		[
			'anything else is an unknown error',
			new Error(),
			{ code: 'unknown_error', message: 'An unknown error occurred.' },
		],
	] )( '%s', async ( _label, thrown, expected ) => {
		answer( () => {
			throw thrown;
		} );
		const error = await restFetch( 'vitrine/v1/thing' ).catch(
			( caught: unknown ) => caught
		);
		expect( error ).toBeInstanceOf( RequestError );
		expect( error ).toMatchObject( expected );
	} );
} );
