/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import {
	contrastRatio,
	isOpaque,
	parseColour,
	readableOn,
} from './readable-colour';

test( 'reads the colours browsers compute and themes write', () => {
	expect( parseColour( 'rgb(205, 38, 83)' ) ).toEqual( [ 205, 38, 83, 1 ] );
	expect( parseColour( 'rgba(0, 0, 0, 0)' ) ).toEqual( [ 0, 0, 0, 0 ] );
	expect( parseColour( 'rgb(10 20 30 / 50%)' ) ).toEqual( [
		10, 20, 30, 0.5,
	] );
	expect( parseColour( '#CD2653' ) ).toEqual( [ 205, 38, 83, 1 ] );
	expect( parseColour( ' #fff ' ) ).toEqual( [ 255, 255, 255, 1 ] );
	expect( parseColour( '#00000080' )?.[ 3 ] ).toBeCloseTo( 0.5, 2 );
	expect( parseColour( 'currentcolor' ) ).toBeNull();
	expect( parseColour( 'oklab(0.5 0.1 0.1)' ) ).toBeNull();
	expect( parseColour( '' ) ).toBeNull();
} );

test( 'the contrast ratio is WCAG 2’s', () => {
	expect( contrastRatio( '#000', '#fff' ) ).toBeCloseTo( 21, 5 );
	expect( contrastRatio( '#fff', '#fff' ) ).toBe( 1 );
	// Twenty Twenty's accent under its light background preset.
	expect( contrastRatio( '#cd2653', '#f5efe0' ) ).toBeCloseTo( 4.58, 2 );
	expect( contrastRatio( '#767676', '#fff' ) ).toBeCloseTo( 4.54, 2 );
	expect( contrastRatio( 'teal', '#fff' ) ).toBe( 0 );
} );

test( 'the text colour is the first candidate that reads, else white or black', () => {
	// Twenty Twenty: its background preset reads on its accent.
	expect( readableOn( 'rgb(205, 38, 83)', [ '#f5efe0', '#fff' ] ) ).toBe(
		'#f5efe0'
	);
	// A light link colour: the surface does not read on it, nor white; black does.
	expect( readableOn( 'rgb(255, 221, 87)', [ '#ffffff' ] ) ).toBe( '#000' );
	// A dark one with no candidate readable (a dark surface): white.
	expect( readableOn( 'rgb(20, 30, 90)', [ '#222', 'nonsense' ] ) ).toBe(
		'#fff'
	);
	expect( readableOn( '#777', [], 4.5 ) ).toBe( '#000' );
} );

test( 'only an opaque colour can be a background', () => {
	expect( isOpaque( 'rgb(205, 38, 83)' ) ).toBe( true );
	expect( isOpaque( 'rgba(205, 38, 83, 0.4)' ) ).toBe( false );
	expect( isOpaque( 'rgba(0, 0, 0, 0)' ) ).toBe( false );
	expect( isOpaque( 'inherit' ) ).toBe( false );
} );
