/**
 * Internal dependencies
 */
import { heldClick, isPlainClick, replayTarget } from './first-click';

const openers = {
	'quick-view': '.qv',
	popup: 'a[href^="#popup"]',
};

afterEach( () => {
	document.body.innerHTML = '';
} );

const list = ( state = 'waiting' ) =>
	`<ul class="list"><li><a class="qv" href="/p"><span class="icon">o</span></a></li>` +
	`<span data-vitrine-widget="quick-view" data-vitrine-state="${ state }"></span></ul>`;

describe( 'isPlainClick', () => {
	it.each( [
		[ 'a plain click', {}, true ],
		[ 'ctrl', { ctrlKey: true }, false ],
		[ 'cmd', { metaKey: true }, false ],
		[ 'shift', { shiftKey: true }, false ],
		[ 'alt', { altKey: true }, false ],
		[ 'the middle button', { button: 1 }, false ],
	] )( '%s', ( _label, init, plain ) => {
		expect(
			isPlainClick( new MouseEvent( 'click', init as MouseEventInit ) )
		).toBe( plain );
	} );

	it( 'leaves a click someone already answered', () => {
		const event = new MouseEvent( 'click', { cancelable: true } );
		event.preventDefault();
		expect( isPlainClick( event ) ).toBe( false );
	} );
} );

describe( 'heldClick', () => {
	it( 'holds a click inside an opener whose widget waits, and names its mount point', () => {
		document.body.innerHTML = list();
		const held = heldClick( document.querySelector( '.icon' ), openers );
		expect( held?.opener ).toBe( document.querySelector( '.qv' ) );
		expect( held?.pending ).toEqual( [
			document.querySelector( '[data-vitrine-widget]' ),
		] );
	} );

	it.each( [ 'mounted', 'failed' ] )(
		'leaves the click to a widget that has %s',
		( state ) => {
			document.body.innerHTML = list( state );
			expect(
				heldClick( document.querySelector( '.qv' ), openers )
			).toBeNull();
		}
	);

	it( 'holds a click while the widget is still loading', () => {
		document.body.innerHTML = list( 'loading' );
		expect(
			heldClick( document.querySelector( '.qv' ), openers )
		).not.toBeNull();
	} );

	it( 'asks only the nearest mount point: a mounted list is not held for another list', () => {
		document.body.innerHTML = list( 'mounted' ) + list( 'waiting' );
		const [ mounted, waiting ] = Array.from(
			document.querySelectorAll( '.qv' )
		);
		expect( heldClick( mounted ?? null, openers ) ).toBeNull();
		expect( heldClick( waiting ?? null, openers )?.pending ).toEqual( [
			document.querySelectorAll( '[data-vitrine-widget]' )[ 1 ],
		] );
	} );

	it( 'finds a mount point anywhere in the document for an opener outside it', () => {
		document.body.innerHTML =
			'<header><a href="#popup-1">Open</a></header>' +
			'<div data-vitrine-widget="popup" data-vitrine-state="loading"></div>';
		expect(
			heldClick( document.querySelector( 'a' ), openers )?.pending
		).toHaveLength( 1 );
	} );

	it( 'ignores clicks on what no widget enhances, and openers of absent widgets', () => {
		document.body.innerHTML = '<a href="/x">x</a><a href="#popup-1">y</a>';
		const [ plain, popup ] = Array.from( document.querySelectorAll( 'a' ) );
		expect( heldClick( plain ?? null, openers ) ).toBeNull();
		expect( heldClick( popup ?? null, openers ) ).toBeNull();
		expect( heldClick( null, openers ) ).toBeNull();
	} );
} );

describe( 'replayTarget', () => {
	it( 'is the opener while it is on the page, else its successor in the mount point', () => {
		document.body.innerHTML =
			'<div data-vitrine-widget="popup"><a href="#popup-1">Open</a></div>';
		const mount = document.querySelector< HTMLElement >( 'div' )!;
		const held = heldClick( document.querySelector( 'a' ), openers )!;
		expect( replayTarget( held ) ).toBe( held.opener );

		mount.innerHTML = '<a href="#popup-1">Now a toggle</a>';
		expect( replayTarget( held ) ).toBe( mount.firstElementChild );

		mount.innerHTML = '';
		expect( replayTarget( held ) ).toBeNull();
	} );
} );
