/**
 * The interactive widgets against the running site: the accordion, switcher, unfold and
 * slide menu by keyboard, the table sorted both ways by a number column, searched and paged,
 * every fallback without JavaScript, and the age gate of the wine tasting page (refusing 12,
 * accepting 30, not shown again on reload; crawlers read the page).
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { openEditorWith, reactRequests } from './support';

async function widget( page: Page, name: string ) {
	const root = page.locator(
		`.vitrine-${ name }[data-vitrine-state="mounted"]`
	);
	await root.scrollIntoViewIfNeeded();
	await expect( root ).toBeVisible();
	return root;
}

test.describe( 'on /widgets/', () => {
	test.beforeEach( async ( { page } ) => {
		await page.goto( '/widgets/' );
	} );

	test( 'the accordion opens one section at a time by keyboard', async ( {
		page,
	} ) => {
		const accordion = await widget( page, 'accordion' );
		const first = accordion.getByRole( 'button', {
			name: 'How long does delivery take?',
		} );
		const second = accordion.getByRole( 'button', {
			name: 'Can I return a piece?',
		} );
		await expect( first ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			accordion.getByRole( 'region', { name: 'Can I return a piece?' } )
		).toBeHidden();
		await first.focus();
		await page.keyboard.press( 'ArrowDown' );
		await expect( second ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( second ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( first ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect(
			accordion.getByRole( 'region', { name: 'Can I return a piece?' } )
		).toContainText( 'within 30 days' );
	} );

	test( 'the switcher swaps monthly and yearly prices', async ( {
		page,
	} ) => {
		const switcher = await widget( page, 'switcher' );
		const toggle = switcher.getByRole( 'switch', {
			name: 'Yearly billing',
		} );
		await expect( switcher ).toContainText( '€ 39 a month' );
		await toggle.press( 'Space' );
		await expect( toggle ).toHaveAttribute( 'aria-checked', 'true' );
		await expect( switcher ).toContainText( '€ 390 a year' );
		await expect( switcher ).not.toContainText( '€ 39 a month' );
	} );

	test( 'unfold opens the whole text with a real button', async ( {
		page,
	} ) => {
		const unfold = await widget( page, 'unfold' );
		const content = unfold.locator( '.vitrine-unfold__content' );
		const folded = ( await content.boundingBox() )!.height;
		expect( folded ).toBeLessThanOrEqual( 121 );
		// Its name changes when it is pressed, so it is found by its class.
		const button = unfold.locator( '.vitrine-unfold__button' );
		await expect( button ).toHaveAccessibleName( 'Read more' );
		await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		await button.click();
		await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( button ).toHaveAccessibleName( 'Read less' );
		await expect
			.poll( async () => ( await content.boundingBox() )!.height )
			.toBeGreaterThan( folded + 100 );
	} );

	test( 'the slide menu slides into a submenu and back by keyboard', async ( {
		page,
	} ) => {
		const menu = await widget( page, 'slide-menu' );
		const discover = menu.getByRole( 'button', { name: 'Discover' } );
		await discover.focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			menu.getByRole( 'button', { name: 'Back' } )
		).toBeFocused();
		await expect(
			menu.getByRole( 'link', { name: 'About' } )
		).toBeVisible();
		await expect( menu.getByRole( 'link', { name: 'Home' } ) ).toHaveCount(
			0
		);
		await page.keyboard.press( 'Escape' );
		await expect( discover ).toBeFocused();
		await expect(
			menu.getByRole( 'link', { name: 'Home' } )
		).toBeVisible();
	} );

	test( 'the table sorts by a number column both ways, searches and pages', async ( {
		page,
	} ) => {
		const table = await widget( page, 'table' );
		const header = table.getByRole( 'columnheader', {
			name: 'Places left',
		} );
		const firstCells = () =>
			table.locator( 'tbody tr td:first-child' ).allTextContents();

		await header.getByRole( 'button' ).click();
		await expect( header ).toHaveAttribute( 'aria-sort', 'ascending' );
		expect( ( await firstCells() )[ 0 ] ).toBe( 'Building a stool' );
		const places = await table
			.locator( 'tbody tr td:nth-child(3)' )
			.allTextContents();
		expect( places.map( Number ) ).toEqual(
			[ ...places.map( Number ) ].sort( ( a, b ) => a - b )
		);

		await header.getByRole( 'button' ).click();
		await expect( header ).toHaveAttribute( 'aria-sort', 'descending' );
		expect( ( await firstCells() )[ 0 ] ).toBe( 'Linen block printing' );
		await expect( table.locator( 'tbody tr' ) ).toHaveCount( 6 );
		await table.getByRole( 'button', { name: 'Page 2' } ).click();
		await expect( table.locator( 'tbody tr' ) ).toHaveCount( 4 );

		await table
			.getByRole( 'searchbox', { name: 'Search the table' } )
			.fill( 'stool' );
		await expect( table.locator( 'tbody tr' ) ).toHaveCount( 1 );
		await expect( table.getByRole( 'status' ) ).toContainText(
			'1 row found.'
		);
	} );
} );

test( 'without JavaScript every interactive widget is usable', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/widgets/' );
	const details = page.locator( '.vitrine-accordion details' ).nth( 1 );
	await details.locator( 'summary' ).click();
	await expect( details ).toHaveAttribute( 'open', '' );
	await expect( page.locator( '.vitrine-switcher' ) ).toContainText(
		'€ 390 a year'
	);
	await expect( page.locator( '.vitrine-switcher' ) ).toContainText(
		'€ 39 a month'
	);
	await expect(
		page.locator( '.vitrine-unfold' ).getByText( 'a good plasterer' )
	).toBeVisible();
	await expect(
		page
			.locator( '.vitrine-slide-menu' )
			.getByRole( 'link', { name: 'About' } )
	).toBeVisible();
	await expect( page.locator( '.vitrine-table tbody tr' ) ).toHaveCount( 10 );
	await page.goto( '/wine-tasting/' );
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	await expect( page.getByText( 'Six wines' ) ).toBeVisible();
	await context.close();
} );

test( 'the age gate refuses 12, accepts 30 and stays away on reload @guest', async ( {
	browser,
} ) => {
	// The page stays server-rendered: what a crawler fetches holds the content and no gate.
	const context = await browser.newContext();
	const page = await context.newPage();
	const response = await page.request.get( '/wine-tasting/' );
	expect( await response.text() ).toContain( 'Once a month, the studio' );

	await page.goto( '/wine-tasting/' );
	const dialog = page.getByRole( 'dialog', { name: 'Are you 18 or over?' } );
	await expect( dialog ).toBeVisible();
	await expect( dialog.getByLabel( 'Your age' ) ).toBeFocused();
	// The shared native dialog, which a gate keeps open on Escape; the page behind held still.
	expect(
		await dialog.evaluate( ( node ) => node.matches( 'dialog:modal' ) )
	).toBe( true );
	await expect( page.locator( 'html' ) ).toHaveCSS( 'overflow', 'hidden' );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeVisible();
	const axe = await new AxeBuilder( { page } )
		.include( '.vitrine-age-gate' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect( axe.violations.map( ( violation ) => violation.id ) ).toEqual( [] );
	await dialog.getByLabel( 'Your age' ).fill( '12' );
	await dialog.getByRole( 'button', { name: 'Enter' } ).click();
	await expect( dialog.getByRole( 'alert' ) ).toHaveText(
		'Sorry, you are not old enough to see this page.'
	);
	await expect( dialog.getByLabel( 'Your age' ) ).toHaveCount( 0 );
	await expect( dialog.getByRole( 'heading' ) ).toHaveCount( 0 );

	await page.reload();
	await expect( dialog ).toBeVisible();
	await dialog.getByLabel( 'Your age' ).fill( '30' );
	await page.keyboard.press( 'Enter' );
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	await expect( page.locator( 'html' ) ).not.toHaveCSS(
		'overflow',
		'hidden'
	);
	expect(
		await page.evaluate( () => localStorage.getItem( 'vitrine-age-gate' ) )
	).toBe( '30' );

	await page.reload();
	await expect(
		page.locator( '.vitrine-age-gate[data-vitrine-state="mounted"]' )
	).toHaveCount( 1 );
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	await context.close();
} );

test( 'the Visit us map renders offline with its pins, a route, an area and a pin popup', async ( {
	page,
} ) => {
	const outside: string[] = [];
	await page.route( /^https?:\/\/(?!localhost|127\.0\.0\.1)/, ( route ) => {
		outside.push( route.request().url() );
		return route.abort();
	} );
	const leaflet: string[] = [];
	const react = reactRequests( page );
	page.on( 'request', ( request ) => {
		if ( /chunks\/leaflet\./.test( request.url() ) ) {
			leaflet.push( request.url() );
		}
	} );
	const served = await ( await page.goto( '/visit-us/' ) )!.text();
	const map = await widget( page, 'map' );
	// A pin's content is sent once, in the list of places: the props are the settings only.
	const props = ( await map.getAttribute( 'data-vitrine-props' ) )!;
	expect(
		( JSON.parse( props ) as { pins: object[] } ).pins[ 0 ]
	).not.toHaveProperty( 'content' );
	expect( props ).not.toMatch( /<|12 rue des Tanneurs/ );
	expect( served.split( '12 rue des Tanneurs' ) ).toHaveLength( 2 );
	const canvas = map.locator( '.vitrine-map__canvas' );
	await expect( canvas ).toHaveAttribute( 'role', 'region' );
	await expect( map.locator( '.vitrine-map__pin' ) ).toHaveCount( 3 );
	// Leaflet's own stylesheet (the package's, in the map chunk's CSS) lays the panes out.
	await expect( map.locator( '.leaflet-map-pane' ) ).toHaveCSS(
		'position',
		'absolute'
	);
	// The base map's countries and the area are SVG paths; the route is one more.
	expect( await map.locator( 'path.leaflet-interactive' ).count() ).toBe( 2 );
	expect(
		await map.locator( '.leaflet-overlay-pane path' ).count()
	).toBeGreaterThan( 100 );
	await expect( canvas ).toHaveAttribute( 'data-fitted', 'true', {
		timeout: 6000,
	} );
	// An id in a place's content stays the list's own: the popup's copy gets one of its own.
	await map
		.locator( '[data-place="studio"] .vitrine-map__place-content p' )
		.first()
		.evaluate( ( paragraph ) => ( paragraph.id = 'studio-hours' ) );
	await map.locator( '[data-pin="studio"]' ).click();
	// The popup shows the studio's place as the server listed it.
	await expect( map.locator( '.leaflet-popup' ) ).toContainText(
		'12 rue des Tanneurs'
	);
	await expect( page.locator( '[id="studio-hours"]' ) ).toHaveCount( 1 );
	await expect(
		map.locator( '.leaflet-popup-content p[id^="studio-hours-"]' )
	).toHaveCount( 1 );
	expect(
		await map
			.locator( '.leaflet-popup-content' )
			.evaluate(
				( popup, listed ) => popup.textContent?.endsWith( listed ),
				( await map
					.locator(
						'[data-place="studio"] .vitrine-map__place-content'
					)
					.textContent() )!
			)
	).toBe( true );
	await map.locator( '[data-pin="market"]' ).focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		map.locator( '.leaflet-popup', {
			hasText: 'First Saturday of the month',
		} )
	).toBeVisible();
	await expect(
		map
			.getByRole( 'list', { name: 'Where to find us' } )
			.getByRole( 'listitem' )
	).toHaveCount( 3 );
	expect( outside ).toEqual( [] );
	expect( leaflet ).toHaveLength( 1 );
	// The map draws into the server's markup without React (nothing else here needs it).
	expect( react ).toEqual( [] );

	// Pages without a map never load Leaflet.
	leaflet.length = 0;
	await page.goto( '/about/' );
	await expect(
		page.locator( '.vitrine-tabs[data-vitrine-state="mounted"]' )
	).toBeVisible();
	expect( leaflet ).toEqual( [] );
} );

test( 'the events calendar goes to next month by keyboard and opens an event', async ( {
	page,
} ) => {
	const scripts: string[] = [];
	page.on( 'request', ( request ) => scripts.push( request.url() ) );
	await page.goto( '/events/' );
	const calendar = await widget( page, 'events-calendar' );
	const title = calendar.locator( '.vitrine-calendar__title' );
	const thisMonth = await title.textContent();
	await expect(
		calendar.getByRole( 'link', { name: /Wine tasting evening/ } ).first()
	).toHaveAttribute( 'href', /\/wine-tasting\/$/ );

	const next = calendar.getByRole( 'button', { name: 'Next month' } );
	await next.focus();
	await page.keyboard.press( 'Enter' );
	await expect( title ).not.toHaveText( thisMonth ?? '' );
	const event = calendar
		.getByRole( 'grid' )
		.getByRole( 'button', { name: /Natural dyes/ } );
	await event.focus();
	await page.keyboard.press( 'Enter' );
	const dialog = page.getByRole( 'dialog', { name: 'Natural dyes' } );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toContainText( '14:00 – 17:00' );
	expect(
		await dialog.evaluate( ( node ) => node.matches( 'dialog:modal' ) )
	).toBe( true );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	await expect( event ).toBeFocused();

	// The days: one in the tab order, the arrow keys move it.
	const day = calendar.locator( '.vitrine-calendar__date[tabindex="0"]' );
	await day.focus();
	const before = await day.getAttribute( 'data-date' );
	await page.keyboard.press( 'ArrowRight' );
	await expect( calendar.locator( ':focus' ) ).not.toHaveAttribute(
		'data-date',
		before ?? ''
	);
	expect( scripts.some( ( url ) => /chunks\/leaflet\./.test( url ) ) ).toBe(
		false
	);
} );

test( 'without JavaScript the calendar lists the upcoming events', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/events/' );
	const list = page.locator( '.vitrine-events-calendar .vitrine-upcoming' );
	await expect( list ).toContainText( 'Natural dyes' );
	await context.close();
} );

for ( const path of [ '/events/', '/visit-us/' ] ) {
	test( `${ path } has no WCAG 2.1 AA violations axe can find`, async ( {
		page,
	} ) => {
		await page.goto( path );
		await expect(
			page
				.locator( '.vitrine-widget[data-vitrine-state="mounted"]' )
				.first()
		).toBeVisible();
		const results = await new AxeBuilder( { page } )
			.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
			.analyze();
		expect(
			results.violations.map(
				( violation ) =>
					`${ violation.id }: ${ violation.nodes
						.map( ( node ) => node.target.join( ' ' ) )
						.join( ', ' ) }`
			)
		).toEqual( [] );
	} );
}

test( 'an admin edits a map in the block editor: a style that is not a JSON object says "Invalid JSON"', async ( {
	page,
} ) => {
	test.setTimeout( 60_000 );
	await openEditorWith( page, [
		{
			name: 'vitrine/map',
			attributes: {
				pins: [ { lat: '45.76', lng: '4.83', title: 'Studio' } ],
			},
		},
	] );
	const editor = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect( editor.locator( '.vitrine-map__place-title' ) ).toHaveText(
		'Studio',
		{ timeout: 15_000 }
	);
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	const style = sidebar.getByRole( 'textbox', { name: 'Map style (JSON)' } );
	await style.fill( '["land", "#fff"]' );
	await expect( sidebar.getByText( 'Invalid JSON' ) ).toBeVisible();
	await style.fill( '{"land": "#ffffff"}' );
	await expect( sidebar.getByText( 'Invalid JSON' ) ).toHaveCount( 0 );
	await sidebar
		.getByRole( 'textbox', { name: 'Name of the map' } )
		.fill( 'Find us' );
	await expect( editor.locator( '.vitrine-map__places-title' ) ).toHaveText(
		'Find us',
		{ timeout: 15_000 }
	);
} );
