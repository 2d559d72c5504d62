/**
 * External dependencies
 */
import { screen } from '@testing-library/dom';

/**
 * Internal dependencies
 */
import { CONFIRMATION_TIMING } from '../../lib/add-to-cart';
import { PLACEMENT_GAP, PLACEMENT_MARGIN } from '../../lib/free-placement';
import { showConfirmation } from './confirmation';

const TEXTS = {
	cartUrl: '/cart/',
	confirmText: 'Added to your cart',
	viewText: 'View cart',
	closeText: 'Close',
};
const OUTCOME = { title: 'Stoneware cup', image: '' };

// jsdom lays nothing out: the sizes a 1280 × 900 window would give.
const rects = new Map< Element, Partial< DOMRect > >();
function size( element: Element, box: Partial< DOMRect >, client = false ) {
	rects.set( element, box );
	if ( client ) {
		Object.defineProperty( element, 'clientWidth', { value: box.width } );
		Object.defineProperty( element, 'clientHeight', {
			value: box.height,
		} );
	}
}
jest.spyOn( Element.prototype, 'getBoundingClientRect' ).mockImplementation(
	function ( this: Element ) {
		const box = this.classList.contains( 'vitrine-cart-confirmation' )
			? { width: 350, height: 90 }
			: ( rects.get( this ) ?? {} );
		return {
			top: 0,
			left: 0,
			width: 0,
			height: 0,
			...box,
		} as DOMRect;
	}
);
size(
	document.documentElement,
	{ top: 0, left: 0, width: 1280, height: 900 },
	true
);

afterEach( () => {
	document.body.innerHTML = '';
	rects.clear();
} );

test( 'on a page: the bottom corner of the window, in the top layer where it can be', () => {
	const remove = showConfirmation( OUTCOME, TEXTS );
	const box = screen.getByRole( 'status' );
	expect( box.parentElement ).toBe( document.body );
	expect( box.style.top ).toBe( `${ 900 - PLACEMENT_MARGIN - 90 }px` );
	expect( box.style.left ).toBe( `${ 1280 - PLACEMENT_MARGIN - 350 }px` );
	remove();
	expect( screen.queryByRole( 'status' ) ).toBeNull();
} );

test( 'in a quick view: inside the dialog, after its content, clear of "Next product"', () => {
	document.body.innerHTML =
		'<dialog open aria-modal="true"><p>A cup</p><button>Add to cart</button><button>Next product</button></dialog>';
	const dialog = document.querySelector( 'dialog' )!;
	const [ add, next ] = Array.from( dialog.querySelectorAll( 'button' ) );
	size( dialog, { top: 40, left: 140, width: 1000, height: 820 }, true );
	size( add!, { top: 300, left: 700, width: 200, height: 48 } );
	size( next!, { top: 790, left: 1000, width: 120, height: 48 } );

	showConfirmation( OUTCOME, TEXTS );
	const box = screen.getByRole( 'status' );
	expect( dialog.lastElementChild ).toBe( box );
	expect( box ).toHaveTextContent( 'Stoneware cup' );
	// Straight above the button, at the dialog's right edge: the corner would cover it.
	expect( box.style.top ).toBe( `${ 790 - PLACEMENT_GAP - 90 }px` );
	expect( box.style.left ).toBe(
		`${ 140 + 1000 - PLACEMENT_MARGIN - 350 }px`
	);
} );

test( 'in a dialog with no free place in sight: after its content, scrolled to its end', () => {
	document.body.innerHTML =
		'<dialog open aria-modal="true"><button>Zoom</button><p>A cup</p></dialog>';
	const dialog = document.querySelector( 'dialog' )!;
	size( dialog, { top: 40, left: 140, width: 1000, height: 820 }, true );
	size( dialog.querySelector( 'button' )!, {
		top: 40,
		left: 140,
		width: 1000,
		height: 820,
	} );
	Object.defineProperty( dialog, 'scrollHeight', { value: 1400 } );

	showConfirmation( OUTCOME, TEXTS );
	const box = screen.getByRole( 'status' );
	expect( dialog.lastElementChild ).toBe( box );
	expect( box ).toHaveClass( 'is-after-content' );
	expect( box ).not.toHaveAttribute( 'popover' );
	expect( box.style.top ).toBe( '' );
	expect( dialog.scrollTop ).toBe( 1400 );
} );

describe( 'how long it stays', () => {
	const { fadeIn, stay, fadeOut } = CONFIRMATION_TIMING;
	const flush = () =>
		jest.advanceTimersByTime( fadeIn + stay + fadeOut + 50 );
	/** The add button, focused as a click (no ring) or a key press (the ring) leaves it. */
	function addButton( byKeyboard: boolean ) {
		const button = document.createElement( 'button' );
		button.textContent = 'Add to cart';
		document.body.append( button );
		button.focus();
		jest.spyOn( button, 'matches' ).mockImplementation(
			( selector ) => selector === ':focus-visible' && byKeyboard
		);
		return button;
	}
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	test( 'after a click it fades away by itself', () => {
		addButton( false );
		showConfirmation( OUTCOME, TEXTS );
		jest.advanceTimersByTime( 20 );
		flush();
		expect( screen.queryByRole( 'status' ) ).toBeNull();
	} );

	test( 'after a key press it waits for the visitor, who reaches "View cart", leaves, and then it fades', () => {
		addButton( true );
		showConfirmation( OUTCOME, TEXTS );
		jest.advanceTimersByTime( 20 );
		flush();
		flush();
		const box = screen.getByRole( 'status' );
		const view = screen.getByRole( 'link', { name: 'View cart' } );
		view.focus();
		flush();
		expect( box ).toBeInTheDocument();
		// Tab to its close button: still inside, still held.
		screen.getByRole( 'button', { name: 'Close' } ).focus();
		flush();
		expect( box ).toBeInTheDocument();
		screen.getByRole( 'button', { name: 'Close' } ).blur();
		flush();
		expect( screen.queryByRole( 'status' ) ).toBeNull();
	} );

	test( 'Escape inside it dismisses it alone and gives focus back to the add', () => {
		const button = addButton( true );
		const dialogKeys = jest.fn();
		document.addEventListener( 'keydown', dialogKeys );
		showConfirmation( OUTCOME, TEXTS );
		screen.getByRole( 'link', { name: 'View cart' } ).focus();
		screen
			.getByRole( 'link', { name: 'View cart' } )
			.dispatchEvent(
				new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
			);
		expect( screen.queryByRole( 'status' ) ).toBeNull();
		expect( button ).toHaveFocus();
		expect( dialogKeys ).not.toHaveBeenCalled();
		document.removeEventListener( 'keydown', dialogKeys );
	} );
} );
