/**
 * Internal dependencies
 */
import {
	ageOn,
	isOldEnough,
	localDate,
	requiredAge,
	storedAgePasses,
	typedAge,
} from './age-gate';

describe( 'requiredAge', () => {
	it( 'uses the absolute whole value of the setting', () => {
		expect( requiredAge( 18 ) ).toBe( 18 );
		expect( requiredAge( -18 ) ).toBe( 18 );
		expect( requiredAge( '21' ) ).toBe( 21 );
		expect( requiredAge( '-16.9' ) ).toBe( 16 );
		expect( requiredAge( 'adult' ) ).toBe( 0 );
	} );
} );

describe( 'ageOn', () => {
	it( 'counts whole years, the birthday itself included', () => {
		expect( ageOn( '2008-11-23', '2026-11-23' ) ).toBe( 18 );
		expect( ageOn( '2008-11-24', '2026-11-23' ) ).toBe( 17 );
		expect( ageOn( '2008-12-01', '2026-11-23' ) ).toBe( 17 );
	} );

	it( 'counts a 29 February birthday from 1 March in common years', () => {
		expect( ageOn( '2008-02-29', '2026-02-28' ) ).toBe( 17 );
		expect( ageOn( '2008-02-29', '2026-03-01' ) ).toBe( 18 );
	} );

	it( 'refuses impossible, unreadable and future dates', () => {
		expect( ageOn( '2008-02-30', '2026-03-01' ) ).toBeNull();
		expect( ageOn( '23/11/2008', '2026-11-23' ) ).toBeNull();
		expect( ageOn( '2030-01-01', '2026-11-23' ) ).toBeNull();
	} );
} );

describe( 'typedAge', () => {
	it( 'reads a whole number from 0 to 150', () => {
		expect( typedAge( ' 30 ' ) ).toBe( 30 );
		expect( typedAge( '12' ) ).toBe( 12 );
		expect( typedAge( '-5' ) ).toBeNull();
		expect( typedAge( '17.5' ) ).toBeNull();
		expect( typedAge( '200' ) ).toBeNull();
		expect( typedAge( '' ) ).toBeNull();
	} );
} );

describe( 'the gate rule', () => {
	it( 'lets in from the required age, whatever the setting sign', () => {
		expect( isOldEnough( 12, 18 ) ).toBe( false );
		expect( isOldEnough( 18, 18 ) ).toBe( true );
		expect( isOldEnough( 30, -18 ) ).toBe( true );
		expect( isOldEnough( 17, -18 ) ).toBe( false );
	} );

	it( 'shows the gate again without a stored age or with one too low', () => {
		expect( storedAgePasses( null, 18 ) ).toBe( false );
		expect( storedAgePasses( 'yes', 18 ) ).toBe( false );
		expect( storedAgePasses( '30', 18 ) ).toBe( true );
		expect( storedAgePasses( '18', 21 ) ).toBe( false );
	} );
} );

describe( 'localDate', () => {
	it( 'formats the local calendar date', () => {
		expect( localDate( new Date( 2026, 0, 5, 23, 59 ) ) ).toBe(
			'2026-01-05'
		);
	} );
} );
