/**
 * The product page from product blocks: under the Vitrine theme (its own product template,
 * the whole-page renderer) and under Twenty Twenty-Five (the plugin's block template, built
 * from the part blocks a site builder rearranges), a product page shows its gallery, title,
 * price, add to cart, wishlist button and related products once each, and adds to the cart.
 * The Site Editor shows that template as the part blocks, each previewed with a product.
 *
 * The theme is chosen per request by the `vitrine_e2e_theme` cookie (the local stack's
 * mu-plugin), so the other test worker keeps seeing the Vitrine theme.
 */

/**
 * External dependencies
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';

/**
 * Internal dependencies
 */
import { animationsSettled, logIn } from './support';

/** The themes: '' is the active one (Vitrine). */
const THEMES = [ '', 'twentytwentyfive' ] as const;

/** The demo's product with pictures, a managed stock and products of its category. */
const PRODUCT = { path: '/product/bud-vase/', name: 'Bud vase' };

/** The parts the plugin's single product template is built from. */
const PARTS = [
	'vitrine/product-gallery',
	'vitrine/product-title',
	'vitrine/product-price',
	'vitrine/product-stock',
	'vitrine/product-add-to-cart',
	'vitrine/wishlist-button',
	'vitrine/product-description',
	'vitrine/related-products',
];

test.describe.configure( { timeout: 90_000 } );

/**
 * Full-page screenshots at desktop and phone widths, kept with the test's results.
 */
async function screenshots( page: Page, info: TestInfo, name: string ) {
	for ( const width of [ 1280, 390 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await animationsSettled( page );
		await page.screenshot( {
			path: info.outputPath( `${ name }-${ width }.png` ),
			fullPage: true,
		} );
	}
	await page.setViewportSize( { width: 1280, height: 900 } );
}

for ( const theme of THEMES ) {
	const label = theme || 'the Vitrine theme';
	test( `under ${ label }, a product page shows each part once and adds to the cart`, async ( {
		page,
		context,
		baseURL,
	}, info ) => {
		if ( theme ) {
			await context.addCookies( [
				{ name: 'vitrine_e2e_theme', value: theme, url: baseURL! },
			] );
		}
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.goto( PRODUCT.path );
		expect( await page.content() ).toContain(
			`/themes/${ theme || 'vitrine' }/`
		);

		await expect(
			page.getByRole( 'heading', { name: PRODUCT.name, exact: true } )
		).toHaveCount( 1 );
		await expect( page.locator( 'h1' ) ).toHaveText( PRODUCT.name );
		const gallery = page.locator(
			'[data-vitrine-widget="product-gallery"]'
		);
		await expect( gallery ).toHaveCount( 1 );
		await expect( gallery ).toHaveAttribute(
			'data-vitrine-state',
			'mounted'
		);
		// No theme featured image beside the product's own pictures.
		await expect(
			page.locator( '.wp-block-post-featured-image, .post-thumbnail' )
		).toHaveCount( 0 );
		await expect(
			page.locator( '.vitrine-product-summary__price' )
		).toHaveCount( 1 );
		await expect(
			page.locator( '.vitrine-product-summary__price' )
		).toContainText( /\d/ );
		await expect( page.getByText( 'Only 5 left in stock' ) ).toHaveCount(
			1
		);
		const form = page.locator( 'form.vitrine-add-to-cart--with-quantity' );
		await expect( form ).toHaveCount( 1 );
		// The product's wishlist button; related products' cards have their own.
		await expect(
			page.locator(
				'[data-vitrine-widget="wishlist-button"]:not(.vitrine-product__related *)'
			)
		).toHaveCount( 1 );
		const related = page.locator( '.vitrine-product__related' );
		await expect( related ).toHaveCount( 1 );
		await expect( related.locator( '.vitrine-product-card' ) ).toHaveCount(
			3
		);
		await expect(
			page.locator( '.vitrine-product__description' )
		).toHaveCount( 1 );

		await screenshots( page, info, `${ theme || 'vitrine' }-product` );

		await form.getByRole( 'button', { name: /^Add to cart: / } ).click();
		await expect(
			page.locator( '.vitrine-cart-link__count' ).first()
		).toHaveText( /1/ );
	} );
}

test( 'under Twenty Twenty-Five, the Site Editor shows the single product template as product blocks, previewed with a product', async ( {
	page,
	context,
	baseURL,
} ) => {
	test.setTimeout( 150_000 );
	await context.addCookies( [
		{
			name: 'vitrine_e2e_theme',
			value: 'twentytwentyfive',
			url: baseURL!,
		},
	] );
	await logIn( page );
	const id = encodeURIComponent( 'twentytwentyfive//single-vitrine_product' );
	await page.goto(
		`/wp-admin/site-editor.php?postType=wp_template&postId=${ id }&canvas=edit`
	);
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	for ( const name of PARTS ) {
		await expect(
			canvas.locator( `[data-type="${ name }"]` ),
			name
		).toHaveCount( 1, { timeout: 60_000 } );
	}
	// The core blocks that would print the title or picture a second time are not there.
	await expect(
		canvas.locator(
			'[data-type="core/post-title"], [data-type="core/post-featured-image"]'
		)
	).toHaveCount( 0 );
	// Previewed by the server with a product (the newest), not an empty box.
	await expect(
		canvas.locator(
			'[data-type="vitrine/product-title"] .vitrine-product-summary__title'
		)
	).toHaveText( /\S/, { timeout: 60_000 } );
	await expect(
		canvas.locator(
			'[data-type="vitrine/product-add-to-cart"] .add_to_cart_button, [data-type="vitrine/product-add-to-cart"] .vitrine-add-to-cart__more'
		)
	).toHaveCount( 1 );
	await expect(
		canvas.locator(
			'[data-type="vitrine/wishlist-button"] .vitrine-wishlist-button__link'
		)
	).toBeVisible();
	await expect( canvas.getByText( 'Shows on products only' ) ).toHaveCount(
		0
	);
} );
