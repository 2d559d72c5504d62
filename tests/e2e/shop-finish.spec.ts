/**
 * The shop's finish (issue 39, item 5), at a desktop (1366) and a phone (390) width: the quick
 * view keeps the back-to-top button under its backdrop and its close button in the dialog's
 * corner however far the product scrolls; "You may also like" with fewer products than columns
 * has a column per product, each as wide as in a full row; the lightbox keeps Tab among its
 * own controls, has no empty heading, passes axe, closes on Escape and gives focus back.
 * Screenshots go to the test's output folder.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { animationsSettled, restAs, temporaryProduct } from './support';

const WIDTHS = [
	{ width: 1366, height: 900 },
	{ width: 390, height: 844 },
];

/**
 * Whether the centre of an element's box is the element itself to a pointer (not covered).
 * @param page     The page.
 * @param selector The element.
 */
function hitsItself( page: Page, selector: string ) {
	return page.evaluate( ( css ) => {
		const element = document.querySelector( css );
		const box = element?.getBoundingClientRect();
		if ( ! element || ! box ) {
			return false;
		}
		const hit = document.elementFromPoint(
			box.x + box.width / 2,
			box.y + box.height / 2
		);
		return !! hit && element.contains( hit );
	}, selector );
}

for ( const size of WIDTHS ) {
	test( `quick view at ${ size.width } px: back to top under the backdrop, the close button in the corner while the product scrolls`, async ( {
		page,
	} ) => {
		await page.setViewportSize( size );
		await page.goto( '/shop/' );
		await page.mouse.wheel( 0, 1500 );
		const backToTop = page.locator( '.back-to-top' );
		await expect( backToTop ).toHaveClass( /is-visible/ );
		await expect(
			page.locator( '.vitrine-quick-view[data-vitrine-state="mounted"]' )
		).toHaveCount( 1 );
		const card = page.locator( '.vitrine-product-card' ).nth( 4 );
		await card.hover();
		await card.locator( '.vitrine-quick-view-button' ).click();
		const dialog = page.locator( 'dialog.vitrine-quick-view' );
		await expect( dialog ).toBeVisible();
		await animationsSettled( page );

		// Covered by the modal: its box or its ::backdrop takes the pointer there.
		expect( await hitsItself( page, '.back-to-top' ) ).toBe( false );

		const close = dialog.getByRole( 'button', { name: 'Close' } );
		const inCorner = async () => {
			const box = ( await dialog.boundingBox() )!;
			const button = ( await close.boundingBox() )!;
			expect( button.x ).toBeGreaterThanOrEqual( box.x );
			expect( button.y ).toBeGreaterThanOrEqual( box.y );
			expect( button.x + button.width ).toBeLessThanOrEqual(
				box.x + box.width
			);
			expect( button.y + button.height ).toBeLessThanOrEqual(
				box.y + box.height
			);
			// 12 px from the top and the end of the dialog's visible box.
			expect( Math.round( button.y - box.y ) ).toBe( 12 );
			expect(
				Math.round( box.x + box.width - button.x - button.width )
			).toBe( 12 );
			expect(
				await hitsItself(
					page,
					'dialog.vitrine-quick-view > .vitrine-modal__close'
				)
			).toBe( true );
		};
		await inCorner();
		// On the phone the product is taller than the dialog: scrolled to its end, the button is
		// still in the corner (it used to scroll away with the picture).
		const scrolled = await dialog.evaluate( ( node ) => {
			node.scrollTo( 0, node.scrollHeight );
			return node.scrollTop;
		} );
		if ( size.width < 500 ) {
			expect( scrolled ).toBeGreaterThan( 100 );
		}
		await inCorner();
		await page.screenshot( {
			path: test.info().outputPath( `quick-view-${ size.width }.png` ),
		} );
		await close.click();
		await expect( dialog ).toHaveCount( 0 );
	} );
}

test( '"You may also like" with fewer products than columns: a column each, as wide as in a full row', async ( {
	page,
} ) => {
	const admin = await restAs();
	const name = `Few related ${ Date.now().toString( 36 ) }`;
	const category = await admin.rest< { id: number } >( {
		method: 'POST',
		path: '/wp/v2/vitrine_product_cat',
		data: { name },
	} );
	const products = [];
	try {
		for ( const title of [ 'Linen pouch', 'Linen tray' ] ) {
			const product = await temporaryProduct( `${ name } ${ title }`, {
				_regular_price: '9.00',
			} );
			products.push( product );
			await admin.rest( {
				method: 'POST',
				path: `/wp/v2/products/${ product.id }`,
				data: { vitrine_product_cat: [ category.id ] },
			} );
		}
		for ( const size of WIDTHS ) {
			await page.setViewportSize( size );
			await page.goto( products[ 0 ]!.link );
			const list = page.locator(
				'.vitrine-product__related .vitrine-products__list'
			);
			await expect( list.locator( '.vitrine-product-card' ) ).toHaveCount(
				1
			);
			const layout = await list.evaluate( ( node ) => {
				const style = getComputedStyle( node );
				// The list's columns: the grid's container queries set them on it.
				const columns = style.getPropertyValue(
					'--vitrine-products-columns'
				);
				return {
					tracks: style.gridTemplateColumns
						.split( ' ' )
						.filter( ( track ) => parseFloat( track ) > 0 ).length,
					columns: Number( columns ),
					gap: parseFloat( style.columnGap ),
					width: node.getBoundingClientRect().width,
					card: node
						.querySelector( '.vitrine-product-card' )!
						.getBoundingClientRect().width,
				};
			} );
			expect( layout.tracks, `${ size.width } px` ).toBe( 1 );
			const fullRowCard =
				( layout.width - ( layout.columns - 1 ) * layout.gap ) /
				layout.columns;
			expect( Math.abs( layout.card - fullRowCard ) ).toBeLessThan( 1 );
			await page.locator( '.vitrine-product__related' ).screenshot( {
				path: test.info().outputPath( `related-${ size.width }.png` ),
			} );
		}
	} finally {
		for ( const product of products ) {
			await product.remove();
		}
		await admin.rest( {
			method: 'DELETE',
			path: `/wp/v2/vitrine_product_cat/${ category.id }`,
			params: { force: true },
		} );
	}
} );

for ( const size of WIDTHS ) {
	test( `the lightbox at ${ size.width } px: Tab only among its controls, no empty heading, axe clean, Escape gives focus back`, async ( {
		page,
	} ) => {
		await page.setViewportSize( size );
		await page.goto( '/product/bud-vase/' );
		const opener = page
			.locator(
				'.vitrine-product .vitrine-product-gallery__slide.is-active a'
			)
			.first();
		await opener.click();
		const box = page.locator( '.vitrine-lightbox' );
		await expect( box ).toBeVisible();
		await expect( box.locator( '.gslide.current img' ) ).toBeVisible();
		await animationsSettled( page );

		await expect(
			box.locator( 'h1, h2, h3, h4, h5, h6, [role="heading"]' )
		).toHaveCount( 0 );
		const results = await new AxeBuilder( { page } )
			.include( '.vitrine-lightbox' )
			.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
			.analyze();
		expect( results.violations.map( ( v ) => v.id ) ).toEqual( [] );

		// Twice round: every stop is a named, visible control of the lightbox.
		const stops: string[] = [];
		for ( let i = 0; i < 8; i++ ) {
			await page.keyboard.press( 'Tab' );
			stops.push(
				await page.evaluate( () => {
					// eslint-disable-next-line @wordpress/no-global-active-element -- page context.
					const active = document.activeElement as HTMLElement;
					const inside = !! active.closest( '.vitrine-lightbox' );
					const name = active.getAttribute( 'aria-label' ) ?? '';
					const shown = active.getClientRects().length > 0;
					return inside && shown && name
						? name
						: `stray: ${ active.tagName } ${ active.className }`;
				} )
			);
		}
		expect(
			stops.filter( ( stop ) => stop.startsWith( 'stray' ) )
		).toEqual( [] );
		expect( stops.slice( 0, 4 ) ).toEqual( stops.slice( 4 ) );
		expect( new Set( stops ) ).toEqual(
			new Set( [ 'Close', 'Previous', 'Next', 'Play slideshow' ] )
		);
		await page.keyboard.press( 'Shift+Tab' );
		await expect( page.locator( ':focus' ) ).toHaveAttribute(
			'aria-label',
			stops[ 6 ]!
		);
		await page.screenshot( {
			path: test.info().outputPath( `lightbox-${ size.width }.png` ),
		} );

		await page.keyboard.press( 'Escape' );
		await expect( box ).toBeHidden();
		await expect( opener ).toBeFocused();
	} );
}
