/**
 * Internal dependencies
 */
import {
	getSession,
	getSessionSnapshot,
	resetSessionForTests,
	subscribeToSession,
	updateSession,
} from './session';
import { jsonResponse, makeSession } from './test-utils';

beforeEach( () => {
	resetSessionForTests();
	window.vitrineSettings = {
		restUrl: 'http://site.test/?rest_route=/',
		ajaxUrl: '/wp-admin/admin-ajax.php',
	};
} );

describe( 'session', () => {
	it( 'is fetched once, uncached and without a nonce, however many widgets ask', async () => {
		const fetchMock = jest.fn( async () => jsonResponse( makeSession() ) );
		global.fetch = fetchMock as unknown as typeof fetch;
		await Promise.all( [ getSession(), getSession(), getSession() ] );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetchMock.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( url ).toBe(
			'http://site.test/?rest_route=/vitrine/v1/session'
		);
		expect( init.cache ).toBe( 'no-store' );
		expect( init.headers ).not.toHaveProperty( 'X-WP-Nonce' );
	} );

	it( 'can be fetched again after a failure', async () => {
		global.fetch = jest
			.fn()
			.mockRejectedValueOnce( new TypeError( 'offline' ) )
			.mockResolvedValueOnce(
				jsonResponse( makeSession() )
			) as unknown as typeof fetch;
		await expect( getSession() ).rejects.toMatchObject( {
			code: 'fetch_error',
		} );
		await expect( getSession() ).resolves.toMatchObject( { loved: [] } );
	} );

	it( 'hands core’s api-fetch the fresh REST nonce', async () => {
		const nonceMiddleware = { nonce: 'stale-from-cached-page' };
		window.wp = { apiFetch: { nonceMiddleware } };
		global.fetch = jest.fn( async () =>
			jsonResponse( makeSession( { nonces: { wp_rest: 'fresh' } } ) )
		) as unknown as typeof fetch;
		await getSession();
		expect( nonceMiddleware.nonce ).toBe( 'fresh' );
		delete window.wp;
	} );

	it( 'leaves the empty nonce of a guest’s page empty, so guests send none', async () => {
		const nonceMiddleware = { nonce: '' };
		window.wp = { apiFetch: { nonceMiddleware } };
		global.fetch = jest.fn( async () =>
			jsonResponse( makeSession( { nonces: { wp_rest: 'guest' } } ) )
		) as unknown as typeof fetch;
		await getSession();
		expect( nonceMiddleware.nonce ).toBe( '' );
		delete window.wp;
	} );

	it( 'tells subscribers about local updates', async () => {
		global.fetch = jest.fn( async () =>
			jsonResponse( makeSession() )
		) as unknown as typeof fetch;
		const seen: number[][] = [];
		subscribeToSession( ( session ) => seen.push( session.loved ) );
		await getSession();
		updateSession( ( session ) => ( { ...session, loved: [ 9 ] } ) );
		expect( seen ).toEqual( [ [], [ 9 ] ] );
		expect( getSessionSnapshot()?.loved ).toEqual( [ 9 ] );
	} );
} );
