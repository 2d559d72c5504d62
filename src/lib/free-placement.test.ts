/**
 * Internal dependencies
 */
import {
	placeInFreeSpace,
	PLACEMENT_GAP,
	PLACEMENT_MARGIN,
	type Rect,
} from './free-placement';

// A 1280 × 900 viewport, a 350 × 90 confirmation.
const VIEWPORT: Rect = { top: 0, left: 0, width: 1280, height: 900 };
const BOX = { width: 350, height: 90 };
const CORNER = {
	top: 900 - PLACEMENT_MARGIN - 90,
	left: 1280 - PLACEMENT_MARGIN - 350,
};

function covers( place: { top: number; left: number }, control: Rect ) {
	return (
		place.left < control.left + control.width &&
		control.left < place.left + BOX.width &&
		place.top < control.top + control.height &&
		control.top < place.top + BOX.height
	);
}

test( 'with nothing in the way, the bottom corner at the inline end', () => {
	expect( placeInFreeSpace( VIEWPORT, BOX, [] ) ).toEqual( {
		...CORNER,
		free: true,
	} );
	expect( placeInFreeSpace( VIEWPORT, BOX, [], 'left' ) ).toEqual( {
		top: CORNER.top,
		left: PLACEMENT_MARGIN,
		free: true,
	} );
} );

test( 'controls elsewhere, hidden or outside the container do not move it', () => {
	const controls = [
		{ top: 10, left: 10, width: 100, height: 40 },
		{ top: 850, left: 1200, width: 0, height: 0 },
		{ top: 950, left: 1000, width: 100, height: 40 },
	];
	expect( placeInFreeSpace( VIEWPORT, BOX, controls ) ).toEqual( {
		...CORNER,
		free: true,
	} );
} );

test( 'a control in the corner (a dialog’s "Next product"): just above it, clear of it', () => {
	// A modal's visible area, its Next product button along the bottom right.
	const dialog: Rect = { top: 40, left: 140, width: 1000, height: 820 };
	const next: Rect = { top: 790, left: 1000, width: 120, height: 48 };
	const place = placeInFreeSpace( dialog, BOX, [ next ] );
	expect( place.free ).toBe( true );
	expect( covers( place, next ) ).toBe( false );
	// The nearest free place: straight above the button, still at the dialog's right edge.
	expect( place ).toEqual( {
		top: next.top - PLACEMENT_GAP - BOX.height,
		left: 140 + 1000 - PLACEMENT_MARGIN - BOX.width,
		free: true,
	} );
} );

test( 'a row of controls along the bottom: above the row, or beside it when nearer', () => {
	const row = [
		{ top: 800, left: 900, width: 150, height: 48 },
		{ top: 800, left: 1060, width: 150, height: 48 },
	];
	const above = placeInFreeSpace( VIEWPORT, BOX, row );
	expect( row.some( ( control ) => covers( above, control ) ) ).toBe( false );
	expect( above.top ).toBe( 800 - PLACEMENT_GAP - BOX.height );

	// One small control low in the corner: beside it to its left is nearer than above it.
	const small = [ { top: 700, left: 1180, width: 60, height: 200 } ];
	const beside = placeInFreeSpace( VIEWPORT, BOX, small );
	expect( beside ).toEqual( {
		top: CORNER.top,
		left: 1180 - PLACEMENT_GAP - BOX.width,
		free: true,
	} );
} );

test( 'a phone: wider than the room, it starts at the margin and moves only up', () => {
	const phone: Rect = { top: 0, left: 0, width: 390, height: 844 };
	const wide = { width: 400, height: 90 };
	const buttons = [ { top: 760, left: 16, width: 358, height: 48 } ];
	const place = placeInFreeSpace( phone, wide, buttons );
	expect( place ).toEqual( {
		top: 760 - PLACEMENT_GAP - 90,
		left: PLACEMENT_MARGIN,
		free: true,
	} );
} );

test( 'no free place: the preferred corner, said so', () => {
	const small: Rect = { top: 0, left: 0, width: 400, height: 200 };
	const everywhere = [ { top: 0, left: 0, width: 400, height: 200 } ];
	expect( placeInFreeSpace( small, BOX, everywhere ) ).toEqual( {
		top: 200 - PLACEMENT_MARGIN - 90,
		left: 400 - PLACEMENT_MARGIN - 350,
		free: false,
	} );
} );

test( 'many controls: every place it picks covers none', () => {
	const grid: Rect[] = [];
	for ( let row = 0; row < 6; row++ ) {
		for ( let column = 0; column < 8; column++ ) {
			if ( row !== 2 || column < 4 ) {
				grid.push( {
					top: 20 + row * 150,
					left: 20 + column * 160,
					width: 140,
					height: 40,
				} );
			}
		}
	}
	const place = placeInFreeSpace( VIEWPORT, BOX, grid );
	expect( place.free ).toBe( true );
	expect( grid.some( ( control ) => covers( place, control ) ) ).toBe(
		false
	);
	expect( place.top + BOX.height ).toBeLessThanOrEqual(
		900 - PLACEMENT_MARGIN
	);
} );
