/**
 * Internal dependencies
 */
import { RequestError } from './errors';
import { restFetch } from './rest';
import { getSession, refreshSession } from './session';
import { signedRestFetch } from './signed-rest';
import { makeSession } from './test-utils';

jest.mock( './rest', () => ( { restFetch: jest.fn() } ) );
jest.mock( './session', () => ( {
	getSession: jest.fn(),
	refreshSession: jest.fn(),
} ) );

const rest = restFetch as jest.MockedFunction< typeof restFetch >;
const guest = ( nonce: string ) =>
	makeSession( {
		user: { id: 0, loggedIn: false, name: '', roles: [] },
		nonces: { wp_rest: nonce },
	} );
const stale = new RequestError(
	'vitrine_cart_invalid_nonce',
	'Your session has expired.',
	403
);

beforeEach( () => {
	rest.mockReset();
	jest.mocked( getSession ).mockResolvedValue( guest( 'first' ) );
	jest.mocked( refreshSession ).mockResolvedValue( guest( 'fresh' ) );
} );

test( 'signs a guest’s call with the session’s wp_rest nonce, keeping the caller’s query', async () => {
	rest.mockResolvedValue( { count: 1 } );
	await expect(
		signedRestFetch( 'vitrine/v1/cart/items', {
			method: 'POST',
			query: { a: 'b' },
			body: { product_id: 3 },
		} )
	).resolves.toEqual( { count: 1 } );
	expect( rest ).toHaveBeenCalledWith( 'vitrine/v1/cart/items', {
		method: 'POST',
		query: { _wpnonce: 'first', a: 'b' },
		body: { product_id: 3 },
	} );
} );

test( 'a nonce refused as stale is fetched again once', async () => {
	rest.mockRejectedValueOnce( stale ).mockResolvedValueOnce( { count: 2 } );
	await expect( signedRestFetch( 'vitrine/v1/cart' ) ).resolves.toEqual( {
		count: 2,
	} );
	expect( rest ).toHaveBeenLastCalledWith( 'vitrine/v1/cart', {
		query: { _wpnonce: 'fresh' },
	} );
	expect( rest ).toHaveBeenCalledTimes( 2 );
} );

test( 'other refusals, a second stale nonce, and a caller’s own nonce are not retried', async () => {
	const missing = new RequestError( 'rest_no_route', 'No.', 404 );
	rest.mockRejectedValueOnce( missing );
	await expect( signedRestFetch( 'acme/v1/x' ) ).rejects.toBe( missing );
	expect( rest ).toHaveBeenCalledTimes( 1 );

	rest.mockReset().mockRejectedValue( stale );
	await expect( signedRestFetch( 'vitrine/v1/cart' ) ).rejects.toBe( stale );
	expect( rest ).toHaveBeenCalledTimes( 2 );

	rest.mockReset().mockRejectedValue( stale );
	await expect(
		signedRestFetch( 'vitrine/v1/cart', { query: { _wpnonce: 'mine' } } )
	).rejects.toBe( stale );
	expect( rest ).toHaveBeenCalledWith( 'vitrine/v1/cart', {
		query: { _wpnonce: 'mine' },
	} );
	expect( rest ).toHaveBeenCalledTimes( 1 );
} );
