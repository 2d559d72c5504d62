/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import {
	SLIDER_DEFAULTS,
	autoplayRuns,
	layoutAt,
	parseSliderSettings,
	showsDots,
	swiperBreakpoints,
} from './slider';

describe( 'slider layout per breakpoint', () => {
	it.each( [
		[ 320, 1, 6 ],
		[ 767, 1, 6 ],
		[ 768, 2, 12 ],
		[ 1023, 2, 12 ],
		[ 1024, 3, 24 ],
		[ 1920, 3, 24 ],
	] )( 'at %i px shows %i slides %i px apart', ( width, perView, gap ) => {
		expect( layoutAt( width, 3 ) ).toEqual( { perView, gap } );
	} );

	it( 'never shows more than the slider asks for', () => {
		expect( layoutAt( 900, 1 ) ).toEqual( { perView: 1, gap: 12 } );
		expect( layoutAt( 1200, 1 ) ).toEqual( { perView: 1, gap: 24 } );
	} );

	it( 'uses the slider count on desktop', () => {
		expect( layoutAt( 1200, 4 ) ).toEqual( { perView: 4, gap: 24 } );
		expect( layoutAt( 900, 4 ) ).toEqual( { perView: 2, gap: 12 } );
	} );

	it( 'gives Swiper the same breakpoints', () => {
		expect( swiperBreakpoints( 3 ) ).toEqual( {
			0: { slidesPerView: 1, spaceBetween: 6 },
			768: { slidesPerView: 2, spaceBetween: 12 },
			1024: { slidesPerView: 3, spaceBetween: 24 },
		} );
	} );
} );

describe( 'dots rule', () => {
	it( 'shows dots only with more slides than fit', () => {
		expect( showsDots( 4, 3 ) ).toBe( true );
		expect( showsDots( 3, 3 ) ).toBe( false );
		expect( showsDots( 2, 3 ) ).toBe( false );
		expect( showsDots( 2, 1 ) ).toBe( true );
	} );
} );

describe( 'autoplay', () => {
	const idle = {
		enabled: true,
		reducedMotion: false,
		hovered: false,
		focused: false,
		paused: false,
	};

	it( 'runs when nothing holds it', () => {
		expect( autoplayRuns( idle ) ).toBe( true );
	} );

	it.each( [ 'hovered', 'focused', 'paused', 'reducedMotion' ] )(
		'waits while %s',
		( key ) => {
			expect( autoplayRuns( { ...idle, [ key ]: true } ) ).toBe( false );
		}
	);

	it( 'never runs when turned off', () => {
		expect( autoplayRuns( { ...idle, enabled: false } ) ).toBe( false );
	} );
} );

describe( 'slider settings', () => {
	it( 'defaults to 3 slides, autoplay every 3000 ms, 500 ms transitions', () => {
		expect( parseSliderSettings( {} ) ).toEqual( SLIDER_DEFAULTS );
		expect( SLIDER_DEFAULTS ).toEqual( {
			perView: 3,
			autoplay: true,
			delay: 3000,
			speed: 500,
		} );
	} );

	it( 'reads valid settings', () => {
		expect(
			parseSliderSettings( {
				perView: 1,
				autoplay: false,
				delay: 5000,
				speed: 400,
			} )
		).toEqual( {
			perView: 1,
			autoplay: false,
			delay: 5000,
			speed: 400,
		} );
	} );

	it( 'clamps numbers to their limits and ignores wrong types', () => {
		expect(
			parseSliderSettings( {
				perView: 9,
				delay: 10,
				speed: '400',
				autoplay: 'yes',
			} )
		).toEqual( {
			perView: 4,
			autoplay: true,
			delay: 1000,
			speed: 500,
		} );
		expect( parseSliderSettings( { perView: 0 } )?.perView ).toBe( 1 );
		expect( parseSliderSettings( { perView: NaN } )?.perView ).toBe( 3 );
	} );

	it( 'refuses props that are not an object', () => {
		expect( parseSliderSettings( null ) ).toBeNull();
		expect( parseSliderSettings( [] ) ).toBeNull();
		expect( parseSliderSettings( 'x' ) ).toBeNull();
	} );
} );
