/**
 * Sticky and motion block settings against the running site: the sticky column on /widgets/
 * sticks at its spacing and is released at its container's bottom, stays put on phones; the
 * moving group follows the scroll except under reduced motion; and an admin sets sticky in
 * the block editor's sidebar and the published page has it. Guest flows: page-cache safe.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { openEditorWith } from './support';

const STICKY = '#vitrine-demo-sticky .vitrine-block-effects';
const MOTION = '#vitrine-demo-motion';

/** Opens /widgets/ and waits for the behaviour to be mounted on `selector`. */
async function openWidgets( page: Page, selector: string ) {
	await page.goto( '/widgets/' );
	const element = page.locator( selector );
	await expect( element ).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	return element;
}

/**
 * Scrolls so that the window's top is `offset` px below the sticky demo's columns' top (or,
 * from their bottom, when `fromBottom`), measured at the moment of scrolling: widgets above
 * may still change the page's height.
 */
const scrollPast = ( page: Page, offset: number, fromBottom = false ) =>
	page.evaluate(
		( [ by, bottom ] ) => {
			const columns = document.getElementById( 'vitrine-demo-sticky' );
			const box = columns?.getBoundingClientRect();
			const edge = ( bottom ? box?.bottom : box?.top ) ?? 0;
			window.scrollTo( 0, edge + window.scrollY + by );
		},
		[ offset, fromBottom ] as const
	);

/** The column's and its columns' bottoms in the viewport, read in one frame. */
const bottoms = ( page: Page ) =>
	page.evaluate( () => {
		const columns = document.getElementById( 'vitrine-demo-sticky' );
		const column = columns?.querySelector( '.vitrine-block-effects' );
		return {
			column: column?.getBoundingClientRect().bottom ?? 0,
			columns: columns?.getBoundingClientRect().bottom ?? 0,
		};
	} );

test( 'the sticky column sticks 50 px from the top, then is held at the bottom of its columns', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 720 } );
	const column = await openWidgets( page, STICKY );
	const placeholder = page.locator(
		'#vitrine-demo-sticky .vitrine-sticky-placeholder'
	);

	await expect( async () => {
		await scrollPast( page, 100 );
		await expect( column ).toHaveClass( /is-fixed-top/, { timeout: 1000 } );
	} ).toPass();
	await expect
		.poll( async () =>
			Math.round( ( await column.boundingBox() )?.y ?? 0 )
		)
		.toBe( 50 );
	// The placeholder keeps its place: the text beside it does not move.
	await expect( placeholder ).toHaveCount( 1 );

	await expect( async () => {
		await scrollPast( page, -100, true );
		await expect( column ).toHaveClass( /is-held-bottom/, {
			timeout: 1000,
		} );
		// Its bottom stops 50 px above the columns' bottom.
		const { column: end, columns } = await bottoms( page );
		expect( Math.abs( columns - 50 - end ) ).toBeLessThan( 2 );
	} ).toPass();

	await scrollPast( page, -1000 );
	await expect( column ).toHaveClass( /is-static/ );
	await expect( placeholder ).toHaveCount( 0 );
} );

test( 'on a phone the column does not stick', async ( { page } ) => {
	await page.setViewportSize( { width: 400, height: 800 } );
	const column = await openWidgets( page, STICKY );
	await scrollPast( page, 100 );
	// Give a scroll frame the chance to run, then check it stayed in the flow.
	await page.evaluate(
		() => new Promise( ( resolve ) => requestAnimationFrame( resolve ) )
	);
	await expect( column ).toHaveClass( /is-static/ );
	await expect( column ).not.toHaveCSS( 'position', 'fixed' );
} );

test( 'the moving group follows the scroll', async ( { page } ) => {
	const group = await openWidgets( page, MOTION );
	await group.evaluate( ( element ) =>
		element.scrollIntoView( { block: 'end' } )
	);
	await expect
		.poll( () => group.evaluate( ( element ) => element.style.transform ) )
		.toMatch( /translateY\(/ );
	const first = await group.evaluate(
		( element ) => element.style.transform
	);
	await page.evaluate( () => window.scrollBy( 0, 250 ) );
	await expect
		.poll( () => group.evaluate( ( element ) => element.style.transform ) )
		.not.toBe( first );
} );

test( 'nothing moves for visitors who prefer reduced motion', async ( {
	page,
} ) => {
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	const group = await openWidgets( page, MOTION );
	await group.evaluate( ( element ) =>
		element.scrollIntoView( { block: 'center' } )
	);
	await page.evaluate( () => window.scrollBy( 0, 200 ) );
	await page.evaluate(
		() => new Promise( ( resolve ) => requestAnimationFrame( resolve ) )
	);
	expect(
		await group.evaluate( ( element ) => ( {
			transform: element.style.transform,
			filter: element.style.filter,
		} ) )
	).toEqual( { transform: '', filter: '' } );
} );

test( 'an admin makes a column sticky in the block editor sidebar and the published page has it', async ( {
	page,
} ) => {
	test.setTimeout( 60_000 );
	const paragraph = ( content: string ) => ( {
		name: 'core/paragraph',
		attributes: { content },
	} );
	await openEditorWith(
		page,
		[
			{
				name: 'core/columns',
				inner: [
					{
						name: 'core/column',
						inner: [ paragraph( 'Sticky side' ) ],
						selected: true,
					},
					{
						name: 'core/column',
						inner: [ paragraph( 'Long text' ) ],
					},
				],
			},
		],
		{ title: `Sticky ${ Date.now() }` }
	);

	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	const select = sidebar.getByRole( 'combobox', { name: 'Sticky' } );
	if ( ! ( await select.isVisible() ) ) {
		await sidebar.getByRole( 'button', { name: 'Sticky' } ).click();
	}
	await select.selectOption( 'top' );
	await sidebar
		.getByRole( 'spinbutton', { name: 'Top spacing (px)' } )
		.fill( '80' );
	await sidebar.getByRole( 'checkbox', { name: 'Mobile' } ).uncheck();

	const link = await page.evaluate( async () => {
		const { wp } = window as unknown as {
			wp: {
				data: {
					dispatch: ( store: string ) => {
						editPost: ( edits: object ) => void;
						savePost: () => Promise< void >;
					};
					select: ( store: string ) => {
						getCurrentPost: () => { link: string };
					};
				};
			};
		};
		wp.data.dispatch( 'core/editor' ).editPost( { status: 'publish' } );
		await wp.data.dispatch( 'core/editor' ).savePost();
		return wp.data.select( 'core/editor' ).getCurrentPost().link;
	} );

	await page.goto( link );
	const column = page.locator( '.wp-block-column.vitrine-block-effects' );
	await expect( column ).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	const props = JSON.parse(
		( await column.getAttribute( 'data-vitrine-props' ) ) ?? '{}'
	) as { sticky?: { position: string; top: number; devices: string[] } };
	expect( props.sticky ).toMatchObject( {
		position: 'top',
		top: 80,
		devices: [ 'desktop', 'tablet' ],
	} );
	await expect( column ).toContainText( 'Sticky side' );
} );
