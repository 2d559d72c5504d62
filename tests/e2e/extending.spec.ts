/**
 * The example add-on (examples/vitrine-example-addon, active on the test site) extends the
 * site through the public API only, as docs/extending.md walks through: its widget mounts
 * through `window.vitrine.registerWidget()` and reads the session, its price filter changes what
 * the shop charges, its order hook sees the order, and page scripts get the cart events (and
 * WooCommerce's jQuery ones when jQuery is on the page).
 */

/**
 * External dependencies
 */
import { expect, test, type Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	orderIdOf,
	postCheckout,
	restAs,
	temporaryProduct,
	testBilling,
} from './support';

const COUNTER = '<!-- wp:vitrine-example/counter {"start":3} /-->';

test( 'the example add-on’s widget, price filter, order hook, and the cart and wishlist events work through the public API', async ( {
	page,
} ) => {
	const marker = `Addon lamp ${ Date.now() }`;
	const product = await temporaryProduct(
		marker,
		{ _regular_price: '20.00', _sku: `DEAL-${ Date.now() }` },
		COUNTER
	);
	const plain = await temporaryProduct( `${ marker } plain`, {
		_regular_price: '20.00',
	} );
	try {
		// A page without the widget does not load the add-on's code.
		const requested: string[] = [];
		const track = ( request: Request ) => requested.push( request.url() );
		page.on( 'request', track );
		await page.goto( plain.link );
		await expect(
			page.locator( '.vitrine-price__amount' ).first()
		).toHaveText( '€20.00' );
		expect(
			requested.filter( ( url ) =>
				url.includes( 'vitrine-example-addon' )
			)
		).toEqual( [] );

		// Its product page has the counter: it mounts through the public API.
		requested.length = 0;
		await page.goto( product.link );
		const counter = page.locator( '.vitrine-example-counter' );
		await expect(
			counter.locator( '.vitrine-example-counter__button' )
		).toBeVisible();
		await expect( counter ).toContainText( 'Pressed 3 times' );
		await expect( counter ).toContainText( 'Hello, guest' );
		await counter.getByRole( 'button', { name: 'Press' } ).click();
		await expect( counter ).toContainText( 'Pressed 4 times' );
		expect(
			requested.filter( ( url ) =>
				/vitrine-example-addon\/widget\/(register|counter)\.js/.test(
					url
				)
			)
		).toHaveLength( 2 );

		// The price filter: 10% off, on the page and in the order.
		await expect(
			page.locator( '.vitrine-price__amount' ).first()
		).toHaveText( '€18.00' );

		// A theme's listeners: the DOM event, and WooCommerce's jQuery event with jQuery there.
		await page.addScriptTag( {
			url: '/wp-includes/js/jquery/jquery.min.js',
		} );
		await page.evaluate( () => {
			const seen: unknown[] = [];
			( window as unknown as { seen: unknown[] } ).seen = seen;
			document.addEventListener( 'vitrine:cart-added', ( event ) =>
				seen.push( [ 'dom', ( event as CustomEvent ).detail ] )
			);
			const $ = ( window as unknown as { jQuery: any } ).jQuery;
			$( document.body ).on(
				'added_to_cart',
				(
					_event: unknown,
					fragments: unknown,
					hash: unknown,
					$button: any
				) =>
					seen.push( [
						'jquery',
						fragments,
						hash,
						$button.attr( 'value' ),
					] )
			);
		} );
		await page
			.getByRole( 'button', { name: `Add to cart: “${ marker }”` } )
			.click();
		await expect( counter ).toContainText( 'In your cart: 1' );
		const seen = await page.evaluate(
			() => ( window as unknown as { seen: unknown[] } ).seen
		);
		expect( seen ).toEqual( [
			[
				'dom',
				expect.objectContaining( {
					productId: product.id,
					quantity: 1,
					cart: expect.objectContaining( { count: 1 } ),
				} ),
			],
			[ 'jquery', {}, '', String( product.id ) ],
		] );

		// The public REST helper signs a guest's calls too: the cart routes answer it.
		const viaApi = await page.evaluate( async ( id ) => {
			type Rest = < T >(
				route: string,
				options?: { method?: string; body?: unknown }
			) => Promise< T >;
			const api = ( window as unknown as { vitrine: { rest: Rest } } )
				.vitrine;
			const read = await api.rest< { count: number } >(
				'vitrine/v1/cart'
			);
			const added = await api.rest< { count: number } >(
				'vitrine/v1/cart/items',
				{ method: 'POST', body: { product_id: id, quantity: 1 } }
			);
			return [ read.count, added.count ];
		}, plain.id );
		expect( viaApi ).toEqual( [ 1, 2 ] );

		// The wishlist events: the DOM one, and YITH's jQuery one with the button.
		await page.evaluate( () => {
			const heard: unknown[] = [];
			( window as unknown as { wished: unknown[] } ).wished = heard;
			document.addEventListener( 'vitrine:wishlist-added', ( event ) =>
				heard.push( [ 'dom', ( event as CustomEvent ).detail ] )
			);
			const $ = ( window as unknown as { jQuery: any } ).jQuery;
			$( document.body ).on(
				'added_to_wishlist',
				( _event: unknown, $button: any ) =>
					heard.push( [ 'jquery', $button.length ] )
			);
		} );
		await page
			.locator( '.vitrine-single-product, main' )
			.first()
			.locator( '.vitrine-wishlist-button__add' )
			.first()
			.click();
		const dialog = page.getByRole( 'dialog' );
		await dialog.getByRole( 'button', { name: 'Add to wishlist' } ).click();
		await expect( dialog.getByRole( 'status' ) ).toContainText( 'added' );
		const wished = await page.evaluate(
			() => ( window as unknown as { wished: unknown[] } ).wished
		);
		expect( wished ).toEqual( [
			[
				'dom',
				{ productId: product.id, wishlistId: expect.any( Number ) },
			],
			[ 'jquery', 1 ],
		] );
		expect(
			( wished[ 0 ] as [ string, { wishlistId: number } ] )[ 1 ]
				.wishlistId
		).toBeGreaterThan( 0 );
		await page.keyboard.press( 'Escape' );

		// The order: placed at the filtered price, and seen by the add-on's order hook.
		const { nonces } = ( await (
			await page.request.get( '/wp-json/vitrine/v1/session' )
		).json() ) as { nonces: Record< string, string > };
		const placed = await postCheckout(
			page.request,
			nonces,
			testBilling( {
				billing_first_name: 'Ada',
				billing_last_name: marker,
				billing_email: 'addon-buyer@example.com',
			} )
		);
		expect( placed.status() ).toBe( 303 );
		const confirmation = placed.headers().location ?? '';
		const orderId = orderIdOf( placed );
		await page.goto( confirmation );
		await expect( page.locator( 'main' ) ).toContainText( '€18.00' );
		const settings = await (
			await restAs()
		).rest< Record< string, unknown > >( { path: '/wp/v2/settings' } );
		expect( settings.vitrine_example_addon_last_order ).toBe( orderId );
	} finally {
		await product.remove();
		await plain.remove();
	}
} );
