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
	await page.goto( '/widgets/' );
	const slideshow = layer( page, 'slideshow' );
	await slideshow.scrollIntoViewIfNeeded();
	await expect( slideshow.locator( 'img' ) ).toHaveCount( 2 );
	// Three pictures, three seconds each: 1, 2, then back to the first.
	for ( const slide of [ '1', '2', '0' ] ) {
		await expect( slideshow ).toHaveAttribute(
			'data-vitrine-slide',
			slide,
			{
				timeout: 10_000,
			}
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
