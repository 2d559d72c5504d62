import { circlePercent, circleThickness } from './circle-progress';
import { dashOffset, ringGeometry } from './progress-ring';

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
