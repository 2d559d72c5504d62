/**
 * Guests' nonces over real HTTP: each browser gets its own from the session (keyed to the
 * visitor cookie the session sets), another visitor's nonce is refused, a post another site
 * makes the browser send is refused even with a valid nonce, and a first-time guest on a
 * cached page still likes a post (the session call comes first).
 */

/**
 * External dependencies
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { demoPosts, likeWidget } from './support';

interface Session {
	nonces: Record< string, string >;
}

async function session( request: APIRequestContext ): Promise< Session > {
	const response = await request.get( '/wp-json/vitrine/v1/session' );
	expect( response.status() ).toBe( 200 );
	return ( await response.json() ) as Session;
}

test( 'two browsers get different nonces, each with its own visitor cookie', async ( {
	browser,
} ) => {
	const first = await browser.newContext();
	const second = await browser.newContext();

	const a = await session( first.request );
	const b = await session( second.request );

	expect( a.nonces.jws_login_ajax ).toBeTruthy();
	expect( a.nonces.jws_login_ajax ).not.toBe( b.nonces.jws_login_ajax );
	expect( a.nonces[ 'jws-love' ] ).not.toBe( b.nonces[ 'jws-love' ] );
	const cookieOf = async ( context: typeof first ) =>
		( await context.cookies() ).find(
			( cookie ) => cookie.name === 'vitrine_visitor'
		);
	expect( ( await cookieOf( first ) )?.httpOnly ).toBe( true );
	expect( ( await cookieOf( first ) )?.value ).not.toBe(
		( await cookieOf( second ) )?.value
	);
	// The same browser asking again keeps its visitor, so its nonces stay valid.
	expect( ( await session( first.request ) ).nonces.jws_login_ajax ).toBe(
		a.nonces.jws_login_ajax
	);

	await first.close();
	await second.close();
} );

test( 'one visitor’s nonce is refused in another visitor’s browser', async ( {
	browser,
	request,
} ) => {
	const [ post ] = await demoPosts( request );
	const victim = await browser.newContext();
	const attacker = await browser.newContext();
	const stolen = ( await session( attacker.request ) ).nonces;
	await session( victim.request );

	const like = await victim.request.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'jws-love',
			nonce: stolen[ 'jws-love' ] ?? '',
			loves_id: String( post?.id ),
		},
	} );
	expect( like.status() ).toBe( 403 );
	expect( ( await like.json() ).data.code ).toBe( 'vitrine_invalid_nonce' );

	const login = await victim.request.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'jws_login_ajax',
			data: new URLSearchParams( {
				log: 'admin',
				pwd: 'wrong',
				security: stolen.jws_login_ajax ?? '',
			} ).toString(),
		},
	} );
	expect( login.status() ).toBe( 403 );

	await victim.close();
	await attacker.close();
} );

test( 'a post from another site is refused even with the visitor’s own nonce', async ( {
	request,
} ) => {
	const [ post ] = await demoPosts( request );
	const nonces = ( await session( request ) ).nonces;

	const foreign: Array< Record< string, string > > = [
		{ Origin: 'https://evil.example' },
		{ 'Sec-Fetch-Site': 'cross-site' },
	];
	for ( const headers of foreign ) {
		const like = await request.post( '/wp-admin/admin-ajax.php', {
			headers,
			form: {
				action: 'jws-love',
				nonce: nonces[ 'jws-love' ] ?? '',
				loves_id: String( post?.id ),
			},
		} );
		expect( like.status() ).toBe( 403 );
		expect( ( await like.json() ).data.code ).toBe( 'vitrine_cross_site' );

		const newsletter = await request.post( '/wp-admin/admin-ajax.php', {
			headers,
			form: {
				action: 'ce4wp_form_submission',
				nonce: nonces.ce4wp_form_submission ?? '',
				email: 'csrf@example.test',
				consent: 'true',
			},
		} );
		expect( newsletter.status() ).toBe( 403 );

		const login = await request.post( '/wp-admin/admin-ajax.php', {
			headers,
			form: {
				action: 'jws_login_ajax',
				data: new URLSearchParams( {
					log: 'admin',
					pwd: 'password',
					security: nonces.jws_login_ajax ?? '',
				} ).toString(),
			},
		} );
		expect( login.status() ).toBe( 403 );
		expect( ( await login.json() ).message ).toContain( 'another website' );
	}
} );

test( 'a first-time guest likes a post on a fresh page: the session comes first', async ( {
	page,
	request,
} ) => {
	const posts = await demoPosts( request );
	const target = posts[ posts.length - 1 ];
	if ( ! target ) {
		throw new Error( 'no demo post' );
	}
	expect( await page.context().cookies() ).toEqual( [] );

	await page.goto( target.link );
	const button = likeWidget( page, target.id ).getByRole( 'button' );
	await button.click();

	await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
	expect(
		( await page.context().cookies() ).some(
			( cookie ) => cookie.name === 'vitrine_visitor'
		)
	).toBe( true );
} );
