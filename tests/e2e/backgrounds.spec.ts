/**
 * Moving backgrounds and tooltips on the running site: the file video plays muted and loops
 * without any video-site script, the slideshow advances (and holds still under reduced
 * motion, and shows its first picture without JavaScript), tooltips by hover, focus, click
 * and Escape, and axe on their sections.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const VIDEO_SITE_API = /youtube\.com\/iframe_api|player\.vimeo\.com\/api/;

const layer = ( page: Page, kind: 'video' | 'slideshow' ) =>
	page
		.locator(
			`.vitrine-background--${ kind }[data-vitrine-state="mounted"]`
		)
		.first();

test( 'the file background video plays muted, inline, without controls, and loops; no video-site script loads', async ( {
	page,
} ) => {
	test.setTimeout( 60_000 );
	const siteRequests: string[] = [];
	page.on( 'request', ( request ) => {
		if ( VIDEO_SITE_API.test( request.url() ) ) {
			siteRequests.push( request.url() );
		}
	} );
	await page.goto( '/widgets/' );
	const video = layer( page, 'video' );
	await video.scrollIntoViewIfNeeded();
	await expect( video ).toHaveAttribute( 'aria-hidden', 'true' );
	await expect( video ).toHaveAttribute( 'data-vitrine-video', 'playing', {
		timeout: 20_000,
	} );
	const element = video.locator( 'video' );
	expect(
		await element.evaluate( ( el: HTMLVideoElement ) => ( {
			muted: el.muted,
			controls: el.controls,
			inline: el.playsInline,
		} ) )
	).toEqual( { muted: true, controls: false, inline: true } );
	// The demo loops from 1 s to 4 s: it starts again at the start time.
	await expect( video ).toHaveAttribute( 'data-vitrine-video-loops', /\d+/, {
		timeout: 20_000,
	} );
	expect(
		await element.evaluate( ( el: HTMLVideoElement ) => el.currentTime )
	).toBeLessThan( 4.5 );
	await expect( video ).toHaveAttribute( 'data-vitrine-video', 'playing' );
	expect( siteRequests ).toEqual( [] );
} );

test( 'the background slideshow advances on its own, its next picture loaded ahead', async ( {
	page,
} ) => {
	// The page's timers, so the test runs the slides' 9 s ahead instead of waiting for them.
	await page.clock.install();
	await page.goto( '/widgets/' );
	const slideshow = layer( page, 'slideshow' );
	await slideshow.scrollIntoViewIfNeeded();
	// Moving (on screen): the next picture is added ahead and its turn is scheduled.
	await expect( slideshow.locator( 'img' ) ).toHaveCount( 2 );
	// Every slide the layer shows from now on, in order, noted on the layer itself (the
	// page's time still flows too, so the test reads the order, not a moment).
	const start = await slideshow.evaluate( ( element ) => {
		const note = () =>
			element.setAttribute(
				'data-test-shown',
				[
					element.getAttribute( 'data-test-shown' ),
					element.getAttribute( 'data-vitrine-slide' ),
				]
					.filter( Boolean )
					.join( ',' )
			);
		note();
		new MutationObserver( note ).observe( element, {
			attributeFilter: [ 'data-vitrine-slide' ],
		} );
		return Number( element.getAttribute( 'data-vitrine-slide' ) );
	} );
	// Three pictures, three seconds each: the next, the one after, then back to the first.
	const order = [ 0, 1, 2, 3 ].map( ( step ) => ( start + step ) % 3 );
	for ( let step = 1; step <= 3; step++ ) {
		await page.clock.runFor( 3000 );
		await expect( slideshow ).toHaveAttribute(
			'data-test-shown',
			new RegExp( `^${ order.slice( 0, step + 1 ).join( ',' ) }` )
		);
	}
	await expect( slideshow.locator( 'img' ) ).toHaveCount( 3 );
	await expect( slideshow.locator( 'img.is-active' ) ).toHaveCount( 1 );
} );

test( 'under reduced motion the slideshow holds its first picture and the video stays a still', async ( {
	page,
} ) => {
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await page.clock.install();
	await page.goto( '/widgets/' );
	const slideshow = layer( page, 'slideshow' );
	await slideshow.scrollIntoViewIfNeeded();
	await page.clock.runFor( 10_000 );
	await expect( slideshow ).toHaveAttribute( 'data-vitrine-slide', '0' );
	await expect( slideshow.locator( 'img' ) ).toHaveCount( 1 );
	const video = layer( page, 'video' );
	await video.scrollIntoViewIfNeeded();
	await expect(
		video.locator( 'img.vitrine-background__fallback' )
	).toBeVisible();
	await expect( video.locator( 'video' ) ).toHaveCount( 0 );
} );

test( 'without JavaScript the home hero shows its first picture', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/' );
	const first = page.locator(
		'.has-vitrine-background .vitrine-background__slide.is-active'
	);
	await expect( first ).toBeVisible();
	await expect( first ).toHaveAttribute( 'alt', '' );
	await context.close();
} );

test( 'tooltips show on hover, focus and click, and hide on leaving, Escape and a click outside', async ( {
	page,
} ) => {
	await page.goto( '/widgets/' );
	const hover = page.getByRole( 'button', {
		name: 'terracotta',
		exact: true,
	} );
	await hover.scrollIntoViewIfNeeded();
	await expect(
		page.locator( '.vitrine-tooltip[data-vitrine-state="mounted"]' )
	).toHaveCount( 3 );
	const hoverTip = page.getByRole( 'tooltip', { name: /Fired clay/ } );
	await expect( hoverTip ).toBeHidden();

	await hover.hover();
	await expect( hoverTip ).toBeVisible();
	await expect( hover ).toHaveAccessibleDescription( /Fired clay tiles/ );
	const [ term, tip ] = await Promise.all( [
		hover.boundingBox(),
		hoverTip.boundingBox(),
	] );
	// 10 px above the term (or below, flipped, near the top of the window).
	expect(
		Math.round(
			Math.min(
				Math.abs( term!.y - ( tip!.y + tip!.height ) ),
				Math.abs( tip!.y - ( term!.y + term!.height ) )
			)
		)
	).toBe( 10 );
	await page.mouse.move( 0, 0 );
	await expect( hoverTip ).toBeHidden();

	await hover.focus();
	await expect( hoverTip ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( hoverTip ).toBeHidden();

	const click = page.getByRole( 'button', {
		name: 'tung oil',
		exact: true,
	} );
	const clickTip = page.getByRole( 'tooltip', { name: /drying oil/ } );
	await click.click();
	await expect( clickTip ).toBeVisible();
	await page.getByRole( 'heading', { name: 'Tooltip', exact: true } ).click();
	await expect( clickTip ).toBeHidden();
} );

test( 'axe finds no WCAG 2.1 AA violation in the background and tooltip sections', async ( {
	page,
} ) => {
	await page.goto( '/widgets/' );
	await layer( page, 'video' ).scrollIntoViewIfNeeded();
	const click = page.getByRole( 'button', {
		name: 'tung oil',
		exact: true,
	} );
	await click.scrollIntoViewIfNeeded();
	await click.click();
	await expect(
		page.getByRole( 'tooltip', { name: /drying oil/ } )
	).toBeVisible();
	const results = await new AxeBuilder( { page } )
		.include( '.has-vitrine-background' )
		.include( '.vitrine-tooltip' )
		.include( '.vitrine-tooltip__text' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect( results.violations.map( ( v ) => v.id ) ).toEqual( [] );
} );
