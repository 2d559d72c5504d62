/**
 * Internal dependencies
 */
import { STICKY_REACTIVATE_MS } from '../../lib/sticky';
import { mountBlockEffects, parseBlockEffectsProps } from './index';

/** jsdom has no layout: each element reports the box a test gives it. */
function box( element: Element, rect: () => Partial< DOMRect > ): void {
	element.getBoundingClientRect = () =>
		( {
			top: 0,
			left: 0,
			width: 0,
			height: 0,
			bottom: 0,
			right: 0,
			...rect(),
		} ) as DOMRect;
}

function scrollTo( y: number ): void {
	Object.defineProperty( window, 'scrollY', {
		value: y,
		configurable: true,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
}

function resizeTo( width: number ): void {
	Object.defineProperty( window, 'innerWidth', {
		value: width,
		configurable: true,
	} );
	window.dispatchEvent( new Event( 'resize' ) );
}

let reducedMotion = false;
const stops: Array< () => void > = [];

beforeEach( () => {
	jest.useFakeTimers();
	jest.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
		( callback ) => {
			callback( 0 );
			return 0;
		}
	);
	reducedMotion = false;
	window.matchMedia = jest.fn( ( query: string ) => ( {
		matches: reducedMotion && query.includes( 'reduce' ),
		addEventListener: jest.fn(),
		removeEventListener: jest.fn(),
	} ) ) as unknown as typeof window.matchMedia;
	Object.defineProperty( window, 'innerHeight', {
		value: 800,
		configurable: true,
	} );
	resizeTo( 1280 );
	scrollTo( 0 );
	document.body.className = '';
} );

afterEach( () => {
	stops.splice( 0 ).forEach( ( stop ) => stop() );
	document.body.replaceChildren();
	jest.useRealTimers();
	jest.restoreAllMocks();
} );

/**
 * A 200 px high column whose top is at 400 px in the document, in a container ending at
 * 2000 px.
 */
function column( sticky: Record< string, unknown > ) {
	const container = document.createElement( 'div' );
	const element = document.createElement( 'div' );
	element.textContent = 'Sticky column';
	container.append( element );
	document.body.append( container );
	Object.defineProperty( element, 'offsetHeight', { value: 200 } );
	const flow = () => ( {
		top: 400 - window.scrollY,
		left: 20,
		width: 300,
		height: 200,
	} );
	box( element, flow );
	// The placeholder takes the column's place in the flow.
	const original = HTMLElement.prototype.getBoundingClientRect;
	jest.spyOn(
		HTMLElement.prototype,
		'getBoundingClientRect'
	).mockImplementation( function ( this: HTMLElement ) {
		return this.classList.contains( 'vitrine-sticky-placeholder' )
			? ( flow() as DOMRect )
			: original.call( this );
	} );
	box( container, () => ( { bottom: 2000 - window.scrollY } ) );
	const props = parseBlockEffectsProps( { sticky } );
	if ( ! props ) {
		throw new Error( 'props' );
	}
	stops.push( mountBlockEffects( element, props ) );
	const placeholder = () =>
		container.querySelector< HTMLElement >( '.vitrine-sticky-placeholder' );
	return { element, container, placeholder };
}

describe( 'parseBlockEffectsProps', () => {
	it.each< [ string, unknown ] >( [
		[ 'not an object', null ],
		[ 'neither sticky nor motion', { sticky: { position: 'middle' } } ],
	] )( 'is null for %s', ( _, raw ) => {
		expect( parseBlockEffectsProps( raw ) ).toBeNull();
	} );

	it( 'defaults spacing to 50 and every device', () => {
		expect(
			parseBlockEffectsProps( { sticky: { position: 'top' } } )?.sticky
		).toEqual( {
			position: 'top',
			top: 50,
			bottom: 50,
			devices: [ 'desktop', 'tablet', 'mobile' ],
			inside: false,
		} );
	} );
} );

describe( 'sticky', () => {
	it( 'sticks at its top spacing with a placeholder keeping its space', () => {
		const { element, placeholder } = column( { position: 'top', top: 30 } );
		expect( element ).toHaveClass( 'vitrine-sticky', 'is-static' );
		scrollTo( 371 );
		expect( element ).toHaveClass( 'is-fixed-top', 'is-sticky-changing' );
		expect( element.style.position ).toBe( 'fixed' );
		expect( element.style.top ).toBe( '30px' );
		expect( element.style.width ).toBe( '300px' );
		expect( placeholder()?.style.height ).toBe( '200px' );
		jest.advanceTimersByTime( 300 );
		expect( element ).not.toHaveClass( 'is-sticky-changing' );
		scrollTo( 100 );
		expect( element ).toHaveClass( 'is-static' );
		expect( element.style.position ).toBe( '' );
		expect( placeholder() ).toBeNull();
	} );

	it( 'adds the admin bar’s 32 px', () => {
		document.body.classList.add( 'admin-bar' );
		const { element } = column( { position: 'top' } );
		scrollTo( 330 );
		expect( element.style.top ).toBe( '82px' );
	} );

	it( 'is held at its container’s bottom when told to stay inside', () => {
		const { element } = column( { position: 'top', inside: true } );
		scrollTo( 1800 );
		expect( element ).toHaveClass( 'is-held-bottom' );
		// Container bottom 2000 − spacing 50 − height 200, in the viewport.
		expect( element.style.top ).toBe( `${ 2000 - 50 - 200 - 1800 }px` );
	} );

	it( 'is off on devices it is not on for, after the reactivation pause', () => {
		const { element } = column( {
			position: 'top',
			devices: [ 'desktop' ],
		} );
		scrollTo( 600 );
		expect( element ).toHaveClass( 'is-fixed-top' );
		resizeTo( 767 );
		jest.advanceTimersByTime( STICKY_REACTIVATE_MS - 1 );
		expect( element ).toHaveClass( 'is-fixed-top' );
		jest.advanceTimersByTime( 1 );
		expect( element ).toHaveClass( 'is-static' );
		scrollTo( 700 );
		expect( element ).toHaveClass( 'is-static' );
		resizeTo( 1024 );
		jest.advanceTimersByTime( STICKY_REACTIVATE_MS );
		expect( element ).toHaveClass( 'is-fixed-top' );
	} );

	it( 'undoes everything on unmount', () => {
		const { element, placeholder } = column( { position: 'top' } );
		scrollTo( 600 );
		stops.splice( 0 ).forEach( ( stop ) => stop() );
		expect( element.getAttribute( 'style' ) ).toBeFalsy();
		expect( placeholder() ).toBeNull();
		expect( element.className ).toBe( '' );
	} );
} );

describe( 'motion', () => {
	function moving() {
		const element = document.createElement( 'figure' );
		document.body.append( element );
		box( element, () => ( { top: 800 - window.scrollY, height: 200 } ) );
		const props = parseBlockEffectsProps( {
			motion: {
				effects: { translateY: { speed: 4, direction: 'up' } },
			},
		} );
		if ( ! props ) {
			throw new Error( 'props' );
		}
		stops.push( mountBlockEffects( element, props ) );
		return element;
	}

	it( 'moves with the scroll', () => {
		const element = moving();
		expect( element.style.transform ).toBe( 'translateY(40px)' );
		scrollTo( 500 );
		expect( element.style.transform ).toBe( 'translateY(0px)' );
	} );

	it( 'never moves under reduced motion', () => {
		reducedMotion = true;
		const element = moving();
		scrollTo( 500 );
		expect( element.style.transform ).toBe( '' );
	} );
} );
