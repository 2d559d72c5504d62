/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import {
	DROPDOWN_SPACING,
	dropdownShift,
	placeNestedDropdown,
} from './dropdown-position';

describe( 'dropdownShift', () => {
	it( 'keeps 10 px of spacing by default', () => {
		expect( DROPDOWN_SPACING ).toBe( 10 );
	} );

	it( 'leaves a dropdown that fits alone', () => {
		expect( dropdownShift( { left: 100, width: 220 }, 1024 ) ).toBe( 0 );
	} );

	it( 'leaves a dropdown that ends exactly 10 px from the right edge', () => {
		expect( dropdownShift( { left: 794, width: 220 }, 1024 ) ).toBe( 0 );
	} );

	it( 'moves a dropdown that overflows the right edge back inside, 10 px from it', () => {
		const shift = dropdownShift( { left: 900, width: 220 }, 1024 );
		expect( shift ).toBe( -106 );
		expect( 900 + shift + 220 ).toBe( 1024 - 10 );
	} );

	it( 'moves a dropdown that only touches the spacing by the missing pixels', () => {
		expect( dropdownShift( { left: 800, width: 220 }, 1024 ) ).toBe( -6 );
	} );

	it( 'moves a dropdown that starts left of the spacing to the right', () => {
		expect( dropdownShift( { left: -40, width: 220 }, 1024 ) ).toBe( 50 );
		expect( dropdownShift( { left: 4, width: 220 }, 1024 ) ).toBe( 6 );
	} );

	it( 'aligns a dropdown wider than the viewport with the left spacing', () => {
		expect( dropdownShift( { left: 50, width: 400 }, 320 ) ).toBe( -40 );
	} );

	it( 'accepts another spacing', () => {
		expect( dropdownShift( { left: 900, width: 220 }, 1024, 0 ) ).toBe(
			-96
		);
	} );
} );

describe( 'placeNestedDropdown', () => {
	const parent = { left: 600, width: 220 };

	it( 'opens to the right when there is room', () => {
		expect(
			placeNestedDropdown(
				{ left: 828, width: 180 },
				parent,
				1280,
				10,
				8
			)
		).toEqual( {
			flip: false,
			shift: 0,
		} );
	} );

	it( 'flips to the left of its parent when the right side is too narrow', () => {
		// Right: 828 + 220 = 1048 > 1014. Left: 600 - 8 - 220 = 372, fits.
		expect(
			placeNestedDropdown(
				{ left: 828, width: 220 },
				parent,
				1024,
				10,
				8
			)
		).toEqual( {
			flip: true,
			shift: 0,
		} );
	} );

	it( 'stays on the right, shifted, when flipping would overflow more', () => {
		const narrowParent = { left: 20, width: 200 };
		// Right overflows by 6 px; flipped it would start at -208.
		expect(
			placeNestedDropdown(
				{ left: 228, width: 96 },
				narrowParent,
				320,
				10,
				8
			)
		).toEqual( {
			flip: false,
			shift: -14,
		} );
	} );

	it( 'shifts a flipped dropdown that still overflows on the left', () => {
		const wideParent = { left: 200, width: 760 };
		// Right: 968 + 300 overflows by 254; flipped it starts at 200 - 8 - 300 = -108: shift +118.
		expect(
			placeNestedDropdown(
				{ left: 968, width: 300 },
				wideParent,
				1024,
				10,
				8
			)
		).toEqual( {
			flip: true,
			shift: 118,
		} );
	} );
} );
