/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { join } from 'path';

/**
 * Internal dependencies
 */
import {
	MINIMUM_SCORE,
	passwordLength,
	passwordScore,
	passwordVerdict,
} from './password-strength';

// The vectors PHPUnit runs too (tests/php/Account/PasswordStrengthTest.php).
const fixture = JSON.parse(
	readFileSync(
		join( __dirname, '../../tests/fixtures/password-strength.json' ),
		'utf8'
	)
) as {
	minimum: number;
	vectors: Array< { password: string; score: number; note: string } >;
};

describe( 'passwordScore', () => {
	it( 'has enough shared vectors', () => {
		expect( fixture.vectors.length ).toBeGreaterThanOrEqual( 25 );
		expect( fixture.minimum ).toBe( MINIMUM_SCORE );
	} );

	it.each( fixture.vectors.map( ( v ) => [ v.note, v.password, v.score ] ) )(
		'%s: %j scores %i',
		( _note, password, score ) => {
			expect( passwordScore( password as string ) ).toBe( score );
		}
	);

	it( 'counts code points, not UTF-16 units', () => {
		expect( '😀'.length ).toBe( 2 );
		expect( passwordLength( '😀' ) ).toBe( 1 );
		expect( passwordLength( 'Abcdef😀' ) ).toBe( 7 );
	} );
} );

describe( 'passwordVerdict', () => {
	it( 'blocks submit for a weak non-empty password only', () => {
		expect( passwordVerdict( '' ).blocksSubmit ).toBe( false );
		expect( passwordVerdict( 'abc' ).blocksSubmit ).toBe( true );
		expect( passwordVerdict( 'Abcdefgh' ).blocksSubmit ).toBe( false );
	} );

	it( 'shows the hint below 3 and maps score 0 to level 1', () => {
		expect( passwordVerdict( '' ).showHint ).toBe( false );
		expect( passwordVerdict( '12345' ) ).toMatchObject( {
			score: 0,
			level: 1,
			showHint: true,
		} );
		expect( passwordVerdict( 'Abcdefgh' ).showHint ).toBe( true );
		expect( passwordVerdict( 'Abcdefghijk1' ) ).toMatchObject( {
			score: 3,
			level: 3,
			showHint: false,
		} );
	} );
} );
