/**
 * Pictures at the size they are shown: on a phone and on a desktop, no product card, gallery
 * or featured picture the shop, a product or a case study loads is more than twice as wide as
 * it is drawn (in device pixels).
 * A slide out of view (drawn 0 px wide in a scrolled row) counts as wide as its row.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/** The shop's and the galleries' pictures, and a page's featured picture. */
const PICTURES =
	'img.vitrine-product-card__image, .vitrine-product-gallery img, img.wp-post-image';

/**
 * Every loaded picture on the page whose file is wider than 2 × its drawn width × DPR. The
 * file's width is its `srcset` candidate's (`naturalWidth` is divided by the density `sizes`
 * gives it, so it says nothing about the file).
 */
async function oversized( page: Page ): Promise< string[] > {
	return page.locator( PICTURES ).evaluateAll( ( images ) => {
		const ratio = window.devicePixelRatio;
		const fileWidth = ( image: HTMLImageElement ): number => {
			const candidate = image.srcset
				.split( ',' )
				.map( ( entry ) => entry.trim().split( /\s+/ ) )
				.find( ( [ url ] ) => url === image.currentSrc );
			return candidate?.[ 1 ]?.endsWith( 'w' )
				? parseInt( candidate[ 1 ], 10 )
				: image.naturalWidth;
		};
		return ( images as HTMLImageElement[] )
			.filter( ( image ) => image.complete && image.naturalWidth > 0 )
			.filter( ( image ) => {
				// A slide out of view is drawn as wide as the one in view.
				const shown =
					image.getBoundingClientRect().width ||
					( image.closest( 'ul' )?.getBoundingClientRect().width ??
						0 );
				return fileWidth( image ) > 2 * shown * ratio;
			} )
			.map(
				( image ) =>
					`${ image.currentSrc } (${ fileWidth(
						image
					) } px for ${ Math.round(
						image.getBoundingClientRect().width
					) } px)`
			);
	} );
}

for ( const [ device, viewport, deviceScaleFactor ] of [
	[ 'a phone', { width: 375, height: 812 }, 2 ],
	[ 'a desktop', { width: 1366, height: 900 }, 1 ],
] as const ) {
	test.describe( `on ${ device }`, () => {
		test.use( { viewport, deviceScaleFactor } );

		for ( const path of [
			'/shop/',
			'/product/bud-vase/',
			'/case-studies/a-bakery-in-lyon/',
		] ) {
			test( `${ path } loads no picture larger than it shows`, async ( {
				page,
			} ) => {
				await page.goto( path, { waitUntil: 'networkidle' } );
				// Down the page too: the lazy pictures load as the visitor scrolls.
				await page.mouse.wheel( 0, 4000 );
				await page.waitForLoadState( 'networkidle' );
				expect( await oversized( page ) ).toEqual( [] );
			} );
		}
	} );
}
