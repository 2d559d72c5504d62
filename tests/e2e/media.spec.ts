/**
 * The media widgets on the running site: the portfolio gallery (filters, lightbox, retries of
 * a failing picture), the gallery slider (thumbnails, keys, lightbox), the image comparison and hotspots by keyboard, circle progress for
 * screen readers, the no-JavaScript fallbacks, axe on the media sections, and a hostile SVG
 * uploaded by an admin that never runs, on the page or in the block editor.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { afterFrames, logIn, restAs } from './support';

const mounted = ( page: Page, name: string ) =>
	page.locator( `.vitrine-${ name }[data-vitrine-state="mounted"]` );

async function openWidgets( page: Page, name: string ) {
	await page.goto( '/widgets/' );
	const widget = mounted( page, name ).first();
	await widget.scrollIntoViewIfNeeded();
	await expect( widget ).toBeAttached();
	return widget;
}

test( 'the portfolio filters its pictures by category and opens the visible ones in the lightbox', async ( {
	page,
} ) => {
	await openWidgets( page, 'portfolio' );
	const gallery = page.locator( '.vitrine-portfolio' ).first();
	const filters = gallery.getByRole( 'group', { name: 'Show pictures of' } );
	const all = filters.getByRole( 'button', { name: 'All' } );
	const people = filters.getByRole( 'button', { name: 'People' } );
	await expect( all ).toHaveAttribute( 'aria-pressed', 'true' );
	const items = gallery.locator( '.vitrine-portfolio__item' );
	const total = await items.count();
	expect( total ).toBeGreaterThan( 4 );

	await people.click();
	await expect( people ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( all ).toHaveAttribute( 'aria-pressed', 'false' );
	const visible = gallery.locator( '.vitrine-portfolio__item:visible' );
	await expect( visible ).toHaveCount(
		await gallery.locator( '[data-category="people"]' ).count()
	);
	expect( await visible.count() ).toBeLessThan( total );

	const first = visible.first().locator( 'a' );
	await first.click();
	const lightbox = page.locator( '.vitrine-lightbox' );
	await expect( lightbox ).toBeVisible();
	await expect(
		page.locator( '.vitrine-lightbox .vitrine-lightbox__status' )
	).toContainText( `of ${ await visible.count() }` );
	await page.keyboard.press( 'Escape' );
	await expect( lightbox ).toHaveCount( 0 );
	await expect( first ).toBeFocused();
} );

test( 'the gallery slider follows its thumbnails and the arrow keys, and its lightbox gives focus back', async ( {
	page,
} ) => {
	const slider = await openWidgets( page, 'gallery-slider' );
	await expect(
		slider.locator(
			'.vitrine-product-gallery__thumbs-viewport--initialized'
		)
	).toBeAttached();
	const thumbs = slider.getByRole( 'button', { name: /^Show image/ } );
	expect( await thumbs.count() ).toBeGreaterThan( 2 );
	await expect( thumbs.first() ).toHaveAttribute( 'aria-current', 'true' );
	const active = slider.locator(
		'.vitrine-product-gallery__slide.is-active'
	);
	const slides = slider.locator( '.vitrine-product-gallery__slide' );

	await thumbs.nth( 2 ).click();
	await expect( thumbs.nth( 2 ) ).toHaveAttribute( 'aria-current', 'true' );
	await expect( thumbs.first() ).not.toHaveAttribute( 'aria-current' );
	await expect( slides.nth( 2 ) ).toHaveClass( /is-active/ );

	await page.keyboard.press( 'ArrowLeft' );
	await expect( thumbs.nth( 1 ) ).toHaveAttribute( 'aria-current', 'true' );
	await expect( thumbs.nth( 1 ) ).toBeFocused();
	await expect( slides.nth( 1 ) ).toHaveClass( /is-active/ );
	await page.keyboard.press( 'Home' );
	await expect( slides.first() ).toHaveClass( /is-active/ );

	const picture = active.getByRole( 'link', { name: /^Enlarge image 1 of/ } );
	await picture.click();
	const lightbox = page.locator( '.vitrine-lightbox' );
	await expect( lightbox ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( lightbox ).toHaveCount( 0 );
	await expect( picture ).toBeFocused();
} );

test( 'a picture that fails to load is tried 3 more times, 500 ms apart, then marked broken', async ( {
	page,
} ) => {
	// Other widgets on the page may show the same picture: follow the portfolio's retries,
	// which carry `vitrine-retry=<n>`, and the first try of the same file before them.
	const requests: Array< { url: URL; at: number } > = [];
	await page.route( /ines-moreau[^/]*\.(jpg|webp)/, ( route ) => {
		requests.push( {
			url: new URL( route.request().url() ),
			at: Date.now(),
		} );
		return route.abort();
	} );
	await openWidgets( page, 'portfolio' );
	const item = page
		.locator( '.vitrine-portfolio__item[data-category="people"]' )
		.first();
	await item.scrollIntoViewIfNeeded();
	await expect( item ).toHaveClass( /is-broken/, { timeout: 10_000 } );
	const retries = requests.filter( ( request ) =>
		request.url.searchParams.has( 'vitrine-retry' )
	);
	expect(
		retries.map( ( request ) =>
			request.url.searchParams.get( 'vitrine-retry' )
		)
	).toEqual( [ '1', '2', '3' ] );
	const first = requests.find(
		( request ) =>
			request.url.pathname === retries[ 0 ]!.url.pathname &&
			! request.url.searchParams.has( 'vitrine-retry' )
	);
	expect( first ).toBeDefined();
	const tries = [ first!.at, ...retries.map( ( request ) => request.at ) ];
	expect( tries ).toHaveLength( 4 );
	for ( let i = 1; i < tries.length; i++ ) {
		expect( tries[ i ]! - tries[ i - 1 ]! ).toBeGreaterThanOrEqual( 450 );
	}
} );

test( 'the comparison handle moves with the arrow keys, Home and End, and with a click', async ( {
	page,
} ) => {
	await openWidgets( page, 'image-comparison' );
	const handle = page.getByRole( 'slider', {
		name: 'Share of the picture shown as before',
	} );
	await expect( handle ).toHaveAttribute( 'aria-valuenow', '50' );
	await handle.focus();
	await page.keyboard.press( 'ArrowRight' );
	await page.keyboard.press( 'ArrowRight' );
	await expect( handle ).toHaveAttribute( 'aria-valuenow', '52' );
	await page.keyboard.press( 'Shift+ArrowLeft' );
	await expect( handle ).toHaveAttribute( 'aria-valuenow', '42' );
	await page.keyboard.press( 'End' );
	await expect( handle ).toHaveAttribute( 'aria-valuenow', '100' );
	await page.keyboard.press( 'Home' );
	await expect( handle ).toHaveAttribute( 'aria-valuenow', '0' );
	await expect( handle ).toHaveAttribute(
		'aria-valuetext',
		'Sketch 0%, Finished 100%'
	);

	const frame = page.locator( '.vitrine-compare__frame' );
	const box = ( await frame.boundingBox() )!;
	await page.mouse.click( box.x + box.width * 0.25, box.y + box.height / 2 );
	const value = Number( await handle.getAttribute( 'aria-valuenow' ) );
	expect( value ).toBeGreaterThanOrEqual( 24 );
	expect( value ).toBeLessThanOrEqual( 26 );
	await expect( frame ).toHaveAttribute(
		'style',
		/--vitrine-compare: 2[456]/
	);
} );

test( 'hotspot markers open their tooltip from the keyboard and Escape closes it', async ( {
	page,
} ) => {
	await openWidgets( page, 'hotspots' );
	const marker = page.getByRole( 'button', {
		name: 'Point 1: Ash counter',
	} );
	const tip = page
		.getByRole( 'tooltip' )
		.filter( { hasText: 'Ash counter' } );
	await expect( tip ).toBeHidden();
	await marker.focus();
	await page.keyboard.press( 'Enter' );
	await expect( marker ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( tip ).toBeVisible();
	await expect( tip ).toContainText( 'Solid ash' );
	await page.keyboard.press( 'Escape' );
	await expect( tip ).toBeHidden();
	await expect( marker ).toBeFocused();
} );

test( 'circle progress is a progressbar with its value, 75 of 100 by default', async ( {
	page,
} ) => {
	await openWidgets( page, 'circle-progress' );
	const circle = page.getByRole( 'progressbar', {
		name: 'Projects delivered on time',
	} );
	await expect( circle ).toHaveAttribute( 'aria-valuenow', '75' );
	await expect( circle ).toHaveAttribute( 'aria-valuemax', '100' );
	await circle.scrollIntoViewIfNeeded();
	await expect(
		circle.locator( '.vitrine-circle-progress__value' )
	).toHaveText( '75%' );
	const makers = page.getByRole( 'progressbar', {
		name: 'Makers we work with',
	} );
	await expect( makers ).toHaveAttribute( 'aria-valuetext', '84%' );
} );

test( 'the reading bar fills as the page scrolls and the extended heading marks its words', async ( {
	page,
} ) => {
	await openWidgets( page, 'scroll-indicators' );
	const bar = page.getByRole( 'progressbar', { name: 'Reading progress' } );
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
	await expect( bar ).toHaveAttribute( 'aria-valuenow', '0' );
	await page.evaluate( () =>
		window.scrollTo( 0, document.documentElement.scrollHeight )
	);
	await expect( bar ).toHaveAttribute( 'aria-valuenow', '100' );
	await expect(
		page.locator( '.vitrine-extended-heading__highlight' ).first()
	).toHaveText( 'by hand' );
} );

test( "the audio playlist plays a chosen track with Plyr's controls, from the keyboard", async ( {
	page,
} ) => {
	await openWidgets( page, 'audio-player' );
	const player = page.locator( '.vitrine-audio-player' );
	await player.scrollIntoViewIfNeeded();
	await expect( player.locator( '.plyr' ) ).toBeVisible();
	// Its name turns to "Playing: Kiln bell" once the sound starts, which can be at once.
	const bell = player.getByRole( 'button', {
		name: /^Play(ing)?: Kiln bell$/,
	} );
	await expect( bell ).toHaveAccessibleName( 'Play: Kiln bell' );
	await bell.focus();
	await page.keyboard.press( 'Enter' );
	await expect( bell ).toHaveAttribute( 'aria-current', 'true' );
	await expect
		.poll( () =>
			player
				.locator( 'audio' )
				.evaluate(
					( audio ) => ( audio as HTMLAudioElement ).currentSrc
				)
		)
		.toContain( 'kiln-bell' );
	await expect( bell ).toHaveAccessibleName( /Kiln bell/ );
} );

test( 'a video-site video loads nothing of the site until play is pressed', async ( {
	page,
} ) => {
	const external: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /youtube|ytimg|vimeo/.test( request.url() ) ) {
			external.push( request.url() );
		}
	} );
	// No outside network in tests: answer the site's script with nothing.
	await page.route( /youtube|ytimg|vimeo/, ( route ) =>
		route.fulfill( { status: 200, body: '' } )
	);
	await openWidgets( page, 'video-player' );
	const start = page.getByRole( 'button', {
		name: 'Watch A day in the workshop',
	} );
	await start.scrollIntoViewIfNeeded();
	// Mounted (openWidgets), and two frames later: anything fetched ahead has been asked for.
	await afterFrames( page );
	expect( external ).toEqual( [] );
	await start.focus();
	await page.keyboard.press( 'Enter' );
	await expect( start ).toHaveCount( 0 );
	await expect(
		page.locator( '.vitrine-video-player .plyr' )
	).toBeAttached();
	await expect.poll( () => external.length ).toBeGreaterThan( 0 );
} );

test( 'the device frame fetches its shape by device and shows the picture in its screen', async ( {
	page,
} ) => {
	const shapes: string[] = [];
	page.on( 'response', ( response ) => {
		if ( response.url().includes( '/assets/devices/' ) ) {
			shapes.push( `${ response.status() } ${ response.url() }` );
		}
	} );
	await page.goto( '/widgets/' );
	const laptop = page.locator( '.vitrine-device-frame--laptop' );
	await laptop.scrollIntoViewIfNeeded();
	const screen = ( await laptop
		.locator( '.vitrine-device-frame__screen' )
		.boundingBox() )!;
	const device = ( await laptop
		.locator( '.vitrine-device-frame__device' )
		.boundingBox() )!;
	expect( screen.width / device.width ).toBeCloseTo( 1060 / 1400, 2 );
	await expect(
		laptop.locator( '.vitrine-device-frame__media' )
	).toBeVisible();
	await page
		.locator( '.vitrine-device-frame--phone' )
		.scrollIntoViewIfNeeded();
	await expect
		.poll( () => shapes.sort() )
		.toEqual( [
			expect.stringMatching( /^200 .*laptop\.svg/ ),
			expect.stringMatching( /^200 .*phone\.svg/ ),
		] );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the media widgets still show their pictures, a split comparison and hotspot disclosures', async ( {
		page,
	} ) => {
		await page.goto( '/widgets/' );
		const links = page.locator( '.vitrine-portfolio__link' );
		expect( await links.count() ).toBeGreaterThan( 4 );
		await expect( links.first() ).toHaveAttribute(
			'href',
			/\.(jpe?g|webp)$/
		);
		await expect(
			page.locator( '.vitrine-compare__before img' )
		).toBeAttached();
		const thumbLinks = page.locator(
			'.vitrine-gallery-slider .vitrine-product-gallery__thumb-button'
		);
		expect( await thumbLinks.count() ).toBeGreaterThan( 2 );
		await expect( thumbLinks.first() ).toHaveAttribute(
			'href',
			/\.(jpe?g|webp)$/
		);
		await expect(
			page.locator( '.vitrine-inline-svg svg' )
		).toBeAttached();
		const marker = page.locator( '.vitrine-hotspots__marker' ).first();
		await marker.scrollIntoViewIfNeeded();
		await marker.click();
		await expect(
			page.locator(
				'.vitrine-hotspots__spot[open] .vitrine-hotspots__tip'
			)
		).toContainText( 'Solid ash' );
		await expect(
			page.locator( '.vitrine-audio-player audio[controls]' )
		).toBeAttached();
		await expect(
			page.locator( '.vitrine-video-player__site-link' )
		).toHaveAttribute( 'href', /youtube\.com/ );
		await expect(
			page.getByRole( 'progressbar', {
				name: 'Projects delivered on time',
			} )
		).toHaveAttribute( 'aria-valuenow', '75' );
		// The progress rings are the same widget's server drawing.
		await expect(
			page
				.locator( '.vitrine-progress-rings' )
				.first()
				.getByRole( 'progressbar', { name: 'Interiors' } )
		).toHaveAttribute( 'aria-valuenow', '92' );
	} );
} );

test( 'axe finds no WCAG 2.1 AA violation in the media widgets on /widgets/', async ( {
	page,
} ) => {
	await openWidgets( page, 'circle-progress' );
	const results = await new AxeBuilder( { page } )
		.include( '.vitrine-inline-svg' )
		.include( '.vitrine-portfolio' )
		.include( '.vitrine-gallery-slider' )
		.include( '.vitrine-image-comparison' )
		.include( '.vitrine-hotspots' )
		.include( '.vitrine-circle-progress' )
		.include( '.vitrine-audio-player' )
		.include( '.vitrine-video-player' )
		.include( '.vitrine-extended-heading' )
		.include( '.vitrine-device-frame' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect( results.violations.map( ( v ) => v.id ) ).toEqual( [] );
} );

const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert('onload')">
<script>alert('script')</script>
<a xlink:href="javascript:alert('xlink')"><rect id="hostile-rect" width="10" height="10"/></a>
<foreignObject width="10" height="10"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert('foreign')"/></foreignObject>
<use href="https://evil.example/sprite.svg#x"/>
<image href="x" onerror="alert('image')"/>
</svg>`;

test( 'a hostile SVG uploaded by an admin never runs, on the page or in the block editor', async ( {
	page,
} ) => {
	test.setTimeout( 60_000 );
	const dialogs: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		dialogs.push( dialog.message() );
		void dialog.dismiss();
	} );
	await logIn( page ); // For the block editor below.
	const admin = await restAs();
	const name = `hostile-${ Date.now() }.svg`;
	const media = await admin.rest< { id: number; source_url: string } >( {
		method: 'POST',
		path: '/wp/v2/media',
		headers: {
			'Content-Type': 'image/svg+xml',
			'Content-Disposition': `attachment; filename="${ name }"`,
		},
		data: Buffer.from( HOSTILE_SVG ),
	} );
	const stored = await ( await page.request.get( media.source_url ) ).text();
	expect( stored ).toContain( 'hostile-rect' );
	expect( stored ).not.toMatch(
		/alert|script|onload|onerror|foreignObject|evil\.example/i
	);

	const pageData = await admin.rest< { id: number; link: string } >( {
		method: 'POST',
		path: '/wp/v2/pages',
		data: {
			title: `Hostile SVG ${ Date.now() }`,
			status: 'publish',
			content: `<!-- wp:vitrine/inline-svg {"id":${ media.id },"label":"Hostile drawing"} /-->`,
		},
	} );

	await page.goto( pageData.link );
	const drawing = page.getByRole( 'img', { name: 'Hostile drawing' } );
	await expect( drawing.locator( '#hostile-rect' ) ).toBeAttached();
	await expect( drawing.locator( 'script, foreignObject' ) ).toHaveCount( 0 );

	await page.goto( `/wp-admin/post.php?post=${ pageData.id }&action=edit` );
	const editor = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect( editor.locator( '#hostile-rect' ) ).toBeAttached( {
		timeout: 20_000,
	} );
	// An injected handler would have run by the time the canvas has rendered twice more.
	const canvas = page.frame( { name: 'editor-canvas' } );
	expect( canvas ).not.toBeNull();
	await afterFrames( canvas! );
	expect( dialogs ).toEqual( [] );
} );

test( 'a page without media widgets loads none of their chunks', async ( {
	page,
} ) => {
	const chunks: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			/chunks\/(portfolio|gallery-slider|thumbs-swiper|image-comparison|hotspots|circle-progress|vanilla-tilt)\./.test(
				request.url()
			)
		) {
			chunks.push( request.url() );
		}
	} );
	await page.goto( '/contact/' );
	await page.waitForLoadState( 'networkidle' );
	expect( chunks ).toEqual( [] );
} );
