/**
 * External dependencies
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { renderLikeABrowser } from '../../runtime/test-utils';
import { resetHashActionsForTests } from '../../widgets/shared/hash-actions';
import { clickBackdrop } from '../../widgets/shared/modal-test-utils';
import { isScrollLocked } from '../../widgets/shared/scroll-lock';
import { parseOffCanvasProps } from './view';
import { mountOffCanvas } from './launcher';
import type { OffCanvasProps } from './off-canvas';

const props: OffCanvasProps = {
	id: 'notes',
	side: 'left',
	mode: 'push',
	label: 'Notes',
	title: 'Studio notes',
	close: { button: true, overlay: true, escape: false },
};

// The panel renders with its own root once its code has loaded, outside any act() scope.
renderLikeABrowser();

let mounted: Array< () => void > = [];

/** The server's fallback (OffCanvas.php): a link to the panel, the panel with its content. */
const fallback = ( settings: OffCanvasProps ): string =>
	`<a class="vitrine-off-canvas__toggle" href="#vitrine-off-canvas-${ settings.id }">${ settings.label }</a><div id="vitrine-off-canvas-${ settings.id }" class="vitrine-off-canvas__fallback is-${ settings.side }"><a class="vitrine-off-canvas__close" href="#">Close</a><h2 class="vitrine-off-canvas__title">${ settings.title }</h2><div class="vitrine-off-canvas__content"><p>Inside</p><a href="/x/">A link</a></div></div>`;

/** Mounts the panel as the runtime does: its launcher on the server's fallback. */
function start( settings: OffCanvasProps ): HTMLElement {
	const element = document.body.appendChild(
		document.createElement( 'div' )
	);
	element.innerHTML = fallback( settings );
	mounted.push( mountOffCanvas( element, settings ) );
	return element;
}

const hasReactRoot = ( element: Element ): boolean =>
	Object.keys( element ).some( ( key ) =>
		key.startsWith( '__reactContainer' )
	);

beforeEach( () => {
	document.body.innerHTML =
		'<main><a id="open" href="#vitrine-action:off-canvas/toggle/notes">Toggle</a><button id="elsewhere" type="button">Elsewhere</button></main>';
	window.matchMedia = ( () => ( { matches: true } ) ) as never;
} );

afterEach( () => {
	mounted.forEach( ( unmount ) => unmount() );
	mounted = [];
	resetHashActionsForTests();
} );

describe( 'OffCanvas', () => {
	it( 'turns the fallback link into a toggle button and loads no React until it opens, nor moves focus', () => {
		const before = document.getElementById( 'open' )!;
		before.focus();
		const element = start( props );
		const toggle = screen.getByRole( 'button', { name: 'Notes' } );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( toggle ).toHaveAttribute( 'aria-haspopup', 'dialog' );
		expect( element.querySelector( 'a' ) ).toBeNull();
		expect(
			Array.from( element.querySelectorAll( '*' ) ).some( hasReactRoot )
		).toBe( false );
		expect( before ).toHaveFocus();
	} );

	it( 'says the toggle is busy when clicked before the panel code has arrived', async () => {
		start( props );
		const toggle = screen.getByRole( 'button', { name: 'Notes' } );
		fireEvent.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-busy', 'true' );
		await screen.findByRole( 'dialog', { name: 'Studio notes' } );
		expect( toggle ).not.toHaveAttribute( 'aria-busy' );
	} );

	it( 'opens the server panel, as without scripts, when a click finds no code', async () => {
		let mountOffline: typeof mountOffCanvas = mountOffCanvas;
		let resetOfflineHashActions = resetHashActionsForTests;
		jest.isolateModules( () => {
			jest.doMock( './off-canvas', () => {
				throw new Error( 'offline' );
			} );
			mountOffline = require( './launcher' ).mountOffCanvas;
			resetOfflineHashActions =
				require( '../../widgets/shared/hash-actions' ).resetHashActionsForTests;
		} );
		const element = document.body.appendChild(
			document.createElement( 'div' )
		);
		element.innerHTML = fallback( props );
		mounted.push( mountOffline( element, props ) );

		fireEvent.click( screen.getByRole( 'button', { name: 'Notes' } ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#vitrine-off-canvas-notes' )
		);
		expect( screen.queryByRole( 'button', { name: 'Notes' } ) ).toBeNull();
		expect( screen.getByRole( 'link', { name: 'Close' } ) ).toHaveFocus();
		expect( console ).toHaveErrored();
		jest.dontMock( './off-canvas' );
		resetOfflineHashActions();
		window.location.hash = '';
	} );

	it( 'opens as a modal, pushes the page, ignores Escape when so configured, closes from its button', async () => {
		const user = userEvent.setup();
		start( props );
		const toggle = screen.getByRole( 'button', { name: 'Notes' } );
		await user.click( toggle );
		const panel = await screen.findByRole< HTMLDialogElement >( 'dialog', {
			name: 'Studio notes',
		} );
		expect( panel ).toHaveClass( 'is-left' );
		// The shared native dialog: modal (the page behind inert), the page held still.
		expect( panel.tagName ).toBe( 'DIALOG' );
		expect( panel.testModal ).toBe( true );
		expect( isScrollLocked() ).toBe( true );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( document.body ).toHaveClass( 'vitrine-off-canvas-pushed-left' );
		await user.keyboard( '{Escape}' );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Close' } ) );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( document.body ).not.toHaveClass(
			'vitrine-off-canvas-pushed-left'
		);
		expect( toggle ).toHaveFocus();
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( isScrollLocked() ).toBe( false );
	} );

	it( "shows the server's own content nodes, moved in while open and back in the fallback after", async () => {
		const user = userEvent.setup();
		const element = document.body.appendChild(
			document.createElement( 'div' )
		);
		element.innerHTML = fallback( props );
		const served = element.querySelector( '.vitrine-off-canvas__content' )!;
		const paragraph = served.querySelector( 'p' )!;
		mounted.push( mountOffCanvas( element, props ) );
		await user.click( screen.getByRole( 'button', { name: 'Notes' } ) );
		const panel = await screen.findByRole( 'dialog' );
		// The same node, not a copy made from HTML.
		expect( panel.querySelector( '.vitrine-off-canvas__content p' ) ).toBe(
			paragraph
		);
		expect(
			within( panel ).getByRole( 'link', { name: 'A link' } )
		).toHaveAttribute( 'href', '/x/' );
		expect( served.childNodes ).toHaveLength( 0 );
		await user.click(
			within( panel ).getByRole( 'button', { name: 'Close' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( served.firstChild ).toBe( paragraph );
		expect( served.childNodes ).toHaveLength( 2 );
	} );

	it( 'closes on a click beside it (its backdrop) when so configured', async () => {
		const user = userEvent.setup();
		start( props );
		const toggle = screen.getByRole( 'button', { name: 'Notes' } );
		await user.click( toggle );
		clickBackdrop( await screen.findByRole( 'dialog' ) );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( toggle ).toHaveFocus();
	} );

	it( 'toggles from a hash-action link and returns focus to it', async () => {
		const user = userEvent.setup();
		start( { ...props, close: { ...props.close, escape: true } } );
		const link = document.getElementById( 'open' ) as HTMLElement;
		await user.click( link );
		await screen.findByRole( 'dialog' );
		await user.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( link ).toHaveFocus();
	} );

	it( 'fetches the panel when a pointer reaches its toggle, and opens nothing', async () => {
		const user = userEvent.setup();
		const element = start( props );
		await user.hover( document.getElementById( 'elsewhere' )! );
		expect( hasReactRoot( element.lastElementChild! ) ).toBe( false );
		await user.hover( screen.getByRole( 'button', { name: 'Notes' } ) );
		await waitFor( () =>
			expect( hasReactRoot( element.lastElementChild! ) ).toBe( true )
		);
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'refuses props without a usable id', () => {
		expect( parseOffCanvasProps( { id: 'Bad Id' } ) ).toBeNull();
		// Markup in the props (an older page cache) is not read: the content is the server's.
		expect(
			parseOffCanvasProps( { id: 'ok', html: '<p>Twice</p>' } )
		).not.toHaveProperty( 'html' );
		expect( parseOffCanvasProps( { id: 'ok', side: 'up' } ) ).toMatchObject(
			{
				side: 'right',
				mode: 'overlay',
				close: { button: true, overlay: true, escape: true },
			}
		);
	} );
} );
