/**
 * External dependencies
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { renderLikeABrowser, textResponse } from '../../runtime/test-utils';
import { resetHashActionsForTests } from '../shared/hash-actions';
import { clickBackdrop } from '../shared/modal-test-utils';
import { parsePopupProps } from './index';
import { mountPopup } from './launcher';
import { extractContent } from './popup';
import type { PopupProps } from './types';

const base: PopupProps = {
	id: 7,
	slug: 'join',
	title: 'Join the list',
	html: '<p>Ten percent off.</p><a href="/offer/">See the offer</a>',
	type: 'content',
	url: '',
	selector: '',
	timing: {},
	triggers: { pageLoad: { delay: 1 } },
	close: { autoClose: 0, backdrop: true, escape: true, dontShowAgain: true },
	siteOffsetMinutes: 0,
	loadingLabel: 'Loading…',
};

beforeEach( () => {
	window.localStorage.clear();
	window.sessionStorage.clear();
	document.body.innerHTML =
		'<main><button type="button" id="before">Before</button><a id="open" href="#vitrine-action:popup/open/7">Open</a><a id="by-slug" href="#vitrine-action:popup/open/join">Join</a></main>';
} );

// The dialog renders with its own root once its code has loaded, outside any act() scope.
renderLikeABrowser();

let mounted: Array< () => void > = [];

/** Mounts the popup as the runtime does: its launcher on a mount point of its own. */
function start( props: PopupProps ): {
	element: HTMLElement;
	unmount: () => void;
} {
	const element = document.body.appendChild(
		document.createElement( 'div' )
	);
	const unmount = mountPopup( element, props );
	mounted.push( unmount );
	return { element, unmount };
}

const hasReactRoot = ( element: HTMLElement ): boolean =>
	Object.keys( element ).some( ( key ) =>
		key.startsWith( '__reactContainer' )
	);

afterEach( () => {
	mounted.forEach( ( unmount ) => unmount() );
	mounted = [];
	resetHashActionsForTests();
	jest.useRealTimers();
	jest.restoreAllMocks();
} );

describe( 'Popup', () => {
	it( 'opens when its trigger fires, as a labelled modal opened with showModal() (the rest of the page inert)', async () => {
		jest.useFakeTimers();
		start( base );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		await act( async () => {
			await Promise.resolve();
			jest.advanceTimersByTime( 1000 );
		} );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Join the list',
		} );
		expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		// showModal(): the browser makes the rest of the page inert.
		expect( ( dialog as HTMLDialogElement ).testModal ).toBe( true );
		expect( screen.getByText( 'Ten percent off.' ) ).toBeInTheDocument();
	} );

	it( 'opens from a hash-action link, closes on Escape and returns focus to the link', async () => {
		const user = userEvent.setup();
		start( { ...base, triggers: {} } );
		const link = document.getElementById( 'open' ) as HTMLElement;
		await user.click( link );
		await screen.findByRole( 'dialog' );
		await user.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( link ).toHaveFocus();
		// No trigger set: opened by links only, and the console says so.
		expect( console ).toHaveWarnedWith( 'No popup trigger selected' );
	} );

	it( 'waits without its dialog: React renders nothing until the popup first opens', async () => {
		const user = userEvent.setup();
		const { element } = start( { ...base, triggers: {} } );
		expect( hasReactRoot( element ) ).toBe( false );
		expect( element ).toBeEmptyDOMElement();

		await user.click( document.getElementById( 'open' ) as HTMLElement );
		expect( await screen.findByRole( 'dialog' ) ).toBeInTheDocument();
		expect( hasReactRoot( element ) ).toBe( true );
		expect( console ).toHaveWarned();
	} );

	it( 'answers a click at once with a spinner while the dialog’s code arrives', async () => {
		start( { ...base, triggers: {} } );
		fireEvent.click( document.getElementById( 'open' ) as HTMLElement );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( await screen.findByRole( 'dialog' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'status' ) ).toBeNull();
		expect( console ).toHaveWarned();
	} );

	it( 'fetches its dialog when a pointer or the focus reaches one of its links, and opens nothing', async () => {
		const user = userEvent.setup();
		const { element } = start( { ...base, triggers: {} } );
		await user.hover( document.getElementById( 'before' ) as HTMLElement );
		await act( () => Promise.resolve() );
		expect( hasReactRoot( element ) ).toBe( false );

		await user.hover( document.getElementById( 'by-slug' ) as HTMLElement );
		await waitFor( () => expect( hasReactRoot( element ) ).toBe( true ) );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();

		// Once there, a click opens it without a spinner.
		fireEvent.click( document.getElementById( 'open' ) as HTMLElement );
		expect( screen.queryByRole( 'status' ) ).toBeNull();
		expect( await screen.findByRole( 'dialog' ) ).toBeInTheDocument();
		expect( console ).toHaveWarned();
	} );

	it( 'opens from a link that names its slug', async () => {
		const user = userEvent.setup();
		start( { ...base, triggers: {} } );
		await user.click( document.getElementById( 'by-slug' ) as HTMLElement );
		expect( await screen.findByRole( 'dialog' ) ).toBeInTheDocument();
		expect( console ).toHaveWarned();
	} );

	it( 'keeps Escape and the backdrop from closing when configured so', async () => {
		const user = userEvent.setup();
		start( {
			...base,
			triggers: {},
			close: { ...base.close, escape: false, backdrop: false },
		} );
		await user.click( document.getElementById( 'open' ) as HTMLElement );
		await screen.findByRole( 'dialog' );
		await user.keyboard( '{Escape}' );
		clickBackdrop( screen.getByRole( 'dialog' ) );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Close' } ) );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( console ).toHaveWarned();
	} );

	it( 'never arms again after "Do not show this again"', async () => {
		jest.useFakeTimers();
		const { unmount } = start( base );
		await act( async () => {
			await Promise.resolve();
			jest.advanceTimersByTime( 1000 );
		} );
		act( () =>
			screen
				.getByRole( 'button', { name: 'Do not show this again' } )
				.click()
		);
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		unmount();
		start( base );
		await act( async () => {
			await Promise.resolve();
			jest.advanceTimersByTime( 5000 );
		} );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( window.localStorage.getItem( 'vitrine' ) ).toContain(
			'"popup_7_disable":true'
		);
	} );

	it( 'closes itself after the auto-close delay', async () => {
		jest.useFakeTimers();
		start( { ...base, close: { ...base.close, autoClose: 3 } } );
		await act( async () => {
			await Promise.resolve();
			jest.advanceTimersByTime( 1000 );
		} );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		act( () => {
			jest.advanceTimersByTime( 3000 );
		} );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'does not arm while a timing rule fails', async () => {
		jest.useFakeTimers();
		start( { ...base, timing: { pageViews: { views: 2 } } } );
		await act( async () => {
			await Promise.resolve();
			jest.advanceTimersByTime( 5000 );
		} );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'shows the chosen part of a page for url popups', async () => {
		const user = userEvent.setup();
		window.fetch = jest.fn( async () =>
			textResponse(
				'<html><body><header>Menu</header><div id="offer"><p>Deal</p><script>alert(1)</script></div></body></html>'
			)
		) as unknown as typeof fetch;
		start( {
			...base,
			html: '',
			type: 'url',
			url: '/offer/',
			selector: '#offer',
			triggers: {},
		} );
		await user.click( document.getElementById( 'open' ) as HTMLElement );
		expect( await screen.findByText( 'Deal' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Menu' ) ).toBeNull();
		expect( console ).toHaveWarned();
	} );

	it( 'extracts the body, or nothing for a selector that matches nothing', () => {
		expect( extractContent( '<body><p>Hi</p></body>', '' ) ).toBe(
			'<p>Hi</p>'
		);
		expect( extractContent( '<body><p>Hi</p></body>', '#none' ) ).toBe(
			''
		);
		expect( extractContent( '<body><p>Hi</p></body>', '((' ) ).toBe( '' );
	} );

	it( 'parses props and refuses a popup without an id', () => {
		expect( parsePopupProps( { id: 0 } ) ).toBeNull();
		expect(
			parsePopupProps( { id: 3, close: { backdrop: false } } )
		).toMatchObject( {
			id: 3,
			type: 'content',
			close: {
				backdrop: false,
				escape: true,
				dontShowAgain: false,
				autoClose: 0,
			},
		} );
	} );
} );
