/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { initMobileMenu } from './mobile-menu';

let cleanup: () => void = () => {};

const menuToggle = (): HTMLButtonElement =>
	screen.getByRole( 'button', { name: 'Menu' } );
const panel = (): HTMLElement =>
	document.getElementById( 'site-navigation' ) as HTMLElement;

beforeEach( () => {
	document.body.innerHTML = `
		<button type="button" aria-controls="site-navigation" aria-expanded="false">Menu</button>
		<nav id="site-navigation" aria-label="Primary">
			<ul><li><a href="#about">About</a></li><li><a href="/shop/">Shop</a></li></ul>
		</nav>
		<main id="content"><a href="/elsewhere/">Elsewhere</a></main>`;
	cleanup = initMobileMenu( menuToggle(), panel() );
} );

afterEach( () => cleanup() );

describe( 'mobile menu', () => {
	it( 'opens and closes with the toggle, saying so with aria-expanded', () => {
		fireEvent.click( menuToggle() );
		expect( menuToggle() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( panel() ).toHaveClass( 'is-open' );
		expect( document.documentElement ).toHaveClass( 'has-open-menu' );

		fireEvent.click( menuToggle() );
		expect( menuToggle() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( panel() ).not.toHaveClass( 'is-open' );
		expect( document.documentElement ).not.toHaveClass( 'has-open-menu' );
	} );

	it( 'closes on Escape and returns the focus to the toggle', () => {
		fireEvent.click( menuToggle() );
		const link = screen.getByRole( 'link', { name: 'Shop' } );
		link.focus();
		fireEvent.keyDown( link, { key: 'Escape' } );
		expect( menuToggle() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( menuToggle() ).toHaveFocus();
	} );

	it( 'ignores Escape while closed', () => {
		const link = screen.getByRole( 'link', { name: 'Elsewhere' } );
		link.focus();
		fireEvent.keyDown( link, { key: 'Escape' } );
		expect( link ).toHaveFocus();
	} );

	it( 'closes when the focus leaves the toggle and the menu', () => {
		fireEvent.click( menuToggle() );
		fireEvent.focusOut( screen.getByRole( 'link', { name: 'Shop' } ), {
			relatedTarget: screen.getByRole( 'link', { name: 'Elsewhere' } ),
		} );
		expect( menuToggle() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'stays open while the focus moves between the toggle and the menu', () => {
		fireEvent.click( menuToggle() );
		fireEvent.focusOut( menuToggle(), {
			relatedTarget: screen.getByRole( 'link', { name: 'About' } ),
		} );
		expect( menuToggle() ).toHaveAttribute( 'aria-expanded', 'true' );
	} );

	it( 'closes when a link in it is followed (in-page anchors included)', () => {
		fireEvent.click( menuToggle() );
		fireEvent.click( screen.getByRole( 'link', { name: 'About' } ) );
		expect( menuToggle() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );

describe( 'mobile side panel', () => {
	it( 'keeps only the toggle and the panel reachable while open', () => {
		const elsewhere = document.getElementById( 'content' ) as HTMLElement;
		fireEvent.click( menuToggle() );
		expect( elsewhere ).toHaveAttribute( 'inert' );
		expect( panel() ).not.toHaveAttribute( 'inert' );
		expect( menuToggle() ).not.toHaveAttribute( 'inert' );

		fireEvent.click( menuToggle() );
		expect( elsewhere ).not.toHaveAttribute( 'inert' );
	} );

	it( 'closes on an overlay click and returns the focus to the toggle', () => {
		fireEvent.click( menuToggle() );
		const overlay = document.querySelector(
			'[data-vitrine-menu-overlay]'
		) as HTMLElement;
		expect( overlay ).toHaveClass( 'is-open' );

		fireEvent.click( overlay );
		expect( menuToggle() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( overlay ).not.toHaveClass( 'is-open' );
		expect( menuToggle() ).toHaveFocus();
	} );
} );
