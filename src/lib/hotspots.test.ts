import { pointToPercent, tooltipPlacement } from './hotspots';

const box = { left: 100, top: 50, width: 400, height: 200 };

test( 'a click becomes a position in percent of the picture', () => {
	expect( pointToPercent( 300, 150, box ) ).toEqual( { x: 50, y: 50 } );
	expect( pointToPercent( 101, 52, box ) ).toEqual( { x: 0.3, y: 1 } );
	expect( pointToPercent( 900, 0, box ) ).toEqual( { x: 100, y: 0 } );
	expect(
		pointToPercent( 1, 1, { left: 0, top: 0, width: 0, height: 0 } )
	).toEqual( { x: 50, y: 50 } );
} );

test( 'tooltips open towards the inside of the picture', () => {
	expect( tooltipPlacement( { x: 50, y: 10 } ) ).toBe( 'below' );
	expect( tooltipPlacement( { x: 10, y: 90 } ) ).toBe( 'above start' );
	expect( tooltipPlacement( { x: 90, y: 20 } ) ).toBe( 'below end' );
} );
