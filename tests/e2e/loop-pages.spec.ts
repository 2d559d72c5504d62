/**
 * Loop grid pagination and layouts against the running site: "load more" on /widgets/
 * appends the next page, moves focus to its first item, announces the count, keeps the
 * filters of the address and hides at the end; a failing call keeps what was loaded and offers
 * to try again; infinite scroll on /stories/ loads as the visitor scrolls and stops at the
 * last page; the carousel on /widgets/ moves by keyboard and its filter rebuilds its slides.
 * Guest flows: page-cache safe (the calls are POSTs, never cached).
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { afterFrames } from './support';

const grid = ( page: Page, id: string ) =>
	page.locator( `[data-vitrine-loop="${ id }"]` );
const items = ( page: Page, id: string ) =>
	grid( page, id ).locator(
		'.vitrine-loop-grid__items > .vitrine-loop-grid__item'
	);
const moreButton = ( page: Page, id: string ) =>
	grid( page, id ).locator( '.vitrine-loop-grid__more' );
const total = async ( page: Page, id: string ) =>
	Number(
		await grid( page, id )
			.locator( '.vitrine-loop-grid__items' )
			.getAttribute( 'data-total' )
	);

async function openMore( page: Page, path = '/widgets/' ) {
	// /widgets/ holds every widget: its loads are slow on a busy machine.
	test.slow();
	await page.goto( path );
	await expect(
		grid( page, 'more' ).locator(
			'.vitrine-loop-grid__live[data-vitrine-state="mounted"]'
		)
	).toHaveCount( 1 );
	await expect( moreButton( page, 'more' ) ).toBeVisible();
}

test( 'load more appends the next page, focuses its first item, announces the count and hides at the end @guest', async ( {
	page,
} ) => {
	await openMore( page );
	await expect( items( page, 'more' ) ).toHaveCount( 3 );
	// The numbered links are the no-JS fallback; the button replaces them.
	await expect(
		grid( page, 'more' ).locator( '.vitrine-loop-grid__pagination' )
	).toBeHidden();
	const all = await total( page, 'more' );
	expect( all ).toBeGreaterThan( 6 );

	await moreButton( page, 'more' ).click();
	await expect( items( page, 'more' ) ).toHaveCount( 6 );
	await expect(
		items( page, 'more' ).nth( 3 ).locator( 'a' ).first()
	).toBeFocused();
	await expect( grid( page, 'more' ).getByRole( 'status' ) ).toHaveText(
		`6 of ${ all } items shown.`
	);

	while ( ( await items( page, 'more' ).count() ) < all ) {
		const before = await items( page, 'more' ).count();
		await moreButton( page, 'more' ).press( 'Enter' );
		await expect
			.poll( () => items( page, 'more' ).count() )
			.toBeGreaterThan( before );
	}
	await expect( moreButton( page, 'more' ) ).toHaveCount( 0 );
	const ids = await items( page, 'more' ).evaluateAll( ( nodes ) =>
		nodes.map( ( node ) => ( node as HTMLElement ).dataset.id )
	);
	expect( new Set( ids ).size ).toBe( all );
} );

test( 'load more keeps the filters of the address @guest', async ( {
	page,
} ) => {
	await openMore( page );
	const unfiltered = await total( page, 'more' );
	await openMore( page, '/widgets/?e-filter-more-category=design~craft' );
	const filtered = await total( page, 'more' );
	expect( filtered ).toBeLessThan( unfiltered );

	const bodies: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'refresh-loop' ) ) {
			bodies.push( request.postData() ?? '' );
		}
	} );
	await moreButton( page, 'more' ).click();
	await expect( items( page, 'more' ) ).toHaveCount(
		Math.min( 6, filtered )
	);
	expect( bodies[ 0 ] ).toContain( '"terms":["design","craft"]' );
	expect( bodies[ 0 ] ).toContain( '"page":2' );
	await expect( grid( page, 'more' ).getByRole( 'status' ) ).toHaveText(
		`${ Math.min( 6, filtered ) } of ${ filtered } items shown.`
	);
} );

test( 'a filter changed while "load more" is on its way ends on the filtered results alone', async ( {
	page,
} ) => {
	await openMore( page );
	// The next page of the unfiltered grid answers late: only once the filter has been applied.
	const isNextPage = ( postData: string | null ) =>
		( postData ?? '' ).includes( '"page":2' );
	let releaseReply: () => void = () => undefined;
	const filterApplied = new Promise< void >( ( resolve ) => {
		releaseReply = resolve;
	} );
	await page.route(
		( url ) => url.href.includes( 'refresh-loop' ),
		async ( route ) => {
			if ( isNextPage( route.request().postData() ) ) {
				await filterApplied;
			}
			await route.continue().catch( () => undefined );
		}
	);
	const nextPageSettled = new Promise< void >( ( resolve ) => {
		const settle = ( request: { postData: () => string | null } ) => {
			if ( isNextPage( request.postData() ) ) {
				resolve();
			}
		};
		page.on( 'requestfinished', settle );
		page.on( 'requestfailed', settle );
	} );
	await moreButton( page, 'more' ).click();
	await expect( moreButton( page, 'more' ) ).toHaveText( /Loading/ );

	// …and meanwhile a filter narrows the grid, as a loop filter does: a new address, then
	// its event.
	await page.evaluate( () => {
		window.history.pushState(
			null,
			'',
			'/widgets/?e-filter-more-category=design~craft'
		);
		document.dispatchEvent(
			new CustomEvent( 'vitrine:loop-filter', {
				detail: { widgetId: 'more' },
			} )
		);
	} );
	await expect( grid( page, 'more' ).getByRole( 'status' ) ).toHaveText(
		'Results updated.'
	);
	// Now the late reply arrives; two frames after it the page has used it, if it would.
	releaseReply();
	await nextPageSettled;
	await afterFrames( page );
	const filtered = await total( page, 'more' );
	await expect( items( page, 'more' ) ).toHaveCount(
		Math.min( 3, filtered )
	);
	await expect( moreButton( page, 'more' ) ).toHaveText( 'Load more' );
	await expect( grid( page, 'more' ).getByRole( 'status' ) ).toHaveText(
		'Results updated.'
	);
} );

test( 'a failing load more keeps the items and offers to try again', async ( {
	page,
} ) => {
	await openMore( page );
	let failing = true;
	await page.route(
		( url ) => url.href.includes( 'refresh-loop' ),
		( route ) =>
			failing
				? route.fulfill( {
						status: 500,
						contentType: 'application/json',
						body: '{"code":"boom","message":"Boom"}',
					} )
				: route.continue()
	);
	await moreButton( page, 'more' ).click();
	await expect( moreButton( page, 'more' ) ).toHaveText( 'Try again' );
	await expect( items( page, 'more' ) ).toHaveCount( 3 );
	await expect( grid( page, 'more' ).getByRole( 'status' ) ).toHaveText(
		'The next items could not be loaded.'
	);

	failing = false;
	await moreButton( page, 'more' ).click();
	await expect( items( page, 'more' ) ).toHaveCount( 6 );
	await expect( moreButton( page, 'more' ) ).toHaveText( 'Load more' );
} );

test( 'infinite scroll loads the next pages on scroll and stops at the last one', async ( {
	page,
} ) => {
	await page.goto( '/stories/' );
	await expect(
		grid( page, 'stories' ).locator(
			'.vitrine-loop-grid__live[data-vitrine-state="mounted"]'
		)
	).toHaveCount( 1 );
	await expect( items( page, 'stories' ) ).toHaveCount( 6 );
	const all = await total( page, 'stories' );
	const pages = Math.ceil( all / 6 );
	expect( pages ).toBeGreaterThan( 1 );
	let calls = 0;
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'refresh-loop' ) ) {
			calls++;
		}
	} );

	await expect
		.poll( async () => {
			await page.mouse.wheel( 0, 4000 );
			return items( page, 'stories' ).count();
		} )
		.toBe( all );
	await expect( moreButton( page, 'stories' ) ).toHaveCount( 0 );
	await page.mouse.wheel( 0, 4000 );
	expect( calls ).toBe( pages - 1 );
} );

test( 'the carousel moves by keyboard and its filter rebuilds the slides', async ( {
	page,
} ) => {
	test.slow();
	await page.goto( '/widgets/' );
	const carousel = grid( page, 'slides' );
	const slides = carousel.locator( '.vitrine-carousel__slide' );
	const startedSlider = carousel.locator(
		'.vitrine-carousel__viewport.vitrine-carousel__viewport--horizontal'
	);
	await carousel.scrollIntoViewIfNeeded();
	await expect( startedSlider ).toHaveCount( 1 );
	await expect( slides ).toHaveCount( 8 );
	await carousel.locator( '.vitrine-carousel__track' ).focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect( slides.nth( 1 ) ).toHaveClass(
		/vitrine-carousel__slide--active/
	);
	const before = await carousel
		.locator( '.vitrine-loop-grid__title' )
		.allTextContents();

	const filter = page.locator(
		`.vitrine-loop-filter[data-vitrine-props*='"target":"slides"']`
	);
	const term = ( slug: string ) =>
		filter.locator( `.vitrine-loop-filter__term[data-term="${ slug }"]` );
	await term( 'design' ).click();
	await expect( page ).toHaveURL( /e-filter-slides-category=design(&|$)/ );
	await term( 'craft' ).click();
	await expect( page ).toHaveURL( /e-filter-slides-category=design~craft/ );
	// The grid is busy until the last refresh (Design OR Craft) has its slides; Design's
	// own refresh, still on its way a moment ago, is dropped.
	await expect( carousel ).not.toHaveAttribute( 'aria-busy', 'true' );
	expect(
		await carousel.locator( '.vitrine-loop-grid__title' ).allTextContents()
	).not.toEqual( before );
	// Fewer slides than before, still more than the three that fit: a new slider to move.
	expect( await slides.count() ).toBeLessThan( 8 );
	expect( await slides.count() ).toBeGreaterThan( 3 );
	await expect( startedSlider ).toHaveCount( 1 );
	await expect( slides.first() ).toHaveClass(
		/vitrine-carousel__slide--active/
	);
	await carousel.locator( '.vitrine-carousel__track' ).focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect( slides.nth( 1 ) ).toHaveClass(
		/vitrine-carousel__slide--active/
	);
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the numbered links show the ends and the neighbours, with gaps, Previous and Next', async ( {
		page,
	} ) => {
		test.slow();
		await page.goto( '/widgets/' );
		const pagination = grid( page, 'more' ).locator(
			'.vitrine-loop-grid__pagination'
		);
		const pages = Number(
			await grid( page, 'more' )
				.locator( '.vitrine-loop-grid__items' )
				.getAttribute( 'data-pages' )
		);
		expect( pages ).toBeGreaterThan( 4 );
		const labels = () =>
			pagination
				.locator( '.vitrine-loop-grid__page, .vitrine-loop-grid__gap' )
				.allTextContents();
		expect( await labels() ).toEqual( [
			'1',
			'2',
			'3',
			'…',
			String( pages ),
			'Next',
		] );

		await pagination.getByRole( 'link', { name: String( pages ) } ).click();
		await expect( page ).toHaveURL(
			new RegExp( `e-page-more=${ pages }$` )
		);
		expect( await labels() ).toEqual( [
			'Previous',
			'1',
			'…',
			String( pages - 2 ),
			String( pages - 1 ),
			String( pages ),
		] );
		await expect(
			pagination.locator( '[aria-current="page"]' )
		).toHaveText( String( pages ) );

		await pagination.getByRole( 'link', { name: 'Previous' } ).click();
		await expect( page ).toHaveURL(
			new RegExp( `e-page-more=${ pages - 1 }$` )
		);
	} );
} );
