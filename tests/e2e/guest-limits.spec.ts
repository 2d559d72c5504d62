/**
 * Limits and crafted input against the running site (issue 29): the no-JS cart forms refuse
 * a quantity the REST routes refuse, with the same message; one address cannot start guest
 * carts and wishlists without end (each request carries `X-Vitrine-Real-Limits: 1`, which the
 * local stack needs to count loopback requests, and its own address through
 * `X-Vitrine-Test-Client-IP`); and crafted requests leave the PHP error log as it was.
 */

/**
 * External dependencies
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
	expect,
	request as playwrightRequest,
	test,
	type APIRequestContext,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { restAs } from './support';

/** The test site's PHP error log (bin/stack/php-fpm.conf.tpl; LOG_DIR from bin/lib.sh). */
const PHP_LOG = join(
	process.env.LOG_DIR ?? join( __dirname, '../../.site/test/logs' ),
	'php-error.log'
);

/** A fresh address per run, so runs and workers do not share a limit's window. */
const address = () =>
	`198.18.${ Math.floor( Math.random() * 250 ) }.${ Math.floor(
		Math.random() * 250
	) }`;

/**
 * A request context of a new guest (no cookies) counted as `ip`, with the real limits.
 * @param baseURL The site.
 * @param ip      Client address to be counted as.
 */
const guest = ( baseURL: string, ip: string ) =>
	playwrightRequest.newContext( {
		baseURL,
		extraHTTPHeaders: {
			'X-Vitrine-Real-Limits': '1',
			'X-Vitrine-Test-Client-IP': ip,
		},
	} );

/**
 * The id of the first product on /shop/ with an add-to-cart form.
 * @param page A page.
 */
async function firstProductId( page: Page ): Promise< number > {
	await page.goto( '/shop/' );
	const value = await page
		.locator( 'form.vitrine-add-to-cart [name="add-to-cart"]' )
		.first()
		.getAttribute( 'value' );
	return Number( value );
}

/**
 * Posts a form as a browser would, without following the redirect; returns where it goes.
 * @param request Request context.
 * @param form    Fields.
 */
async function postForm(
	request: APIRequestContext,
	form: Record< string, string >
): Promise< string > {
	const response = await request.post( '/shop/', { form, maxRedirects: 0 } );
	expect( response.status() ).toBe( 303 );
	return response.headers().location ?? '';
}

/** The PHP error log's length now. */
const logSize = () => ( existsSync( PHP_LOG ) ? statSync( PHP_LOG ).size : 0 );

/**
 * What the PHP error log gained since `from`.
 * @param from Length before.
 */
const logSince = ( from: number ) =>
	existsSync( PHP_LOG )
		? readFileSync( PHP_LOG ).subarray( from ).toString()
		: '';

test( 'the no-JS cart forms refuse −5 and “abc” with the REST routes’ message and change nothing @guest', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	const product = await firstProductId( page );

	// The product form: the browser would not send −5 (min="1"), an attacker does.
	for ( const quantity of [ '-5', 'abc' ] ) {
		const location = await postForm( page.request, {
			'add-to-cart': String( product ),
			quantity,
		} );
		expect( location ).toContain(
			'cart_error=vitrine_cart_invalid_quantity'
		);
		await page.goto( location );
		await expect( page.getByRole( 'alert' ) ).toContainText(
			'Please enter a valid quantity.'
		);
		await expect(
			page.getByText( 'Your cart is currently empty.' )
		).toBeVisible();
	}

	// The cart page's form, with the visitor's nonce.
	await page.goto( '/shop/' );
	await page
		.locator( 'form.vitrine-add-to-cart' )
		.first()
		.getByRole( 'button' )
		.first()
		.click();
	await expect( page ).toHaveURL( /\/cart\/\?added=\d+/ );
	const nonce = await page
		.locator( '[name="_vitrine_cart_nonce"]' )
		.inputValue();
	const response = await page.request.post( '/cart/', {
		form: {
			_vitrine_cart_nonce: nonce,
			cart_update: '1',
			[ `cart_quantity[${ product }]` ]: '-5',
		},
		maxRedirects: 0,
	} );
	const location = response.headers().location ?? '';
	expect( location ).toContain( 'cart_error=vitrine_cart_invalid_quantity' );
	await page.goto( location );
	await expect( page.getByRole( 'alert' ) ).toContainText(
		'Please enter a valid quantity.'
	);
	await expect(
		page.locator( `[name="cart_quantity[${ product }]"]` )
	).toHaveValue( '1' );
	await context.close();
} );

test( 'one address starts at most 30 new guest carts an hour; the 31st sees why and the cart page still works @guest', async ( {
	page,
	baseURL,
} ) => {
	const product = await firstProductId( page );
	const ip = address();
	for ( let i = 0; i < 30; i++ ) {
		const request = await guest( baseURL!, ip );
		expect(
			await postForm( request, { 'add-to-cart': String( product ) } )
		).toContain( 'added=' );
		await request.dispose();
	}

	const refused = await guest( baseURL!, ip );
	const location = await postForm( refused, {
		'add-to-cart': String( product ),
	} );
	expect( location ).toContain( 'cart_error=vitrine_cart_rate_limited' );
	const cartPage = await refused.get( location );
	expect( cartPage.status() ).toBe( 200 );
	expect( await cartPage.text() ).toContain(
		'Too many new carts from your network. Please wait a while and try again.'
	);
	// The REST route says the same, with 429.
	const session = await (
		await refused.get( '/wp-json/vitrine/v1/session' )
	).json();
	const rest = await refused.post( '/wp-json/vitrine/v1/cart/items', {
		headers: { 'X-WP-Nonce': session.nonces.wp_rest },
		data: { product_id: product },
	} );
	expect( rest.status() ).toBe( 429 );
	expect( ( await rest.json() ).code ).toBe( 'vitrine_cart_rate_limited' );
	await refused.dispose();

	// Another address is not held back.
	const other = await guest( baseURL!, address() );
	expect(
		await postForm( other, { 'add-to-cart': String( product ) } )
	).toContain( 'added=' );
	await other.dispose();
} );

test( 'one address starts at most 20 new guest wishlists an hour; the 21st gets 429 and the message @guest', async ( {
	page,
	baseURL,
} ) => {
	const product = await firstProductId( page );
	const ip = address();
	const add = async ( request: APIRequestContext ) => {
		const session = await (
			await request.get( '/wp-json/vitrine/v1/session' )
		).json();
		return request.post( '/wp-admin/admin-ajax.php', {
			form: {
				action: 'add_to_wishlist',
				nonce: session.nonces.add_to_wishlist,
				add_to_wishlist: String( product ),
				context: 'frontend',
			},
		} );
	};
	for ( let i = 0; i < 20; i++ ) {
		const request = await guest( baseURL!, ip );
		expect( ( await add( request ) ).status() ).toBe( 200 );
		await request.dispose();
	}
	const refused = await guest( baseURL!, ip );
	const reply = await add( refused );
	expect( reply.status() ).toBe( 429 );
	expect( ( await reply.json() ).data ).toMatchObject( {
		code: 'vitrine_wishlist_rate_limited',
		message:
			'Too many new wishlists from your network. Please wait a while and try again.',
	} );
	// Pages still render for that visitor.
	expect( ( await refused.get( '/shop/' ) ).status() ).toBe( 200 );
	await refused.dispose();
} );

test( 'crafted requests leave the PHP error log empty, and the shop’s search lists products only', async ( {
	page,
	request,
} ) => {
	await page.goto( '/widgets/' );
	const widgetId = await page
		.locator( '[data-vitrine-loop]' )
		.first()
		.getAttribute( 'data-vitrine-loop' );
	const postId = Number(
		/page-id-(\d+)/.exec(
			( await page.locator( 'body' ).getAttribute( 'class' ) ) ?? ''
		)?.[ 1 ]
	);
	expect( postId ).toBeGreaterThan( 0 );
	const before = logSize();

	const refresh = await request.post( '/wp-json/vitrine/v1/refresh-loop', {
		data: {
			post_id: postId,
			widget_id: widgetId,
			widget_filters: {
				taxonomy: {
					category: {
						terms: [ [ 'a' ], { b: [ 'c' ] } ],
						exclude: [ [] ],
					},
				},
			},
		},
	} );
	expect( refresh.status() ).toBe( 200 );
	expect(
		(
			await request.get(
				`/widgets/?e-filter-${ widgetId }-category[]=design&e-page-${ widgetId }[]=2`
			)
		).status()
	).toBe( 200 );

	const session = await (
		await request.get( '/wp-json/vitrine/v1/session' )
	).json();
	const fragments = await request.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'load_fragments',
			nonce: session.nonces.load_fragments,
			'fragments[wishlist][token][]': 'ABC',
			'fragments[wishlist][page][]': '2',
		},
	} );
	expect( fragments.status() ).toBe( 200 );

	// The demo's story "Why Linen Gets Better With Age" is a post: not a result of the shop.
	const shopSearch = await page.goto( '/shop/?s=linen' );
	expect( shopSearch?.status() ).toBe( 200 );
	await expect(
		page.getByText( 'Why Linen Gets Better With Age' )
	).toHaveCount( 0 );
	await page.goto( '/?s=linen' );
	await expect(
		page.getByText( 'Why Linen Gets Better With Age' ).first()
	).toBeVisible();

	// An SVG without width or height, uploaded as the block editor does.
	const admin = await restAs();
	const media = await admin.rest( {
		method: 'POST',
		path: '/wp/v2/media',
		headers: {
			'Content-Type': 'image/svg+xml',
			'Content-Disposition': 'attachment; filename="bare.svg"',
		},
		data: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20"/></svg>',
	} );
	expect( media.media_details ).toMatchObject( { width: 40, height: 20 } );
	await admin.rest( {
		method: 'DELETE',
		path: `/wp/v2/media/${ media.id }`,
		params: { force: true },
	} );

	// Core's update checks cannot reach WordPress.org from this closed network: not ours.
	const warnings = logSince( before )
		.split( '\n' )
		.filter( ( line ) => /PHP (Warning|Notice|Deprecated)/.test( line ) )
		.filter( ( line ) => ! line.includes( 'WordPress.org' ) );
	expect( warnings ).toEqual( [] );
} );
