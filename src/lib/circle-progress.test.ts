/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import {
	circlePercent,
	circleThickness,
	clampPercent,
	dashOffset,
	percentAt,
	ringDuration,
	ringGeometry,
} from './circle-progress';

test( 'the thickness is capped at half the size', () => {
	expect( circleThickness( 160, 12 ) ).toBe( 12 );
	expect( circleThickness( 160, 200 ) ).toBe( 80 );
	expect( circleThickness( 160, 0 ) ).toBe( 1 );
} );

test( 'the value is a percentage of the maximum, kept in 0…100', () => {
	expect( circlePercent( 75, 100 ) ).toBe( 75 );
	expect( circlePercent( 3, 4 ) ).toBe( 75 );
	expect( circlePercent( 150, 100 ) ).toBe( 100 );
	expect( circlePercent( -5, 100 ) ).toBe( 0 );
	expect( circlePercent( 50, 0 ) ).toBe( 50 );
} );

test( 'a full-disc thickness still draws: radius a quarter of the size', () => {
	const { radius, circumference } = ringGeometry(
		160,
		circleThickness( 160, 500 )
	);
	expect( radius ).toBe( 40 );
	expect( dashOffset( 75, circumference ) ).toBeCloseTo( circumference / 4 );
} );

describe( 'progress ring math', () => {
	it( 'reads percentages and keeps them in 0…100', () => {
		expect( clampPercent( '75' ) ).toBe( 75 );
		expect( clampPercent( '12.5%' ) ).toBe( 12.5 );
		expect( clampPercent( 140 ) ).toBe( 100 );
		expect( clampPercent( -3 ) ).toBe( 0 );
		expect( clampPercent( 'abc' ) ).toBe( 0 );
		expect( clampPercent( undefined ) ).toBe( 0 );
	} );

	it( 'fits a ring of line width 10 inside its square', () => {
		const ring = ringGeometry( 120 );
		expect( ring.radius ).toBe( 55 );
		expect( ring.center ).toBe( 60 );
		expect( ring.circumference ).toBeCloseTo( 2 * Math.PI * 55 );
	} );

	it( 'hides the part of the stroke beyond the percentage', () => {
		expect( dashOffset( 0, 100 ) ).toBe( 100 );
		expect( dashOffset( 25, 100 ) ).toBe( 75 );
		expect( dashOffset( 100, 100 ) ).toBe( 0 );
		expect( dashOffset( 150, 100 ) ).toBe( 0 );
	} );

	it( 'takes about 5 ms per degree', () => {
		expect( ringDuration( 100 ) ).toBe( 1800 );
		expect( ringDuration( 50 ) ).toBe( 900 );
		expect( ringDuration( 0 ) ).toBe( 0 );
	} );

	it( 'counts up to the target and stops there', () => {
		expect( percentAt( 80, 0 ) ).toBe( 0 );
		expect( percentAt( 80, 500 ) ).toBeGreaterThan( 0 );
		expect( percentAt( 80, 500 ) ).toBeLessThan( 80 );
		expect( percentAt( 80, 5000 ) ).toBe( 80 );
	} );
} );
