/**
 * The shop against the running site: browse /shop/, filter by category, sort, paginate, search
 * (title, excerpt, SKU), filter on sale and in stock, page on through Next's cursor, open a
 * product page and use its thumbnails, quantity and lightbox zoom; quick view with its loading
 * state, previous/next among the same list, Escape and focus return; the 404 of the quick view
 * action; the placeholder of a product without a picture. The flows a page cache could change
 * are tagged @guest (docs/testing.md).
 */

/**
 * External dependencies
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { temporaryProduct } from './support';

const cards = ( page: Page ) => page.locator( '.vitrine-product-card' );
const names = async ( page: Page ) =>
	(
		await page.locator( '.vitrine-product-card__title' ).allTextContents()
	).map( ( name ) => name.trim() );
const prices = async ( page: Page ) =>
	Promise.all(
		( await cards( page ).all() ).map( async ( card ) => {
			const amounts = await card
				.locator( '.vitrine-price__amount' )
				.allTextContents();
			return Number( ( amounts[ 0 ] ?? '' ).replace( /[^0-9.]/g, '' ) );
		} )
	);

test( 'the shop lists products, filters by category, sorts and paginates without JavaScript @guest', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/shop/' );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		'Shop'
	);
	await expect( cards( page ) ).toHaveCount( 8 );
	// The demo's 13 products, and any a test in the other worker has made for itself for a
	// moment (tests/e2e/support.ts temporaryProduct(), listed last).
	const count = page.locator( '.vitrine-shop__count' );
	await expect( count ).toHaveText( /^Showing 1–8 of \d+ results$/ );
	const total = Number(
		( await count.innerText() ).match( /of (\d+)/ )?.[ 1 ]
	);
	expect( total ).toBeGreaterThanOrEqual( 13 );
	const firstPage = await names( page );

	// Pagination.
	await page
		.locator( '.vitrine-shop__pagination' )
		.getByRole( 'link', { name: '2' } )
		.click();
	await expect( page ).toHaveURL( /\/shop\/page\/2\/$/ );
	const secondPage = await names( page );
	expect( secondPage.length ).toBeGreaterThanOrEqual( 5 );
	expect( secondPage.length ).toBeLessThanOrEqual( 8 );
	expect( secondPage ).not.toContain( firstPage[ 0 ] );

	// Sort: a plain GET form.
	await page.goto( '/shop/' );
	await page.getByLabel( 'Shop order' ).selectOption( 'price-desc' );
	await page.getByRole( 'button', { name: 'Sort' } ).click();
	await expect( page ).toHaveURL( /orderby=price-desc/ );
	const sorted = await prices( page );
	expect( sorted ).toEqual( [ ...sorted ].sort( ( a, b ) => b - a ) );
	expect( sorted[ 0 ] ).toBe( 240 );

	// Category filter keeps the sort.
	await page
		.getByRole( 'navigation', { name: 'Product categories' } )
		.getByRole( 'link', { name: 'Ceramics' } )
		.click();
	await expect( page ).toHaveURL(
		/product-category\/ceramics\/\?orderby=price-desc/
	);
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		'Ceramics'
	);
	expect( await names( page ) ).toEqual( [
		'Speckled dinner plates, set of 4',
		'Tide serving bowl',
		'Bud vase',
		'Ember stoneware mug',
	] );

	// Add to cart is a form posting to the product page; sold-out products have none.
	const plates = cards( page ).filter( {
		hasText: 'Speckled dinner plates',
	} );
	await expect( plates.locator( 'form.vitrine-add-to-cart' ) ).toHaveCount(
		0
	);
	await expect( plates ).toContainText( 'Sold out' );
	const mug = cards( page ).filter( { hasText: 'Ember stoneware mug' } );
	const button = mug.getByRole( 'button', { name: /^Add to cart: / } );
	await expect( button ).toHaveAttribute( 'data-quantity', '1' );
	await expect( button ).toHaveAttribute( 'name', 'add-to-cart' );
	await expect( mug.locator( 'form.vitrine-add-to-cart' ) ).toHaveAttribute(
		'action',
		/\/product\/ember-stoneware-mug\/$/
	);
	await context.close();
} );

test( 'the shop searches titles, excerpts and SKUs, filters on sale and in stock, and pages on through a cursor', async ( {
	browser,
} ) => {
	// The filters' and the cursor's counts are read on products this test owns, found by a word
	// of their own: the other worker adds products for a moment and buys the demo's (which
	// changes their stock and their order by popularity), so counts over the demo's varied.
	const word = `keyset${ Date.now().toString( 36 ) }${ Math.random()
		.toString( 36 )
		.slice( 2, 6 ) }`;
	const owned = await Promise.all(
		Array.from( { length: 11 }, ( _, i ) =>
			temporaryProduct( `${ word } ${ String.fromCharCode( 97 + i ) }`, {
				_regular_price: `${ 10 + i }.00`,
				...( i === 3 ? { _sale_price: '5.00' } : {} ),
				...( i === 4 ? { _stock_status: 'outofstock' } : {} ),
			} )
		)
	);
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	try {
		// The search word filters: title or excerpt (as a word prefix), or a SKU prefix.
		await page.goto( '/shop/?s=vase' );
		expect( await names( page ) ).toEqual( [ 'Bud vase' ] );
		await expect( page.locator( '.vitrine-shop__count' ) ).toHaveText(
			'Showing 1 result'
		);
		await page.goto( '/shop/?s=CER-&orderby=price' );
		const ceramics = await names( page );
		expect( ceramics ).toHaveLength( 4 );
		expect( ceramics ).toContain( 'Ember stoneware mug' );
		const byPrice = await prices( page );
		expect( byPrice ).toEqual( [ ...byPrice ].sort( ( a, b ) => a - b ) );
		// The sort form keeps the words.
		await page.getByLabel( 'Shop order' ).selectOption( 'title' );
		await page.getByRole( 'button', { name: 'Sort' } ).click();
		await expect( page ).toHaveURL( /s=CER-/ );
		expect( await names( page ) ).toEqual( [ ...ceramics ].sort() );
		await page.goto( '/shop/?s=teapot' );
		await expect( cards( page ) ).toHaveCount( 0 );
		await expect( page.locator( '.vitrine-shop__empty' ) ).toBeVisible();

		// Filters: of the test's eleven, one is on sale; the sold-out one leaves with "In stock",
		// as the demo's sold-out plates do.
		await page.goto( `/shop/?s=${ word }` );
		await expect( page.locator( '.vitrine-shop__count' ) ).toHaveText(
			'Showing 1–8 of 11 results'
		);
		await page.getByLabel( 'On sale' ).check();
		await page.getByRole( 'button', { name: 'Sort' } ).click();
		await expect( page ).toHaveURL( /on_sale=1/ );
		expect( await names( page ) ).toEqual( [ `${ word } d` ] );
		await page.goto( `/shop/?s=${ word }&in_stock=1&orderby=price-desc` );
		await expect( page.getByLabel( 'In stock' ) ).toBeChecked();
		await expect( page.locator( '.vitrine-shop__count' ) ).toHaveText(
			'Showing 1–8 of 10 results'
		);
		expect( await names( page ) ).not.toContain( `${ word } e` );
		await page.goto( '/shop/?in_stock=1&orderby=price-desc' );
		expect( await names( page ) ).not.toContain(
			'Speckled dinner plates, set of 4'
		);

		// Next carries a cursor and shows the page the number link shows (the test's eleven:
		// three on page 2; by date and popularity they tie, and the id decides).
		for ( const orderby of [ 'price', 'date', 'popularity' ] ) {
			await page.goto( `/shop/?s=${ word }&orderby=${ orderby }` );
			await page
				.locator( '.vitrine-shop__pagination' )
				.getByRole( 'link', { name: 'Next' } )
				.click();
			await expect( page ).toHaveURL(
				new RegExp(
					`/shop/page/2/\\?s=${ word }&orderby=${ orderby }&after=\\d+$`
				)
			);
			const byCursor = await names( page );
			expect( byCursor ).toHaveLength( 3 );
			await page
				.locator( '.vitrine-shop__pagination' )
				.getByRole( 'link', { name: 'Previous' } )
				.click();
			await expect( page ).not.toHaveURL( /after=/ );
			expect( await names( page ) ).not.toContain( byCursor[ 0 ] );
			await page
				.locator( '.vitrine-shop__pagination' )
				.getByRole( 'link', { name: '2', exact: true } )
				.click();
			await expect( page ).not.toHaveURL( /after=/ );
			expect( await names( page ) ).toEqual( byCursor );
		}
	} finally {
		await context.close();
		await Promise.all( owned.map( ( product ) => product.remove() ) );
	}
} );

test( 'a product page: gallery with thumbnails beside the picture, zoom, quantity stepper, related products', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( '/shop/' );
	await cards( page )
		.filter( { hasText: 'Bud vase' } )
		.getByRole( 'link', { name: 'Bud vase', exact: true } )
		.click();
	await expect( page ).toHaveURL( /\/product\/bud-vase\/$/ );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		'Bud vase'
	);
	await expect( page.getByText( 'Only 5 left in stock' ) ).toBeVisible();

	// Reached from the shop, the page may come from the browser's prefetch (without the tests'
	// eager-mount header): the gallery then mounts when the visitor reaches for it.
	await page.locator( '.vitrine-product .vitrine-product-gallery' ).hover();
	const gallery = page.locator(
		'.vitrine-product .vitrine-product-gallery[data-vitrine-state="mounted"]'
	);
	await expect( gallery ).toBeVisible();
	await expect(
		gallery.locator(
			'.vitrine-product-gallery__thumbs-viewport--initialized'
		)
	).toBeVisible();
	// Layout 2: the thumbnails stand in a column left of the picture on a wide screen.
	const main = await gallery
		.locator( '.vitrine-product-gallery__main' )
		.boundingBox();
	const thumbs = gallery.getByRole( 'button', { name: /Show image/ } );
	const firstThumb = await thumbs.nth( 0 ).boundingBox();
	const secondThumb = await thumbs.nth( 1 ).boundingBox();
	expect( firstThumb!.x + firstThumb!.width ).toBeLessThanOrEqual( main!.x );
	expect( secondThumb!.y ).toBeGreaterThan( firstThumb!.y );
	await thumbs.nth( 1 ).click();
	await expect( thumbs.nth( 1 ) ).toHaveAttribute( 'aria-current', 'true' );
	await expect(
		gallery.locator( '.vitrine-product-gallery__slide.is-active' )
	).toHaveCount( 1 );
	await expect(
		gallery.locator( '.vitrine-product-gallery__slide' ).nth( 1 )
	).toHaveClass( /is-active/ );

	// Zoom in the lightbox; Escape closes it.
	await gallery
		.locator( '.vitrine-product-gallery__slide.is-active a' )
		.click();
	await expect( page.locator( '.vitrine-lightbox' ) ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( page.locator( '.vitrine-lightbox' ) ).toBeHidden();

	// Quantity: plus stops at the stock (5), minus at 1; the button's data follows.
	const summary = page.locator( '.vitrine-product-summary' );
	const quantity = summary.getByLabel( 'Bud vase quantity' );
	const plus = summary.getByRole( 'button', { name: 'Increase quantity' } );
	for ( let i = 0; i < 6; i++ ) {
		if ( await plus.isEnabled() ) {
			await plus.click();
		}
	}
	await expect( quantity ).toHaveValue( '5' );
	await expect( plus ).toBeDisabled();
	await expect(
		summary.getByRole( 'button', { name: /^Add to cart: / } )
	).toHaveAttribute( 'data-quantity', '5' );
	await summary.getByRole( 'button', { name: 'Decrease quantity' } ).click();
	await expect( quantity ).toHaveValue( '4' );

	// Related products: same category, not itself.
	const related = page.locator( '.vitrine-product__related' );
	await expect( related.locator( '.vitrine-product-card' ) ).toHaveCount( 3 );
	await expect( related ).not.toContainText( 'Bud vase' );
	await expect( related ).toContainText( 'Ember stoneware mug' );
} );

test( 'below 1023 px the thumbnails go under the picture, four at a time', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 800, height: 900 } );
	await page.goto( '/product/bud-vase/' );
	const gallery = page.locator(
		'.vitrine-product .vitrine-product-gallery[data-vitrine-state="mounted"]'
	);
	await expect(
		gallery.locator(
			'.vitrine-product-gallery__thumbs-viewport--initialized'
		)
	).toBeVisible();
	const main = await gallery
		.locator( '.vitrine-product-gallery__main' )
		.boundingBox();
	const viewport = await gallery
		.locator( '.vitrine-product-gallery__thumbs-viewport' )
		.boundingBox();
	const thumb = await gallery
		.locator( '.vitrine-product-gallery__thumb' )
		.first()
		.boundingBox();
	expect( viewport!.y ).toBeGreaterThanOrEqual( main!.y + main!.height );
	// Four thumbnails (and three 10 px gaps) fill the row.
	expect( Math.round( thumb!.width * 4 + 30 ) ).toBeCloseTo(
		Math.round( viewport!.width ),
		-1
	);
} );

test( 'quick view: loading state, previous/next within the list, Escape returns focus', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( '/shop/' );
	await expect(
		page.locator( '.vitrine-quick-view[data-vitrine-state="mounted"]' )
	).toHaveCount( 1 );
	const second = cards( page ).nth( 1 );
	const name = ( await second
		.locator( '.vitrine-product-card__title' )
		.textContent() )!.trim();
	const third = ( await cards( page )
		.nth( 2 )
		.locator( '.vitrine-product-card__title' )
		.textContent() )!.trim();
	const button = second.locator( '.vitrine-quick-view-button' );

	// Hold the reply to see the loading state.
	let release: () => void = () => undefined;
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route(
		/admin-ajax\.php\?action=jws_ajax_load_product/,
		async ( route ) => {
			await held;
			await route.continue();
		}
	);
	await second.hover();
	await button.focus();
	await page.keyboard.press( 'Enter' );
	await expect( button ).toHaveClass( /is-loading/ );
	release();

	const dialog = page.getByRole( 'dialog', { name } );
	await expect( dialog ).toBeVisible();
	await expect( button ).not.toHaveClass( /is-loading/ );
	await expect( dialog.locator( '.vitrine-price' ) ).toBeVisible();
	await expect(
		dialog.locator(
			'.vitrine-product-gallery[data-vitrine-state="mounted"]'
		)
	).toBeVisible();
	await expect(
		dialog.locator( '.vitrine-quantity[data-vitrine-state="mounted"]' )
	).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Increase quantity' } ).click();
	await expect(
		dialog.getByRole( 'button', { name: /^Add to cart: / } )
	).toHaveAttribute( 'data-quantity', '2' );

	await dialog.getByRole( 'button', { name: /Next product/ } ).click();
	await expect( page.getByRole( 'dialog', { name: third } ) ).toBeVisible();
	await page
		.getByRole( 'dialog' )
		.getByRole( 'button', { name: /Previous product/ } )
		.click();
	await expect( page.getByRole( 'dialog', { name } ) ).toBeVisible();

	await page.keyboard.press( 'Escape' );
	await expect( button ).toBeFocused();
	await expect( page.locator( '.vitrine-modal' ) ).toHaveCount( 0 );

	// The backdrop closes it too.
	await button.click();
	await expect( page.getByRole( 'dialog', { name } ) ).toBeVisible();
	await page.mouse.click( 10, 450 );
	await expect( page.locator( '.vitrine-modal' ) ).toHaveCount( 0 );
} );

test( 'the quick view action answers 404 for what is not a published product @guest', async ( {
	request,
} ) => {
	const missing = await request.get(
		'/wp-admin/admin-ajax.php?action=jws_ajax_load_product&id=999999'
	);
	expect( missing.status() ).toBe( 404 );
	expect( ( await missing.json() ).data.code ).toBe(
		'vitrine_product_not_found'
	);
} );

test( 'the demo seeds products with categories, sales, stock and locally drawn galleries', async ( {
	request,
} ) => {
	const products: Array< {
		slug: string;
		featured_media: number;
		vitrine_product_cat: number[];
		meta: Record< string, string >;
	} > = await (
		await request.get(
			'/wp-json/wp/v2/products?per_page=50&_fields=slug,featured_media,vitrine_product_cat,meta'
		)
	).json();
	expect( products.length ).toBeGreaterThanOrEqual( 12 );
	const categories = new Set(
		products.flatMap( ( product ) => product.vitrine_product_cat )
	);
	expect( categories.size ).toBeGreaterThanOrEqual( 3 );
	for ( const product of products ) {
		expect( product.featured_media, product.slug ).toBeGreaterThan( 0 );
		const gallery = ( product.meta._product_image_gallery ?? '' ).split(
			','
		);
		expect( gallery.length + 1, product.slug ).toBeGreaterThanOrEqual( 3 );
		expect( gallery.length + 1, product.slug ).toBeLessThanOrEqual( 5 );
	}
	const meta = ( slug: string ) =>
		products.find( ( product ) => product.slug === slug )?.meta ?? {};
	expect(
		products.filter( ( product ) => product.meta._sale_price !== '' ).length
	).toBeGreaterThanOrEqual( 2 );
	expect( meta( 'speckled-dinner-plates' )._stock_status ).toBe(
		'outofstock'
	);
	expect( meta( 'bud-vase' ) ).toMatchObject( {
		_manage_stock: 'yes',
		_stock: '5',
	} );
} );

/**
 * The shop's placeholder: loaded, decorative, with a size of its own.
 *
 * @param picture The `<img>`.
 */
async function expectPlaceholder( picture: Locator ) {
	await expect( picture ).toBeVisible();
	await expect( picture ).toHaveAttribute(
		'src',
		/product-placeholder\.svg$/
	);
	await expect( picture ).toHaveAttribute( 'alt', '' );
	await expect
		.poll( () =>
			picture.evaluate( ( img: HTMLImageElement ) => img.naturalWidth )
		)
		.toBeGreaterThan( 0 );
	const box = ( await picture.boundingBox() )!;
	expect( box.width ).toBeGreaterThan( 40 );
	expect( box.height ).toBeGreaterThan( 40 );
}

test( 'a product without a picture shows the placeholder on its card, in the quick view, on its page and in the cart', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1366, height: 900 } );
	const marker = `${ Date.now().toString( 36 ) }${ Math.random()
		.toString( 36 )
		.slice( 2, 6 ) }`;
	const name = `Zinc jar ${ marker }`;
	const product = await temporaryProduct( name, { _regular_price: '5.00' } );
	try {
		await page.goto( `/shop/?s=${ marker }` );
		await expect( cards( page ) ).toHaveCount( 1 );
		const tile = cards( page ).locator( '.vitrine-product-card__media' );
		await expectPlaceholder( tile.locator( 'img' ) );
		// The picture fills its tile: no empty corner.
		const [ media, picture ] = [
			( await tile.boundingBox() )!,
			( await tile.locator( 'img' ).boundingBox() )!,
		];
		expect( Math.abs( media.width - picture.width ) ).toBeLessThanOrEqual(
			1
		);
		expect( Math.abs( media.height - picture.height ) ).toBeLessThanOrEqual(
			1
		);

		await cards( page ).hover();
		await cards( page ).locator( '.vitrine-quick-view-button' ).click();
		const dialog = page.getByRole( 'dialog', { name } );
		await expectPlaceholder(
			dialog.locator( '.vitrine-product-gallery-placeholder img' )
		);
		await page.keyboard.press( 'Escape' );

		await page.goto( product.link );
		await expectPlaceholder(
			page.locator( '.vitrine-product-gallery-placeholder img' )
		);
		const added = page.waitForResponse(
			( response ) =>
				response.url().includes( 'vitrine/v1/cart/items' ) &&
				response.request().method() === 'POST'
		);
		await page
			.getByRole( 'button', { name: `Add to cart: “${ name }”` } )
			.click();
		expect( ( await added ).status() ).toBe( 201 );
		await expectPlaceholder(
			page.locator( '.vitrine-cart-confirmation__image' )
		);

		await page.goto( '/cart/' );
		await expectPlaceholder(
			page
				.locator( '.vitrine-cart__line', { hasText: name } )
				.locator( 'img.vitrine-cart__image' )
		);
	} finally {
		await product.remove();
	}
} );
