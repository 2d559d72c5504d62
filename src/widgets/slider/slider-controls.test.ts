/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/dom';

/**
 * Internal dependencies
 */
import { SLIDER_DEFAULTS, parseSliderSettings } from '../../lib/slider';
import { createSwiper } from './create-swiper';
import { mountSliderControls } from './slider-controls';
import widget from './index';

// Swiper itself is exercised in the browser tests; here a stand-in records what the widget asks of it.
jest.mock( './create-swiper', () => ( { createSwiper: jest.fn() } ) );

type Fake = ReturnType< typeof fakeSwiper >;

/** Lets the dynamic import of Swiper's chunk resolve. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve ) );

function fakeSwiper( slides: number ) {
	const handlers: Record< string, Array< () => void > > = {};
	const autoplay = {
		running: false,
		start: jest.fn( (): boolean => ( autoplay.running = true ) ),
		stop: jest.fn( (): boolean => ! ( autoplay.running = false ) ),
	};
	const swiper = {
		slides: Array.from( { length: slides } ),
		params: {},
		activeIndex: 0,
		autoplay,
		slideNext: jest.fn(),
		slidePrev: jest.fn(),
		slideTo: jest.fn(),
		on: jest.fn( ( event: string, handler: () => void ) => {
			( handlers[ event ] ??= [] ).push( handler );
		} ),
		destroy: jest.fn(),
		emit: ( event: string ) => handlers[ event ]?.forEach( ( h ) => h() ),
	};
	return swiper;
}

async function mountSlider( slides: number, settings = {} ) {
	const swiper = fakeSwiper( slides );
	( createSwiper as jest.Mock ).mockReturnValue( swiper );
	const section = document.createElement( 'section' );
	section.className = 'vitrine-carousel';
	section.innerHTML = `<div class="vitrine-carousel__viewport"><ul class="vitrine-carousel__track" tabindex="0">${ '<li class="vitrine-carousel__slide"><a href="#">Story</a></li>'.repeat(
		slides
	) }</ul></div><div class="mount"></div>`;
	document.body.appendChild( section );
	const container = section.querySelector( '.mount' ) as HTMLElement;
	const unmount = mountSliderControls( container, {
		...SLIDER_DEFAULTS,
		...settings,
	} );
	// Swiper's chunk loads asynchronously (at once here: jsdom has no IntersectionObserver).
	await settle();
	return { swiper, section, container, unmount };
}

let reducedMotion = false;

beforeEach( () => {
	reducedMotion = false;
	window.matchMedia = jest.fn( ( query: string ) => ( {
		matches: reducedMotion && query.includes( 'reduce' ),
	} ) ) as unknown as typeof window.matchMedia;
	window.innerWidth = 1280;
	document.body.innerHTML = '';
	( createSwiper as jest.Mock ).mockReset();
} );

describe( 'mountSliderControls', () => {
	it( 'starts Swiper on the server-rendered row with its own buttons and settings', async () => {
		const { section } = await mountSlider( 6, { speed: 400 } );

		expect( createSwiper ).toHaveBeenCalledTimes( 1 );
		const [ elements, settings ] = ( createSwiper as jest.Mock ).mock
			.calls[ 0 ];
		expect( elements.viewport ).toBe(
			section.querySelector( '.vitrine-carousel__viewport' )
		);
		expect( elements.prev ).toBe(
			screen.getByRole( 'button', { name: 'Previous slide' } )
		);
		expect( elements.next ).toBe(
			screen.getByRole( 'button', { name: 'Next slide' } )
		);
		expect( settings.speed ).toBe( 400 );
	} );

	it( 'shows dots only with more slides than fit, and rechecks at a breakpoint', async () => {
		const { swiper, container } = await mountSlider( 3 );
		const dots = container.querySelector( '.vitrine-carousel__dots' );
		expect( dots ).toHaveAttribute( 'hidden' );

		window.innerWidth = 800;
		( swiper as Fake ).emit( 'breakpoint' );
		expect( dots ).not.toHaveAttribute( 'hidden' );
	} );

	it( 'autoplays, and waits while the pointer is over it or focus is inside', async () => {
		const { swiper, section } = await mountSlider( 6 );
		expect( swiper.autoplay.start ).toHaveBeenCalledTimes( 1 );

		fireEvent.pointerEnter( section );
		expect( swiper.autoplay.running ).toBe( false );
		fireEvent.pointerLeave( section );
		expect( swiper.autoplay.running ).toBe( true );

		const link = section.querySelector( 'a' ) as HTMLElement;
		fireEvent.focusIn( link );
		expect( swiper.autoplay.running ).toBe( false );
		// Focus moving between two elements of the slider keeps it waiting.
		fireEvent.focusOut( link, {
			relatedTarget: section.querySelector( '.vitrine-carousel__track' ),
		} );
		expect( swiper.autoplay.running ).toBe( false );
		fireEvent.focusOut( link, { relatedTarget: document.body } );
		expect( swiper.autoplay.running ).toBe( true );
	} );

	it( 'the pause button stops autoplay until pressed again', async () => {
		const { swiper } = await mountSlider( 6 );
		const pause = screen.getByRole( 'button', {
			name: 'Pause the slideshow',
		} );
		expect( pause ).toHaveAttribute( 'aria-pressed', 'false' );

		fireEvent.click( pause );
		expect( pause ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( swiper.autoplay.running ).toBe( false );
		fireEvent.click( pause );
		expect( swiper.autoplay.running ).toBe( true );
	} );

	it( 'never autoplays under reduced motion, nor when turned off', async () => {
		reducedMotion = true;
		const { swiper } = await mountSlider( 6 );
		expect( swiper.autoplay.start ).not.toHaveBeenCalled();
		expect(
			screen.queryByRole( 'button', { name: 'Pause the slideshow' } )
		).toBeNull();

		document.body.innerHTML = '';
		reducedMotion = false;
		const off = await mountSlider( 6, { autoplay: false } );
		expect( off.swiper.autoplay.start ).not.toHaveBeenCalled();
	} );

	it( 'moves with the arrow keys, Home and End, but not while typing', async () => {
		const { swiper, section } = await mountSlider( 6 );
		const track = section.querySelector(
			'.vitrine-carousel__track'
		) as HTMLElement;

		fireEvent.keyDown( track, { key: 'ArrowRight' } );
		fireEvent.keyDown( track, { key: 'ArrowLeft' } );
		fireEvent.keyDown( track, { key: 'End' } );
		fireEvent.keyDown( track, { key: 'Home' } );
		expect( swiper.slideNext ).toHaveBeenCalledTimes( 1 );
		expect( swiper.slidePrev ).toHaveBeenCalledTimes( 1 );
		expect( swiper.slideTo ).toHaveBeenCalledWith( 5 );
		expect( swiper.slideTo ).toHaveBeenCalledWith( 0 );

		const input = document.createElement( 'input' );
		section.querySelector( 'li' )?.appendChild( input );
		fireEvent.keyDown( input, { key: 'ArrowRight' } );
		expect( swiper.slideNext ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'loads Swiper only when the slider comes near the viewport', async () => {
		let near: (
			entries: Array< { isIntersecting: boolean } >
		) => void = () => {};
		const observe = jest.fn();
		window.IntersectionObserver = jest.fn( ( callback ) => {
			near = callback;
			return { observe, disconnect: jest.fn() };
		} ) as unknown as typeof IntersectionObserver;
		try {
			const { section } = await mountSlider( 6 );
			expect( observe ).toHaveBeenCalledWith( section );
			expect( createSwiper ).not.toHaveBeenCalled();

			near( [ { isIntersecting: true } ] );
			await settle();
			expect( createSwiper ).toHaveBeenCalledTimes( 1 );
		} finally {
			delete ( window as { IntersectionObserver?: unknown } )
				.IntersectionObserver;
		}
	} );

	it( 'destroys Swiper when unmounted', async () => {
		const { swiper, unmount } = await mountSlider( 6 );
		unmount();
		expect( swiper.destroy ).toHaveBeenCalledWith( true, true );
	} );
} );

describe( 'the slider widget', () => {
	it( 'reads its settings with the shared parser', async () => {
		expect( widget.parseProps ).toBe( parseSliderSettings );
		expect( widget.parseProps( { speed: 400 } ) ).toEqual( {
			...SLIDER_DEFAULTS,
			speed: 400,
		} );
	} );
} );
