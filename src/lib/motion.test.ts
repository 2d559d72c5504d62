/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import {
	motionStyle,
	parseMotion,
	rangeProgress,
	viewportProgress,
	type MotionEffect,
	type MotionEffectName,
} from './motion';

const effect = ( overrides: Partial< MotionEffect > = {} ): MotionEffect => ( {
	speed: 4,
	direction: 'up',
	start: 0,
	end: 100,
	...overrides,
} );

describe( 'viewportProgress', () => {
	it.each( [
		[ 'below the viewport', 900, 200, 800, 0 ],
		[ 'its top entering at the bottom', 800, 200, 800, 0 ],
		[ 'half way', 300, 200, 800, 0.5 ],
		[ 'its bottom leaving at the top', -200, 200, 800, 1 ],
		[ 'above the viewport', -500, 200, 800, 1 ],
		[ 'a zero-sized viewport', 0, 0, 0, 0 ],
	] )( '%s', ( _, top, height, viewport, expected ) => {
		expect( viewportProgress( top, height, viewport ) ).toBe( expected );
	} );
} );

describe( 'rangeProgress', () => {
	it.each( [
		[ 0.5, 0, 100, 0.5 ],
		[ 0.2, 20, 80, 0 ],
		[ 0.5, 20, 80, 0.5 ],
		[ 0.9, 20, 80, 1 ],
		[ 0.5, 50, 50, 1 ],
		[ 0.4, 50, 50, 0 ],
	] )(
		'progress %p in %p–%p %% is %p',
		( progress, start, end, expected ) => {
			expect(
				rangeProgress( progress, effect( { start, end } ) )
			).toBeCloseTo( expected );
		}
	);
} );

describe( 'motionStyle', () => {
	it.each<
		[
			MotionEffectName,
			Partial< MotionEffect >,
			number,
			Partial< ReturnType< typeof motionStyle > >,
		]
	>( [
		[
			'translateY',
			{ direction: 'up' },
			0,
			{ transform: 'translateY(40px)' },
		],
		[
			'translateY',
			{ direction: 'up' },
			0.5,
			{ transform: 'translateY(0px)' },
		],
		[
			'translateY',
			{ direction: 'up' },
			1,
			{ transform: 'translateY(-40px)' },
		],
		[
			'translateY',
			{ direction: 'down' },
			1,
			{ transform: 'translateY(40px)' },
		],
		[
			'translateX',
			{ direction: 'left' },
			1,
			{ transform: 'translateX(-40px)' },
		],
		[
			'translateX',
			{ direction: 'right', speed: 2 },
			0,
			{ transform: 'translateX(-20px)' },
		],
		[ 'rotate', { direction: 'right' }, 1, { transform: 'rotate(36deg)' } ],
		[ 'rotate', { direction: 'left' }, 0, { transform: 'rotate(36deg)' } ],
		[
			'scale',
			{ direction: 'up', speed: 5 },
			1,
			{ transform: 'scale(1.5)' },
		],
		[
			'scale',
			{ direction: 'down', speed: 5 },
			1,
			{ transform: 'scale(1)' },
		],
		[ 'opacity', { direction: 'in', speed: 10 }, 0, { opacity: '0' } ],
		[ 'opacity', { direction: 'in', speed: 10 }, 1, { opacity: '1' } ],
		[ 'opacity', { direction: 'out', speed: 5 }, 1, { opacity: '0.5' } ],
		[
			'opacity',
			{ direction: 'in-out', speed: 10 },
			0.5,
			{ opacity: '1' },
		],
		[
			'opacity',
			{ direction: 'out-in', speed: 10 },
			0.5,
			{ opacity: '0' },
		],
		[ 'blur', { direction: 'in', speed: 8 }, 0, { filter: 'blur(8px)' } ],
		[ 'blur', { direction: 'in', speed: 8 }, 1, { filter: 'blur(0px)' } ],
		[
			'translateY',
			{ direction: 'up', start: 50, end: 100 },
			0.25,
			{ transform: 'translateY(40px)' },
		],
	] )( '%s %o at %p', ( name, overrides, progress, expected ) => {
		expect(
			motionStyle( { [ name ]: effect( overrides ) }, progress )
		).toMatchObject( expected );
	} );

	it( 'chains transforms in a fixed order and leaves unused properties empty', () => {
		expect(
			motionStyle(
				{
					rotate: effect( { direction: 'right' } ),
					translateY: effect( { direction: 'down' } ),
				},
				1
			)
		).toEqual( {
			transform: 'translateY(40px) rotate(36deg)',
			opacity: '',
			filter: '',
		} );
	} );
} );

describe( 'parseMotion', () => {
	it.each< [ string, unknown ] >( [
		[ 'not an object', 'x' ],
		[ 'no effects', { devices: [ 'desktop' ] } ],
		[ 'only unknown effects', { effects: { spin: { speed: 2 } } } ],
	] )( 'is null for %s', ( _, raw ) => {
		expect( parseMotion( raw ) ).toBeNull();
	} );

	it( 'clamps values, defaults directions and devices', () => {
		expect(
			parseMotion( {
				effects: {
					translateY: { speed: 40, direction: 'sideways', start: -5 },
				},
			} )
		).toEqual( {
			effects: {
				translateY: { speed: 10, direction: 'up', start: 0, end: 100 },
			},
			devices: [ 'desktop', 'tablet', 'mobile' ],
		} );
	} );

	it( 'keeps only known devices', () => {
		expect(
			parseMotion( {
				effects: { opacity: { direction: 'out' } },
				devices: [ 'mobile', 'watch' ],
			} )?.devices
		).toEqual( [ 'mobile' ] );
	} );
} );
