/**
 * The countdown on /widgets/: the moment in the site's format without JavaScript; with it,
 * the time left ticking second by second on the page's own clock (no waiting), a live region
 * that speaks on the hour rather than every second, and the message when the time is up.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const SECTION = '.vitrine-countdown';

/** The moment the demo's countdown counts down to, as its server markup states it. */
async function target( page: Page ): Promise< number > {
	const response = await page.request.get( '/widgets/' );
	const html = await response.text();
	const datetime = /<time datetime="([^"]+)"/.exec(
		html.slice( html.indexOf( 'vitrine-countdown' ) )
	)?.[ 1 ];
	expect( datetime, 'the countdown’s <time>' ).toBeTruthy();
	return Date.parse( datetime! );
}

test( 'without JavaScript the countdown states its date and time', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/widgets/' );
	const countdown = page.locator( SECTION );
	await expect( countdown ).toContainText( 'Our winter open studio begins' );
	await expect( countdown ).toContainText( /Counting down to \S.*\d/ );
	await expect( countdown.getByRole( 'timer' ) ).toHaveCount( 0 );
	await context.close();
} );

test( 'the countdown ticks, announces sparingly and ends with its message', async ( {
	page,
} ) => {
	const end = await target( page );
	// Two hours and half a minute before the end, then held still a little later.
	await page.clock.install( { time: end - ( 2 * 3600 + 30 ) * 1000 } );
	await page.goto( '/widgets/' );
	const countdown = page.locator(
		`${ SECTION }[data-vitrine-state="mounted"]`
	);
	await expect( countdown ).toBeVisible();
	await page.clock.pauseAt( end - ( 2 * 3600 + 20 ) * 1000 );

	const timer = countdown.getByRole( 'timer', {
		name: 'Our winter open studio begins',
	} );
	const unit = ( name: string ) =>
		timer.locator( `.vitrine-countdown__unit.is-${ name }` );
	await expect( unit( 'days' ) ).toHaveText( '0 Days' );
	await expect( unit( 'hours' ) ).toHaveText( '02 Hours' );
	await expect( unit( 'minutes' ) ).toHaveText( '00 Minutes' );
	await expect( unit( 'seconds' ) ).toHaveText( '20 Seconds' );
	const status = countdown.getByRole( 'status' );
	await expect( status ).toHaveText( '' );

	await page.clock.runFor( 1000 );
	await expect( unit( 'seconds' ) ).toHaveText( '19 Seconds' );
	await expect( status ).toHaveText( '' );
	// Two hours left: said once, not again with the next seconds.
	await page.clock.runFor( 19_000 );
	await expect( unit( 'seconds' ) ).toHaveText( '00 Seconds' );
	await expect( status ).toHaveText( '2 hours left' );
	await page.clock.runFor( 5000 );
	await expect( unit( 'minutes' ) ).toHaveText( '59 Minutes' );
	await expect( status ).toHaveText( '2 hours left' );

	await page.clock.runFor( 2 * 3600 * 1000 );
	await expect( timer ).toHaveCount( 0 );
	await expect( countdown ).toContainText(
		'The open studio has begun: come in!'
	);
	await expect( status ).toHaveText( 'The open studio has begun: come in!' );

	// axe waits on timers of its own: let the page's time run again.
	await page.clock.resume();
	const axe = await new AxeBuilder( { page } ).include( SECTION ).analyze();
	expect( axe.violations ).toEqual( [] );
} );
