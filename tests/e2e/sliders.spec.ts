/**
 * The shared slider on /widgets/ and under single posts: mouse, keyboard, touch, dots,
 * autoplay, reduced motion, the no-JavaScript row and layout stability.
 */

/**
 * External dependencies
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { animationsSettled, demoPosts, openEditorWith } from './support';

const WIDGETS = '/widgets/';

function slider( page: Page, variant: string ): Locator {
	return page.locator( `.vitrine-carousel--${ variant }` ).first();
}

/** The index of the active slide (Swiper marks it), or -1 before Swiper runs. */
async function activeIndex( carousel: Locator ): Promise< number > {
	return carousel
		.locator( '.vitrine-carousel__slide' )
		.evaluateAll( ( slides ) =>
			slides.findIndex( ( slide ) =>
				slide.classList.contains( 'vitrine-carousel__slide--active' )
			)
		);
}

/** Brings a slider into view (Swiper starts only near the viewport) and waits for it. */
async function mounted( carousel: Locator ): Promise< void > {
	await carousel.scrollIntoViewIfNeeded();
	await expect(
		carousel.locator( '[data-vitrine-widget="slider"]' )
	).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	await expect(
		carousel.locator( '.vitrine-carousel__viewport--initialized' )
	).toHaveCount( 1 );
}

test.describe( 'with reduced motion (no autoplay, so every move is the visitor’s)', () => {
	test.use( { viewport: { width: 1280, height: 900 } } );

	test.beforeEach( async ( { page } ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		// The page's timers, so a test can run them ahead instead of waiting.
		await page.clock.install();
		await page.goto( WIDGETS );
	} );

	test( 'mouse: next and previous buttons move one slide; previous is disabled at the start', async ( {
		page,
	} ) => {
		const posts = slider( page, 'posts' );
		await posts.scrollIntoViewIfNeeded();
		await mounted( posts );
		const previous = posts.getByRole( 'button', {
			name: 'Previous slide',
		} );
		const next = posts.getByRole( 'button', { name: 'Next slide' } );

		expect( await activeIndex( posts ) ).toBe( 0 );
		await expect( previous ).toBeDisabled();
		await next.click();
		await expect.poll( () => activeIndex( posts ) ).toBe( 1 );
		await next.click();
		await expect.poll( () => activeIndex( posts ) ).toBe( 2 );
		await previous.click();
		await expect.poll( () => activeIndex( posts ) ).toBe( 1 );
		// Three of six fit: the slider stops at the fourth, the last position.
		await next.click();
		await next.click();
		await expect.poll( () => activeIndex( posts ) ).toBe( 3 );
		await expect( next ).toBeDisabled();
	} );

	test( 'mouse: a click whose pointer wobbles 8 px still opens the card (the 10 px swipe threshold)', async ( {
		page,
	} ) => {
		const posts = slider( page, 'posts' );
		await mounted( posts );
		const link = posts
			.locator( '.vitrine-carousel__slide--active a[href]' )
			.first();
		const href = ( await link.getAttribute( 'href' ) ) ?? '';
		expect( href ).not.toBe( '' );
		// The pointer goes down and up on the link itself: the link in the middle of the window (not
		// under the sticky header), measured once the page around it has stopped moving (the
		// widgets above it mount and grow meanwhile), and the point checked to be the link's.
		// A press measured earlier landed on whatever had moved there and dragged a selection.
		await link.evaluate( ( element ) =>
			element.scrollIntoView( { block: 'center' } )
		);
		let previous = '';
		let point = { x: 0, y: 0 };
		await expect
			.poll( async () => {
				const box = await link.boundingBox();
				if ( ! box ) {
					return false;
				}
				const now = JSON.stringify( box );
				const steady = now === previous;
				previous = now;
				point = {
					x: box.x + box.width / 2,
					y: box.y + box.height / 2,
				};
				return (
					steady &&
					( await link.evaluate(
						// Where it goes down and where it comes up, 8 px on.
						( element, { x, y } ) =>
							element.contains(
								document.elementFromPoint( x, y )
							) &&
							element.contains(
								document.elementFromPoint( x + 8, y )
							),
						point
					) )
				);
			} )
			.toBe( true );
		const { x, y } = point;
		await page.mouse.move( x, y );
		await page.mouse.down();
		// Swiper's own 5 px threshold would take this for a drag and cancel the click.
		await page.mouse.move( x + 8, y, { steps: 4 } );
		await page.mouse.up();
		await expect( page ).toHaveURL( href );
	} );

	test( 'keyboard: Tab reaches the controls, Enter presses them, arrows, Home and End move the slider', async ( {
		page,
	} ) => {
		const posts = slider( page, 'posts' );
		await posts.scrollIntoViewIfNeeded();
		await mounted( posts );

		await posts.locator( '.vitrine-carousel__track' ).focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect.poll( () => activeIndex( posts ) ).toBe( 1 );
		await page.keyboard.press( 'End' );
		await expect.poll( () => activeIndex( posts ) ).toBe( 3 );
		await page.keyboard.press( 'ArrowLeft' );
		await expect.poll( () => activeIndex( posts ) ).toBe( 2 );
		await page.keyboard.press( 'Home' );
		await expect.poll( () => activeIndex( posts ) ).toBe( 0 );

		const next = posts.getByRole( 'button', { name: 'Next slide' } );
		await next.focus();
		await page.keyboard.press( 'Enter' );
		await expect.poll( () => activeIndex( posts ) ).toBe( 1 );
		await expect( next ).toBeFocused();

		// The dots are real buttons with translated names.
		const third = posts.getByRole( 'button', { name: 'Go to slide 3' } );
		await third.focus();
		await page.keyboard.press( 'Enter' );
		await expect.poll( () => activeIndex( posts ) ).toBe( 2 );
	} );

	test( 'the carousel is named for screen readers and its slides are labelled', async ( {
		page,
	} ) => {
		const posts = slider( page, 'posts' );
		await mounted( posts );
		await expect( posts ).toHaveAttribute(
			'aria-roledescription',
			'carousel'
		);
		await expect( posts ).toHaveAttribute( 'aria-label', 'Latest stories' );
		await expect(
			posts.locator( '.vitrine-carousel__slide' ).first()
		).toHaveAttribute( 'aria-label', '1 of 6' );
	} );

	test( 'reduced motion: no autoplay and no pause button', async ( {
		page,
	} ) => {
		const posts = slider( page, 'posts' );
		await mounted( posts );
		await expect(
			posts.getByRole( 'button', { name: 'Pause the slideshow' } )
		).toHaveCount( 0 );
		await page.clock.runFor( 4000 ); // Past an autoplay delay.
		expect( await activeIndex( posts ) ).toBe( 0 );
	} );

	test( 'dots show only when there are more items than slides shown', async ( {
		page,
	} ) => {
		// Four team members, four side by side on desktop: nothing to slide.
		const team = slider( page, 'team' );
		await team.scrollIntoViewIfNeeded();
		await mounted( team );
		await expect( team.locator( '.vitrine-carousel__slide' ) ).toHaveCount(
			4
		);
		await expect( team.locator( '.vitrine-carousel__dots' ) ).toBeHidden();
		await expect(
			team.getByRole( 'button', { name: 'Next slide' } )
		).toBeHidden();

		// Six stories, three shown: four positions, four dots.
		const posts = slider( page, 'posts' );
		await mounted( posts );
		await expect( posts.locator( '.vitrine-carousel__dot' ) ).toHaveCount(
			4
		);
		await expect(
			posts.locator( '.vitrine-carousel__dots' )
		).toBeVisible();

		// Two fit a slider 768 to 1023 px wide (its own width, not the window's: 836 px in
		// a 900 px window), so the team has dots too.
		await page.setViewportSize( { width: 900, height: 900 } );
		await expect( team.locator( '.vitrine-carousel__dots' ) ).toBeVisible();
		await expect( team.locator( '.vitrine-carousel__dot' ) ).toHaveCount(
			3
		);
	} );
} );

test( 'autoplay moves on every 3 s, waits while the pointer is over the slider, and the pause button stops it', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	// The page's timers, so the test runs them ahead instead of waiting for them.
	await page.clock.install();
	await page.goto( WIDGETS );
	const posts = slider( page, 'posts' );
	await mounted( posts );
	await page.mouse.move( 0, 0 );
	await page.clock.runFor( 4000 ); // Past an autoplay delay.
	await expect
		.poll( () => activeIndex( posts ), { timeout: 5000 } )
		.toBeGreaterThan( 0 );

	await posts.locator( '.vitrine-carousel__viewport' ).hover();
	const held = await activeIndex( posts );
	await page.clock.runFor( 4000 ); // Past an autoplay delay.
	expect( await activeIndex( posts ) ).toBe( held );

	await page.mouse.move( 0, 0 );
	await page.clock.runFor( 4000 );
	await expect
		.poll( () => activeIndex( posts ), { timeout: 5000 } )
		.not.toBe( held );

	const pause = posts.getByRole( 'button', { name: 'Pause the slideshow' } );
	await pause.click();
	await expect( pause ).toHaveAttribute( 'aria-pressed', 'true' );
	await page.mouse.move( 0, 0 );
	await page.keyboard.press( 'Tab' ); // focus leaves nothing holding it but the pause.
	const paused = await activeIndex( posts );
	await page.clock.runFor( 4000 );
	expect( await activeIndex( posts ) ).toBe( paused );
} );

test.describe( 'touch', () => {
	test.use( {
		viewport: { width: 390, height: 844 },
		hasTouch: true,
		isMobile: true,
	} );

	test( 'a swipe to the left shows the next slide, to the right the previous one', async ( {
		page,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( WIDGETS );
		const posts = slider( page, 'posts' );
		await posts.scrollIntoViewIfNeeded();
		await mounted( posts );
		const box = await posts
			.locator( '.vitrine-carousel__viewport' )
			.boundingBox();
		if ( ! box ) {
			throw new Error( 'the slider has no box' );
		}
		const cdp = await page.context().newCDPSession( page );
		const y = box.y + box.height / 2;
		const swipe = async ( from: number, to: number ) => {
			await cdp.send( 'Input.dispatchTouchEvent', {
				type: 'touchStart',
				touchPoints: [ { x: from, y } ],
			} );
			for ( let step = 1; step <= 8; step++ ) {
				await cdp.send( 'Input.dispatchTouchEvent', {
					type: 'touchMove',
					touchPoints: [
						{ x: from + ( ( to - from ) * step ) / 8, y },
					],
				} );
			}
			await cdp.send( 'Input.dispatchTouchEvent', {
				type: 'touchEnd',
				touchPoints: [],
			} );
		};

		await swipe( box.x + box.width * 0.8, box.x + box.width * 0.2 );
		await expect.poll( () => activeIndex( posts ) ).toBe( 1 );
		await swipe( box.x + box.width * 0.2, box.x + box.width * 0.8 );
		await expect.poll( () => activeIndex( posts ) ).toBe( 0 );
		// One slide per view on a phone: six dots.
		await expect( posts.locator( '.vitrine-carousel__dot' ) ).toHaveCount(
			6
		);
	} );
} );

test.describe( 'without JavaScript', () => {
	test.use( {
		javaScriptEnabled: false,
		viewport: { width: 1280, height: 900 },
	} );

	test( 'the slides are a horizontally scrollable row that snaps', async ( {
		page,
	} ) => {
		await page.goto( WIDGETS );
		const track = slider( page, 'posts' ).locator(
			'.vitrine-carousel__track'
		);
		const row = await track.evaluate( ( element ) => ( {
			scrollable: element.scrollWidth > element.clientWidth,
			snap: getComputedStyle( element ).scrollSnapType,
			overflow: getComputedStyle( element ).overflowX,
		} ) );
		expect( row ).toEqual( {
			scrollable: true,
			snap: 'x mandatory',
			overflow: 'auto',
		} );
		await track.evaluate( ( element ) => element.scrollBy( 500, 0 ) );
		expect(
			await track.evaluate( ( element ) => element.scrollLeft )
		).toBeGreaterThan( 0 );
	} );
} );

/** Each slider's size and place on /widgets/, from the top of the page. */
async function sliderBoxes( page: Page ) {
	return page.locator( '.vitrine-carousel' ).evaluateAll( ( carousels ) =>
		carousels.map( ( carousel ) => {
			const box = carousel.getBoundingClientRect();
			return {
				top: Math.round( box.top + window.scrollY ),
				width: Math.round( box.width ),
				height: Math.round( box.height ),
			};
		} )
	);
}

for ( const width of [ 390, 1280 ] ) {
	test( `at ${ width } px nothing moves when the sliders start: same boxes as the server's row, no shift from a slider`, async ( {
		browser,
	} ) => {
		const viewport = { width, height: 900 };
		const plain = await browser.newPage( {
			viewport,
			javaScriptEnabled: false,
		} );
		await plain.goto( WIDGETS );
		const before = await sliderBoxes( plain );
		await plain.close();

		const page = await browser.newPage( { viewport } );
		await page.addInitScript( () => {
			const shifts: string[] = [];
			( window as unknown as { sliderShifts: string[] } ).sliderShifts =
				shifts;
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() as Array<
					PerformanceEntry & {
						sources: Array< { node?: Node | null } >;
					}
				> ) {
					for ( const source of entry.sources ) {
						const node = source.node;
						const element =
							node instanceof Element
								? node
								: node?.parentElement;
						if ( element?.closest( '.vitrine-carousel' ) ) {
							shifts.push( element.className );
						}
					}
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		await page.goto( WIDGETS );
		const carousels = page.locator( '.vitrine-carousel' );
		const count = await carousels.count();
		expect( count ).toBeGreaterThanOrEqual( 6 );
		for ( let i = 0; i < count; i++ ) {
			await carousels.nth( i ).scrollIntoViewIfNeeded();
			await mounted( carousels.nth( i ) );
		}
		await animationsSettled( page );
		// Heights and widths must match exactly; tops only move if something above moved.
		const after = await sliderBoxes( page );
		expect(
			after.map( ( { width: w, height } ) => ( { w, height } ) )
		).toEqual(
			before.map( ( { width: w, height } ) => ( { w, height } ) )
		);
		expect(
			await page.evaluate(
				() =>
					( window as unknown as { sliderShifts: string[] } )
						.sliderShifts
			)
		).toEqual( [] );
		await page.close();
	} );
}

test( 'a single post ends with a slider of related stories', async ( {
	page,
	request,
} ) => {
	const [ post ] = ( await demoPosts( request ) ).filter( ( p ) =>
		p.link.includes( 'the-quiet-return-of-lime-plaster' )
	);
	if ( ! post ) {
		throw new Error( 'the demo post is missing' );
	}
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await page.goto( post.link );
	const related = page.locator( '.vitrine-carousel--related' );
	await related.scrollIntoViewIfNeeded();
	await mounted( related );
	const slides = related.locator( '.vitrine-carousel__slide' );
	expect( await slides.count() ).toBeGreaterThan( 1 );
	await expect(
		related.getByRole( 'link', { name: post.title.rendered } )
	).toHaveCount( 0 );
	await related.getByRole( 'button', { name: 'Next slide' } ).click();
	await expect.poll( () => activeIndex( related ) ).toBe( 1 );
} );

test( 'a case-study card in the slider opens its gallery from gallery_popup123; Escape closes it and focus returns', async ( {
	page,
} ) => {
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await page.goto( WIDGETS );
	const studies = slider( page, 'case-studies' );
	await studies.scrollIntoViewIfNeeded();
	await mounted( studies );
	const link = studies
		.locator( '.vitrine-carousel__slide--active' )
		.getByRole( 'link', { name: /^View gallery of / } );
	await expect( link ).toHaveAttribute( 'aria-haspopup', 'dialog' );
	const id = await link.getAttribute( 'data-id' );

	const request = page.waitForRequest(
		( r ) =>
			r.url().includes( 'admin-ajax.php' ) &&
			( r.postData() ?? '' ).includes( 'action=gallery_popup123' )
	);
	await link.click();
	const body = new URLSearchParams( ( await request ).postData() ?? '' );
	expect( body.get( 'id' ) ).toBe( id );

	const lightbox = page.locator( '.vitrine-lightbox' );
	await expect( lightbox ).toBeVisible();
	await expect( page ).toHaveURL( new RegExp( `${ WIDGETS }$` ) );
	await expect(
		page.locator( '.vitrine-lightbox .gslide.current img' )
	).toBeVisible();

	await page.keyboard.press( 'Escape' );
	await expect( lightbox ).toHaveCount( 0 );
	await expect( link ).toBeFocused();
} );

test( 'an admin places a post slider in the block editor, changes its settings in the sidebar and sees the preview follow', async ( {
	page,
} ) => {
	test.setTimeout( 60_000 );
	await openEditorWith( page, [ { name: 'vitrine/post-slider' } ] );
	const editor = page.frameLocator( 'iframe[name="editor-canvas"]' );
	const preview = editor.locator( '.vitrine-carousel--posts' );
	await expect( preview ).toBeVisible( { timeout: 15_000 } );
	await expect( preview ).toHaveAttribute(
		'style',
		'--vitrine-carousel-per-view:3'
	);

	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	const heading = sidebar.getByRole( 'textbox', { name: 'Heading' } );
	await heading.fill( 'Fresh from the journal' );
	await sidebar
		.getByRole( 'spinbutton', { name: 'Slides shown on desktop' } )
		.fill( '2' );
	await expect( editor.locator( '.vitrine-carousel__heading' ) ).toHaveText(
		'Fresh from the journal',
		{ timeout: 15_000 }
	);
	await expect(
		editor.locator( '.vitrine-carousel--posts' )
	).toHaveAttribute( 'style', '--vitrine-carousel-per-view:2' );
} );
