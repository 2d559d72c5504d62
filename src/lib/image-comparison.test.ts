import {
	clampPosition,
	positionFromKey,
	positionFromPointer,
} from './image-comparison';

test( 'arrow keys move the handle by 1, Shift and Page keys by 10, Home and End to the ends', () => {
	expect( positionFromKey( 50, 'ArrowRight', false ) ).toBe( 51 );
	expect( positionFromKey( 50, 'ArrowLeft', false ) ).toBe( 49 );
	expect( positionFromKey( 50, 'ArrowUp', false ) ).toBe( 51 );
	expect( positionFromKey( 50, 'ArrowRight', false, true ) ).toBe( 60 );
	expect( positionFromKey( 50, 'PageDown', false ) ).toBe( 40 );
	expect( positionFromKey( 50, 'Home', false ) ).toBe( 0 );
	expect( positionFromKey( 50, 'End', false ) ).toBe( 100 );
} );

test( 'on a vertical comparison Up moves the handle up', () => {
	expect( positionFromKey( 50, 'ArrowUp', true ) ).toBe( 49 );
	expect( positionFromKey( 50, 'ArrowDown', true ) ).toBe( 51 );
	expect( positionFromKey( 50, 'PageUp', true ) ).toBe( 40 );
} );

test( 'the handle stops at the ends and ignores other keys', () => {
	expect( positionFromKey( 100, 'ArrowRight', false ) ).toBe( 100 );
	expect( positionFromKey( 0.5, 'ArrowLeft', false ) ).toBe( 0 );
	expect( positionFromKey( 50, 'a', false ) ).toBeNull();
	expect( positionFromKey( 50, 'Tab', false ) ).toBeNull();
} );

test( 'a pointer sets the handle where it is', () => {
	expect( positionFromPointer( 150, 100, 200 ) ).toBe( 25 );
	expect( positionFromPointer( 50, 100, 200 ) ).toBe( 0 );
	expect( positionFromPointer( 500, 100, 200 ) ).toBe( 100 );
	expect( positionFromPointer( 10, 0, 0 ) ).toBe( 50 );
	expect( clampPosition( NaN ) ).toBe( 50 );
} );
