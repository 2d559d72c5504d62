/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { initExpandingSearch } from './expanding';

let cleanup: () => void = () => {};

const toggle = (): HTMLElement =>
	document.querySelector( '[data-vitrine-search-toggle]' ) as HTMLElement;
const panel = (): HTMLElement =>
	document.getElementById( 'header-search' ) as HTMLElement;
const field = (): HTMLInputElement =>
	screen.getByRole( 'searchbox', { hidden: true } ) as HTMLInputElement;
const form = (): HTMLFormElement =>
	panel().querySelector( 'form' ) as HTMLFormElement;

beforeEach( () => {
	document.body.innerHTML = `
		<header>
			<a href="/?s=" data-vitrine-search-toggle><span>Search</span></a>
			<a href="/cart/">Cart</a>
		</header>
		<div id="header-search" data-vitrine-search-panel hidden>
			<form role="search" action="/" method="get">
				<label for="s1">Search for:</label>
				<input type="search" id="s1" name="s">
				<button type="submit">Go</button>
			</form>
		</div>
		<main><a href="/elsewhere/">Elsewhere</a></main>`;
	cleanup = initExpandingSearch( toggle(), panel() );
} );

afterEach( () => cleanup() );

describe( 'expanding search', () => {
	it( 'turns the search link into a collapsed toggle button for the panel', () => {
		expect( screen.getByRole( 'button', { name: 'Search' } ) ).toBe(
			toggle()
		);
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( toggle() ).toHaveAttribute( 'aria-controls', 'header-search' );
		expect( panel() ).not.toBeVisible();
	} );

	it( 'opens on a click, instead of following the link, with the cursor in the field', () => {
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		toggle().dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( panel() ).toBeVisible();
		expect( field() ).toHaveFocus();
		expect( document.documentElement ).toHaveClass( 'has-open-search' );
	} );

	it( 'opens with Space like a button', () => {
		fireEvent.keyDown( toggle(), { key: ' ' } );
		expect( panel() ).toBeVisible();
	} );

	it( 'closes on Escape and returns the focus to the toggle', () => {
		fireEvent.click( toggle() );
		fireEvent.keyDown( field(), { key: 'Escape' } );
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( panel() ).not.toBeVisible();
		expect( toggle() ).toHaveFocus();
		expect( document.documentElement ).not.toHaveClass( 'has-open-search' );
	} );

	it( 'ignores Escape while closed', () => {
		const link = screen.getByRole( 'link', { name: 'Elsewhere' } );
		link.focus();
		fireEvent.keyDown( link, { key: 'Escape' } );
		expect( link ).toHaveFocus();
	} );

	it( 'just closes when sent empty, and sends a real search', () => {
		fireEvent.click( toggle() );
		field().value = '   ';
		const empty = new Event( 'submit', {
			bubbles: true,
			cancelable: true,
		} );
		form().dispatchEvent( empty );
		expect( empty.defaultPrevented ).toBe( true );
		expect( panel() ).not.toBeVisible();
		expect( toggle() ).toHaveFocus();

		fireEvent.click( toggle() );
		field().value = 'linen';
		const real = new Event( 'submit', { bubbles: true, cancelable: true } );
		form().dispatchEvent( real );
		expect( real.defaultPrevented ).toBe( false );
	} );

	it( 'closes from the toggle, and when the focus leaves it', () => {
		fireEvent.click( toggle() );
		fireEvent.click( toggle() );
		expect( panel() ).not.toBeVisible();
		expect( toggle() ).toHaveFocus();

		fireEvent.click( toggle() );
		const elsewhere = screen.getByRole( 'link', { name: 'Elsewhere' } );
		fireEvent.focusOut( field(), { relatedTarget: elsewhere } );
		expect( panel() ).not.toBeVisible();
		expect( toggle() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );
