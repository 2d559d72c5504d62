/**
 * External dependencies
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { frequencyKey } from '../../lib/popup/frequency';
import { renderLikeABrowser } from '../../runtime/test-utils';
import { parseWidgetPopupProps } from './index';
import type { WidgetPopupProps } from './inline-popup';
import { mountWidgetPopup } from './launcher';

const DAY_MS = 86_400_000;

const base: WidgetPopupProps = {
	id: 'spring',
	label: 'See the offer',
	title: 'Spring sale',
	trigger: 'click',
	delay: 0,
	scrollAmount: 50,
	scrollSelector: '',
	clickSelector: '',
	frequency: { times: 1, days: 1 },
};

// The dialog renders with its own root once its code has loaded, outside any act() scope.
renderLikeABrowser();

let mounted: Array< () => void > = [];

/** The server's disclosure (WidgetPopup.php), which holds the popup's content. */
const FALLBACK =
	'<details class="vitrine-inline-popup__fallback"><summary>See the offer</summary><h2 class="vitrine-inline-popup__title">Spring sale</h2><div class="vitrine-inline-popup__content"><p>Ten percent off.</p></div></details>';

/** Mounts the popup as the runtime does: its launcher on the server's disclosure. */
function start( props: Partial< WidgetPopupProps > = {} ): HTMLElement {
	const element = document.body.appendChild(
		document.createElement( 'div' )
	);
	element.innerHTML = FALLBACK;
	mounted.push( mountWidgetPopup( element, { ...base, ...props } ) );
	return element;
}

const hasReactRoot = ( element: Element ): boolean =>
	Object.keys( element ).some( ( key ) =>
		key.startsWith( '__reactContainer' )
	);

const reactRootsIn = ( element: Element ): number =>
	Array.from( element.querySelectorAll( '*' ) ).filter( hasReactRoot ).length;

beforeEach( () => {
	window.localStorage.clear();
	document.body.innerHTML =
		'<main><a id="promo" href="/promo/">Promo</a></main>';
} );

afterEach( () => {
	mounted.forEach( ( unmount ) => unmount() );
	mounted = [];
	jest.useRealTimers();
} );

describe( 'Widget popup', () => {
	it( 'turns the disclosure into its button and loads no React until it opens', () => {
		const element = start();
		const open = screen.getByRole( 'button', { name: 'See the offer' } );
		expect( open ).toHaveAttribute( 'aria-haspopup', 'dialog' );
		expect( element.querySelector( 'details' ) ).toBeNull();
		expect( reactRootsIn( element ) ).toBe( 0 );
	} );

	it( "opens from its button as a labelled modal with the server's content, busy until its code is there; closing fades out, removes it after 500 ms, returns focus and the content", async () => {
		const host = document.body.appendChild(
			document.createElement( 'div' )
		);
		host.innerHTML = FALLBACK;
		const served = host.querySelector( '.vitrine-inline-popup__content p' );
		mounted.push( mountWidgetPopup( host, base ) );
		const open = screen.getByRole( 'button', { name: 'See the offer' } );
		open.focus();
		fireEvent.click( open );
		expect( open ).toHaveAttribute( 'aria-busy', 'true' );

		const dialog = await screen.findByRole( 'dialog', {
			name: 'Spring sale',
		} );
		expect( open ).not.toHaveAttribute( 'aria-busy' );
		expect( dialog ).toHaveTextContent( 'Ten percent off.' );
		// The server's own paragraph, moved in (not a copy made from HTML in the props).
		const element = open.parentElement!;
		expect(
			dialog.querySelector( '.vitrine-inline-popup__content p' )
		).toBe( served );
		expect( ( dialog as HTMLDialogElement ).testModal ).toBe( true );

		fireEvent.keyDown( dialog, { key: 'Escape' } );
		await waitFor( () =>
			expect(
				document.querySelector( '.vitrine-inline-popup' )
			).toHaveClass( 'is-closing' )
		);
		expect( open ).toHaveFocus();
		expect(
			document.querySelector( '[data-inline-popup]' )
		).not.toBeNull();
		await waitFor(
			() =>
				expect(
					document.querySelector( '[data-inline-popup]' )
				).toBeNull(),
			{ timeout: 1500 }
		);
		// Back in the disclosure, which the launcher keeps for when the code cannot come.
		expect( served?.parentElement ).toHaveClass(
			'vitrine-inline-popup__content'
		);
		expect( element.contains( served ) ).toBe( false );

		// Opened again, the code is there: no busy state.
		fireEvent.click( open );
		expect( open ).not.toHaveAttribute( 'aria-busy' );
		expect( await screen.findByRole( 'dialog' ) ).toBeInTheDocument();
	} );

	it( 'opens from any element matching its selector, instead of following it', async () => {
		start( { label: '', clickSelector: '#promo' } );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
		const promo = document.getElementById( 'promo' ) as HTMLElement;
		const followed = fireEvent.click( promo );
		expect( followed ).toBe( false );
		expect( await screen.findByRole( 'dialog' ) ).toBeInTheDocument();
	} );

	it( 'fetches its dialog when a pointer reaches the button, before the click', async () => {
		const element = start();
		fireEvent.pointerOver(
			screen.getByRole( 'button', { name: 'See the offer' } )
		);
		await waitFor( () => expect( reactRootsIn( element ) ).toBe( 1 ) );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'opens after its delay, at most popup_times per popup_days', async () => {
		jest.useFakeTimers();
		const now = Date.now();
		const showsAfter = async ( ms: number ): Promise< boolean > => {
			jest.advanceTimersByTime( ms );
			jest.useRealTimers();
			const shown = await screen
				.findByRole( 'dialog', {}, { timeout: 300 } )
				.then(
					() => true,
					() => false
				);
			return shown;
		};

		start( { trigger: 'delay', delay: 2 } );
		jest.advanceTimersByTime( 1999 );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( await showsAfter( 1 ) ).toBe( true );
		expect(
			JSON.parse(
				window.localStorage.getItem( frequencyKey( 'spring' ) ) ?? '{}'
			).shown
		).toBe( 1 );
		mounted.forEach( ( unmount ) => unmount() );
		mounted = [];
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);

		// The same day: not again.
		jest.useFakeTimers();
		start( { trigger: 'delay', delay: 2 } );
		expect( await showsAfter( 5000 ) ).toBe( false );
		mounted.forEach( ( unmount ) => unmount() );
		mounted = [];

		// 24 hours after the first show: again.
		jest.useFakeTimers();
		jest.setSystemTime( now + DAY_MS + 5000 );
		start( { trigger: 'delay', delay: 2 } );
		expect( await showsAfter( 2000 ) ).toBe( true );
	} );
} );

describe( 'Widget popup whose dialog cannot be fetched', () => {
	it( 'unfolds its content in place, as without scripts, when a click finds no code', async () => {
		let mountOffline: typeof mountWidgetPopup = mountWidgetPopup;
		jest.isolateModules( () => {
			jest.doMock( './inline-popup', () => {
				throw new Error( 'offline' );
			} );
			mountOffline = require( './launcher' ).mountWidgetPopup;
		} );
		const element = document.body.appendChild(
			document.createElement( 'div' )
		);
		element.innerHTML = FALLBACK;
		mounted.push( mountOffline( element, base ) );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'See the offer' } )
		);
		const details = await waitFor( () => {
			const found = element.querySelector( 'details' );
			expect( found ).not.toBeNull();
			return found as HTMLDetailsElement;
		} );
		expect( details.open ).toBe( true );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
		expect( element.querySelector( 'summary' ) ).toHaveFocus();
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( console ).toHaveErrored();
		jest.dontMock( './inline-popup' );
	} );
} );

describe( 'parseWidgetPopupProps', () => {
	it( 'refuses a bad id and defaults an unknown trigger to click', () => {
		expect( parseWidgetPopupProps( { id: 'Bad id' } ) ).toBeNull();
		// Markup in the props (an older page cache) is not read: the content is the server's.
		expect(
			parseWidgetPopupProps( { id: 'ok', html: '<p>Twice</p>' } )
		).not.toHaveProperty( 'html' );
		expect(
			parseWidgetPopupProps( { id: 'ok', trigger: 'hover' } )?.trigger
		).toBe( 'click' );
		expect( parseWidgetPopupProps( { id: 'ok' } )?.frequency ).toEqual( {
			times: 0,
			days: 1,
		} );
	} );
} );
