/**
 * The session endpoint over real HTTP.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn } from './support';

test( 'answers guests uncached with nonces for the contract actions', async ( {
	request,
} ) => {
	const response = await request.get( '/wp-json/vitrine/v1/session' );
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	const body = await response.json();
	expect( body.user ).toEqual( {
		id: 0,
		loggedIn: false,
		name: '',
		roles: [],
	} );
	expect( Object.keys( body.nonces ) ).toEqual(
		expect.arrayContaining( [
			'wp_rest',
			'jws-love',
			'ce4wp_form_submission',
			'jws_login_ajax',
			'ajax_register_nonce',
		] )
	);
} );

test( 'recognises a logged-in member from the cookie alone', async ( {
	page,
} ) => {
	await logIn( page );

	const body = await (
		await page.request.get( '/wp-json/vitrine/v1/session' )
	).json();
	expect( body.user.loggedIn ).toBe( true );
	expect( body.user.roles ).toContain( 'administrator' );
} );

test( 'refuses other sites and JSONP', async ( { request } ) => {
	const foreign = await request.get( '/wp-json/vitrine/v1/session', {
		headers: { Origin: 'https://evil.example' },
	} );
	expect( foreign.status() ).toBe( 403 );
	expect( ( await foreign.json() ).code ).toBe(
		'vitrine_session_cross_origin'
	);

	const jsonp = await request.get(
		'/wp-json/vitrine/v1/session?_jsonp=steal'
	);
	expect( jsonp.status() ).toBe( 403 );
} );
