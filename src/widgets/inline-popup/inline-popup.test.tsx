/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { frequencyKey } from '../../lib/popup/frequency';
import { parseWidgetPopupProps } from './index';
import { WidgetPopup, type WidgetPopupProps } from './inline-popup';

const DAY_MS = 86_400_000;

const base: WidgetPopupProps = {
	id: 'spring',
	label: 'See the offer',
	title: 'Spring sale',
	html: '<p>Ten percent off.</p>',
	trigger: 'click',
	delay: 0,
	scrollAmount: 50,
	scrollSelector: '',
	clickSelector: '',
	frequency: { times: 1, days: 1 },
};

function mount( props: Partial< WidgetPopupProps > = {} ) {
	return render( <WidgetPopup { ...base } { ...props } />, {
		container: document.body.appendChild( document.createElement( 'div' ) ),
	} );
}

beforeEach( () => {
	jest.useFakeTimers();
	window.localStorage.clear();
	document.body.innerHTML =
		'<main><a id="promo" href="/promo/">Promo</a></main>';
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'WidgetPopup', () => {
	it( 'opens from its button as a labelled modal; closing fades out, removes it after 500 ms and returns focus', () => {
		mount();
		const open = screen.getByRole( 'button', { name: 'See the offer' } );
		open.focus();
		fireEvent.click( open );
		const dialog = screen.getByRole( 'dialog', { name: 'Spring sale' } );
		expect( dialog ).toHaveTextContent( 'Ten percent off.' );
		expect( document.querySelector( 'main' ) ).toHaveAttribute( 'inert' );

		fireEvent.keyDown( dialog, { key: 'Escape' } );
		expect( document.querySelector( '.vitrine-inline-popup' ) ).toHaveClass(
			'is-closing'
		);
		expect( open ).toHaveFocus();

		act( () => {
			jest.advanceTimersByTime( 499 );
		} );
		expect(
			document.querySelector( '[data-inline-popup]' )
		).not.toBeNull();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( document.querySelector( '[data-inline-popup]' ) ).toBeNull();
	} );

	it( 'opens from any element matching its selector', () => {
		mount( { label: '', clickSelector: '#promo' } );
		expect(
			screen.queryByRole( 'button', { name: 'See the offer' } )
		).toBeNull();
		fireEvent.click( document.getElementById( 'promo' ) as HTMLElement );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
	} );

	it( 'opens after its delay, at most popup_times per popup_days', () => {
		const now = Date.now();
		const first = mount( { trigger: 'delay', delay: 2 } );
		act( () => {
			jest.advanceTimersByTime( 1999 );
		} );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		expect(
			JSON.parse(
				window.localStorage.getItem( frequencyKey( 'spring' ) ) ?? '{}'
			).shown
		).toBe( 1 );
		first.unmount();

		// The same day: not again.
		const second = mount( { trigger: 'delay', delay: 2 } );
		act( () => {
			jest.advanceTimersByTime( 5000 );
		} );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		second.unmount();

		// 24 hours after the first show: again.
		jest.setSystemTime( now + DAY_MS + 5000 );
		mount( { trigger: 'delay', delay: 2 } );
		act( () => {
			jest.advanceTimersByTime( 2000 );
		} );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
	} );
} );

describe( 'parseWidgetPopupProps', () => {
	it( 'refuses a bad id and defaults an unknown trigger to click', () => {
		expect( parseWidgetPopupProps( { id: 'Bad id' } ) ).toBeNull();
		expect(
			parseWidgetPopupProps( { id: 'ok', trigger: 'hover' } )?.trigger
		).toBe( 'click' );
		expect( parseWidgetPopupProps( { id: 'ok' } )?.frequency ).toEqual( {
			times: 0,
			days: 1,
		} );
	} );
} );
