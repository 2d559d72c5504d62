/**
 * Internal dependencies
 */
import {
	fileLoopAction,
	loopRestartDelay,
	nextSlide,
	shouldAnimate,
	coverSize,
	slideDuration,
	youtubePlayerVars,
} from './background';

describe( 'loopRestartDelay (end − start + 1 s)', () => {
	it.each( [
		[ 0, 10, 11000 ],
		[ 5, 10, 6000 ],
		[ 2.5, 4, 2500 ],
		[ -3, 4, 5000 ],
		[ 0, 0, null ],
		[ 10, 5, null ],
		[ 5, 5, null ],
	] )( 'start %p, end %p → %p ms', ( start, end, delay ) => {
		expect( loopRestartDelay( start, end ) ).toBe( delay );
	} );
} );

describe( 'fileLoopAction', () => {
	it.each( [
		// time, start, end, ended, playOnce, action
		[ 3, 0, 0, false, false, 'play' ],
		[ 3, 0, 5, false, false, 'play' ],
		[ 5, 0, 5, false, false, 'restart' ],
		[ 5.2, 1, 5, false, true, 'stop' ],
		[ 9, 0, 0, true, false, 'restart' ],
		[ 9, 0, 0, true, true, 'stop' ],
		[ 4, 6, 3, false, false, 'play' ],
	] as const )(
		'at %p s (start %p, end %p, ended %p, once %p) → %p',
		( time, start, end, ended, once, action ) => {
			expect( fileLoopAction( time, start, end, ended, once ) ).toBe(
				action
			);
		}
	);
} );

describe( 'youtubePlayerVars', () => {
	it( 'is muted, inline and without controls', () => {
		expect( youtubePlayerVars( 0, 0 ) ).toMatchObject( {
			mute: 1,
			controls: 0,
			playsinline: 1,
		} );
		expect( youtubePlayerVars( 0, 0 ) ).not.toHaveProperty( 'start' );
		expect( youtubePlayerVars( 0, 0 ) ).not.toHaveProperty( 'end' );
	} );
	it( 'passes start and end in whole seconds', () => {
		expect( youtubePlayerVars( 2.7, 9.2 ) ).toMatchObject( {
			start: 2,
			end: 10,
		} );
	} );
	it( 'ignores an end before the start', () => {
		expect( youtubePlayerVars( 8, 3 ) ).not.toHaveProperty( 'end' );
	} );
} );

describe( 'slideshow timing', () => {
	it.each( [
		[ 0, 3, 1 ],
		[ 2, 3, 0 ],
		[ 0, 1, 0 ],
		[ 0, 0, 0 ],
	] )( 'after slide %p of %p comes %p', ( index, count, next ) => {
		expect( nextSlide( index, count ) ).toBe( next );
	} );
	it.each( [
		[ 5000, 500, 5000 ],
		[ 300, 500, 600 ],
		[ Number.NaN, 500, 5000 ],
		[ -1, 500, 5000 ],
	] )( 'duration %p with speed %p → %p', ( duration, speed, result ) => {
		expect( slideDuration( duration, speed ) ).toBe( result );
	} );
} );

describe( 'shouldAnimate', () => {
	it.each( [
		[ false, true, true, true ],
		[ true, true, true, false ],
		[ false, false, true, false ],
		[ false, true, false, false ],
	] )(
		'reduced %p, on screen %p, visible %p → %p',
		( reduced, onScreen, visible, result ) => {
			expect( shouldAnimate( reduced, onScreen, visible ) ).toBe(
				result
			);
		}
	);
} );

describe( 'coverSize', () => {
	it.each( [
		[ 1600, 900, 1600, 900 ],
		[ 1600, 400, 1600, 900 ],
		[ 400, 900, 1600, 900 ],
		[ 0, 900, 0, 0 ],
	] )( 'a %p × %p box needs a %p × %p frame', ( w, h, fw, fh ) => {
		expect( coverSize( w, h ) ).toEqual( { width: fw, height: fh } );
	} );
} );
