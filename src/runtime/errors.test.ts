/**
 * Internal dependencies
 */
import { errorFromResponse } from './errors';
import { jsonResponse, textResponse } from './test-utils';

describe( 'errorFromResponse', () => {
	it( 'reads a WordPress REST error', async () => {
		const error = await errorFromResponse(
			jsonResponse( { code: 'vitrine_nope', message: 'Nope.' }, 403 )
		);
		expect( error ).toMatchObject( {
			code: 'vitrine_nope',
			message: 'Nope.',
			status: 403,
		} );
	} );

	it( 'reads an admin-ajax error', async () => {
		const error = await errorFromResponse(
			jsonResponse(
				{ success: false, data: { code: 'x', message: 'Bad.' } },
				400
			)
		);
		expect( error ).toMatchObject( { code: 'x', message: 'Bad.' } );
	} );

	it( 'says the reply is not JSON when a non-2xx reply is an HTML page', async () => {
		const error = await errorFromResponse(
			textResponse( '<!doctype html><h1>502 Bad Gateway</h1>', 502 )
		);
		expect( error ).toMatchObject( {
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
			status: 502,
		} );
	} );

	it( 'keeps the unknown error for JSON without a message', async () => {
		const error = await errorFromResponse(
			jsonResponse( { code: 'x' }, 500 )
		);
		expect( error.code ).toBe( 'unknown_error' );
	} );
} );
