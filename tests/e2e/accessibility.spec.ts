/**
 * Automated accessibility checks (axe-core, WCAG 2.1 A and AA) on the pages a visitor sees,
 * and on the open login popup. Manual keyboard and focus checks live in the feature specs.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { animationsSettled, loginPopupReady } from './support';

const WCAG = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];

async function violations( page: Page ) {
	// The page as visitors use it: widgets render in slices after their code arrives, and a
	// placeholder still waiting for its widget is drawn faded, as inactive.
	await expect(
		page.locator( '[data-vitrine-state="loading"]' )
	).toHaveCount( 0, { timeout: 15_000 } );
	// Contrast is measured at rest: a button whose colour is still fading in fails it.
	await animationsSettled( page );
	const results = await new AxeBuilder( { page } ).withTags( WCAG ).analyze();
	return results.violations.map(
		( violation ) =>
			`${ violation.id }: ${ violation.nodes
				.map( ( node ) => node.target.join( ' ' ) )
				.join( ', ' ) }`
	);
}

for ( const path of [
	'/',
	'/blog/',
	'/the-quiet-return-of-lime-plaster/',
	'/contact/',
	'/widgets/',
	'/shop/',
	'/product/bud-vase/',
	'/account/',
	'/no-such-page/',
] ) {
	test( `${ path } has no WCAG 2.1 AA violations axe can find`, async ( {
		page,
	} ) => {
		// /widgets/ holds every widget: axe alone takes 15 s there on a busy machine.
		test.slow( path === '/widgets/' );
		await page.goto( path, { waitUntil: 'networkidle' } );
		expect( await violations( page ) ).toEqual( [] );
	} );
}

test( 'the open login popup has no WCAG 2.1 AA violations axe can find', async ( {
	page,
} ) => {
	await page.goto( '/', { waitUntil: 'networkidle' } );
	await loginPopupReady( page );
	await page.locator( '[data-vitrine-login-open]' ).first().click();
	await expect( page.getByRole( 'dialog' ) ).toBeVisible();
	expect( await violations( page ) ).toEqual( [] );
} );

test( 'the open quick view has no WCAG 2.1 AA violations axe can find', async ( {
	page,
} ) => {
	await page.goto( '/shop/', { waitUntil: 'networkidle' } );
	// Before its widget mounts the button is a link to the product page (the fallback).
	await expect(
		page.locator( '.vitrine-quick-view[data-vitrine-state="mounted"]' )
	).toHaveCount( 1 );
	await page.locator( '.vitrine-quick-view-button' ).first().focus();
	await page.keyboard.press( 'Enter' );
	await expect( page.getByRole( 'dialog' ) ).toBeVisible();
	await expect(
		page.locator(
			'.vitrine-modal .vitrine-quantity[data-vitrine-state="mounted"]'
		)
	).toBeVisible();
	await animationsSettled( page ); // The fade-in.
	expect( await violations( page ) ).toEqual( [] );
} );
