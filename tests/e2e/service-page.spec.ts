/**
 * A service's page and the site's icon, under the Vitrine theme and Twenty Twenty-Five (the
 * theme chosen per request by the `vitrine_e2e_theme` cookie): the service's picture at the
 * size shown, its text, a call to action whose button leads to the contact form; and the icon
 * every page links is the demo's own attachment, never WordPress's "W".
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { animationsSettled } from './support';

const THEMES = [ 'vitrine', 'twentytwentyfive' ] as const;
const SERVICE = '/services/interior-styling/';

test.describe.configure( { timeout: 60_000 } );

/**
 * How far the page scrolls sideways (0: not at all).
 * @param page The page.
 */
const sideways = ( page: Page ) =>
	page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);

for ( const theme of THEMES ) {
	test.describe( `under ${ theme }`, () => {
		test.beforeEach( async ( { context, baseURL } ) => {
			if ( theme !== 'vitrine' ) {
				await context.addCookies( [
					{ name: 'vitrine_e2e_theme', value: theme, url: baseURL! },
				] );
			}
		} );

		test( 'a service page shows its picture, its text and a call to action to the contact form', async ( {
			page,
		}, info ) => {
			for ( const width of [ 1280, 375 ] ) {
				await page.setViewportSize( { width, height: 900 } );
				await page.goto( SERVICE );
				if ( theme !== 'vitrine' ) {
					expect( await page.content() ).toContain(
						`/themes/${ theme }/`
					);
				}
				// The featured picture, responsive: a srcset the browser picks from by `sizes`.
				const picture = page
					.locator(
						'img.wp-post-image, .wp-block-post-featured-image img'
					)
					.first();
				await expect( picture ).toBeVisible();
				await expect( picture ).toHaveAttribute( 'srcset', /\d+w/ );
				await expect( picture ).toHaveAttribute( 'sizes', /.+/ );
				expect(
					await picture.evaluate(
						( img: HTMLImageElement ) => img.naturalWidth
					)
				).toBeGreaterThan( 0 );
				await expect(
					page.getByRole( 'heading', { name: 'How it works' } )
				).toBeVisible();

				const cta = page.locator( '.vitrine-service-cta' );
				await expect( cta ).toHaveCount( 1 );
				await expect(
					cta.getByRole( 'heading', {
						name: 'Interested in Interior styling?',
					} )
				).toBeVisible();
				const button = cta.getByRole( 'link', {
					name: 'Get in touch',
				} );
				await expect( button ).toHaveClass( /\bwp-element-button\b/ );
				expect(
					await button.evaluate(
						( el ) => getComputedStyle( el ).backgroundColor
					)
				).not.toBe( 'rgba(0, 0, 0, 0)' );
				expect( await sideways( page ) ).toBeLessThanOrEqual( 0 );
				await cta.scrollIntoViewIfNeeded();
				await animationsSettled( page );
				await page.screenshot( {
					path: info.outputPath(
						`${ theme }-service-${ width }.png`
					),
					fullPage: true,
				} );
			}

			await page
				.locator( '.vitrine-service-cta' )
				.getByRole( 'link', { name: 'Get in touch' } )
				.click();
			await expect( page ).toHaveURL( /\/contact\/$/ );
			await expect(
				page.locator( '[data-vitrine-widget="contact-form"]' )
			).toHaveCount( 1 );
		} );

		test( 'the site icon is the demo’s own attachment', async ( {
			page,
			request,
		} ) => {
			await page.goto( '/' );
			const icons = page.locator( 'link[rel~="icon"]' );
			await expect( icons ).not.toHaveCount( 0 );
			for ( const href of await icons.evaluateAll( ( links ) =>
				links.map( ( link ) => ( link as HTMLLinkElement ).href )
			) ) {
				expect( href ).toMatch(
					/\/wp-content\/uploads\/.*vitrine-site-icon[^/]*\.png$/
				);
			}
			const first = await icons
				.first()
				.evaluate( ( link ) => ( link as HTMLLinkElement ).href );
			const response = await request.get( first );
			expect( response.status() ).toBe( 200 );
			expect( response.headers()[ 'content-type' ] ).toBe( 'image/png' );
			// No icon of WordPress's on the page either.
			expect( await page.content() ).not.toMatch(
				/w-logo|wordpress-logo/
			);
		} );
	} );
}
