/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { initMenu } from './menu';

const markup = `
	<nav aria-label="Primary" data-vitrine-menu>
		<ul class="menu primary-menu">
			<li class="menu-item menu-item-has-children" id="shop">
				<a href="/shop/">Shop</a>
				<button type="button" class="submenu-toggle" aria-expanded="false">Show submenu for Shop</button>
				<ul class="sub-menu">
					<li class="menu-item menu-item-has-children" id="bags">
						<a href="/bags/">Bags</a>
						<button type="button" class="submenu-toggle" aria-expanded="false">Show submenu for Bags</button>
						<ul class="sub-menu"><li class="menu-item"><a href="/totes/">Totes</a></li></ul>
					</li>
				</ul>
			</li>
			<li class="menu-item menu-item-has-children" id="journal">
				<a href="/journal/">Journal</a>
				<button type="button" class="submenu-toggle" aria-expanded="false">Show submenu for Journal</button>
				<ul class="sub-menu"><li class="menu-item"><a href="/guides/">Guides</a></li></ul>
			</li>
		</ul>
	</nav>
	<p><a href="/elsewhere/">Elsewhere</a></p>`;

const toggle = ( name: string ): HTMLButtonElement =>
	screen.getByRole( 'button', { name: `Show submenu for ${ name }` } );

const item = ( id: string ): HTMLElement =>
	document.getElementById( id ) as HTMLElement;

const submenu = ( id: string ): HTMLElement =>
	item( id ).querySelector( ':scope > .sub-menu' ) as HTMLElement;

/** Lays out an item and its dropdown as a desktop browser would. */
function layOut(
	id: string,
	itemLeft: number,
	offsetLeft: number,
	width: number
): void {
	const list = submenu( id );
	list.style.position = 'absolute';
	Object.defineProperty( list, 'offsetLeft', {
		configurable: true,
		value: offsetLeft,
	} );
	Object.defineProperty( list, 'offsetWidth', {
		configurable: true,
		value: width,
	} );
	jest.spyOn( item( id ), 'getBoundingClientRect' ).mockReturnValue( {
		left: itemLeft,
		width: 100,
		top: 0,
		right: itemLeft + 100,
		bottom: 40,
		height: 40,
		x: itemLeft,
		y: 0,
	} as DOMRect );
}

let cleanup: () => void = () => {};

beforeEach( () => {
	document.body.innerHTML = markup;
	Object.defineProperty( document.documentElement, 'clientWidth', {
		configurable: true,
		value: 1024,
	} );
	cleanup = initMenu(
		document.querySelector( '[data-vitrine-menu]' ) as HTMLElement
	);
} );

afterEach( () => {
	cleanup();
	jest.restoreAllMocks();
} );

describe( 'submenu toggles', () => {
	it( 'open and close the submenu and say so with aria-expanded', () => {
		fireEvent.click( toggle( 'Journal' ) );
		expect( toggle( 'Journal' ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		expect( item( 'journal' ) ).toHaveClass( 'is-open' );

		fireEvent.click( toggle( 'Journal' ) );
		expect( toggle( 'Journal' ) ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		expect( item( 'journal' ) ).not.toHaveClass( 'is-open' );
	} );

	it( 'keep one dropdown open per level', () => {
		fireEvent.click( toggle( 'Shop' ) );
		fireEvent.click( toggle( 'Journal' ) );
		expect( toggle( 'Shop' ) ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( toggle( 'Journal' ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
	} );

	it( 'close the nested submenus with their parent', () => {
		fireEvent.click( toggle( 'Shop' ) );
		fireEvent.click( toggle( 'Bags' ) );
		fireEvent.click( toggle( 'Shop' ) );
		expect( toggle( 'Bags' ) ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );

describe( 'closing', () => {
	it( 'Escape closes the dropdown holding the focus and returns the focus to its toggle', () => {
		layOut( 'journal', 100, 0, 220 );
		fireEvent.click( toggle( 'Journal' ) );
		const link = screen.getByRole( 'link', { name: 'Guides' } );
		link.focus();
		fireEvent.keyDown( link, { key: 'Escape' } );
		expect( toggle( 'Journal' ) ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		expect( toggle( 'Journal' ) ).toHaveFocus();
	} );

	it( 'Escape on a toggle closes its own open dropdown', () => {
		layOut( 'journal', 100, 0, 220 );
		fireEvent.click( toggle( 'Journal' ) );
		toggle( 'Journal' ).focus();
		fireEvent.keyDown( toggle( 'Journal' ), { key: 'Escape' } );
		expect( toggle( 'Journal' ) ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		expect( item( 'journal' ) ).toHaveClass( 'is-dismissed' );
	} );

	it( 'Escape in the mobile accordion is left to the mobile menu', () => {
		const onEscape = jest.fn();
		document.addEventListener( 'keydown', onEscape );
		fireEvent.click( toggle( 'Journal' ) );
		toggle( 'Journal' ).focus();
		fireEvent.keyDown( toggle( 'Journal' ), { key: 'Escape' } );
		document.removeEventListener( 'keydown', onEscape );
		expect( onEscape ).toHaveBeenCalled();
		expect( toggle( 'Journal' ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
	} );

	it( 'a dismissed dropdown may open again once the pointer leaves', () => {
		layOut( 'journal', 100, 0, 220 );
		fireEvent.click( toggle( 'Journal' ) );
		toggle( 'Journal' ).focus();
		fireEvent.keyDown( toggle( 'Journal' ), { key: 'Escape' } );
		fireEvent.pointerLeave( item( 'journal' ) );
		expect( item( 'journal' ) ).not.toHaveClass( 'is-dismissed' );
	} );

	it( 'a click outside the menu closes every dropdown', () => {
		fireEvent.click( toggle( 'Shop' ) );
		fireEvent.click( screen.getByRole( 'link', { name: 'Elsewhere' } ) );
		expect( toggle( 'Shop' ) ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'focus leaving a floating dropdown closes it', () => {
		layOut( 'journal', 100, 0, 220 );
		fireEvent.click( toggle( 'Journal' ) );
		fireEvent.focusOut( toggle( 'Journal' ), {
			relatedTarget: screen.getByRole( 'link', { name: 'Elsewhere' } ),
		} );
		expect( toggle( 'Journal' ) ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
	} );
} );

describe( 'dropdown position', () => {
	it( 'leaves a dropdown that fits where it is', () => {
		layOut( 'journal', 300, 0, 220 );
		fireEvent.click( toggle( 'Journal' ) );
		expect(
			submenu( 'journal' ).style.getPropertyValue( '--dropdown-shift' )
		).toBe( '' );
	} );

	it( 'moves a dropdown overflowing the right edge back inside, 10 px from it', () => {
		layOut( 'journal', 900, 0, 220 );
		fireEvent.click( toggle( 'Journal' ) );
		// 900 + 220 = 1120; it must end at 1024 - 10 = 1014.
		expect(
			submenu( 'journal' ).style.getPropertyValue( '--dropdown-shift' )
		).toBe( '-106px' );
	} );

	it( 'places the dropdown on hover too (CSS opens it)', () => {
		layOut( 'journal', 950, 0, 220 );
		fireEvent.pointerEnter( item( 'journal' ) );
		expect(
			submenu( 'journal' ).style.getPropertyValue( '--dropdown-shift' )
		).toBe( '-156px' );
	} );

	it( 'flips a nested dropdown to the left when the right side is too narrow', () => {
		layOut( 'shop', 700, 0, 220 );
		jest.spyOn(
			submenu( 'shop' ),
			'getBoundingClientRect'
		).mockReturnValue( {
			left: 700,
			width: 220,
			top: 0,
			right: 920,
			bottom: 100,
			height: 100,
			x: 700,
			y: 0,
		} as DOMRect );
		layOut( 'bags', 708, 212, 200 );
		fireEvent.click( toggle( 'Shop' ) );
		fireEvent.click( toggle( 'Bags' ) );
		expect( submenu( 'bags' ) ).toHaveClass( 'is-flipped' );
		expect(
			submenu( 'bags' ).style.getPropertyValue( '--dropdown-shift' )
		).toBe( '' );
	} );

	it( 'does not move dropdowns shown in place (mobile accordion)', () => {
		fireEvent.click( toggle( 'Journal' ) );
		expect(
			submenu( 'journal' ).style.getPropertyValue( '--dropdown-shift' )
		).toBe( '' );
	} );
} );
