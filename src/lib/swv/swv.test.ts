/**
 * Internal dependencies
 */
import { isoDayOfWeek } from './choices';
import { fileMatches } from './files';
import { inputFor, toNumber, trimValue } from './input';
import { isOnStep } from './ranges';
import { fieldsOf, normalizeTel, validate } from '.';

describe( 'swv helpers', () => {
	it( 'trims with the PHP trim() set only', () => {
		expect( trimValue( '\t\n a b \r\0\x0B' ) ).toBe( 'a b' );
		expect( trimValue( '\u00a0x\u00a0' ) ).toBe( '\u00a0x\u00a0' );
	} );

	it( 'reads a field as trimmed non-blank values and named files', () => {
		expect(
			inputFor(
				'f',
				{ f: [ ' a ', '', '  ' ] },
				{ f: [ { name: '', size: 0, type: '' } ] }
			)
		).toEqual( { values: [ 'a' ], files: [] } );
		expect( inputFor( 'missing', {}, {} ) ).toEqual( {
			values: [],
			files: [],
		} );
	} );

	it( 'reads thresholds given as numbers or numeric strings', () => {
		expect( toNumber( 5 ) ).toBe( 5 );
		expect( toNumber( ' 2.5 ' ) ).toBe( 2.5 );
		expect( toNumber( 'x' ) ).toBeNull();
		expect( toNumber( undefined ) ).toBeNull();
	} );

	it( 'normalises telephone numbers', () => {
		expect( normalizeTel( '0081 (3) 1234-5678 #12' ) ).toBe(
			'+81312345678'
		);
	} );

	it( 'computes ISO weekdays across centuries', () => {
		expect( isoDayOfWeek( '2026-11-23' ) ).toBe( 1 );
		expect( isoDayOfWeek( '2026-11-29' ) ).toBe( 7 );
		expect( isoDayOfWeek( '0001-01-01' ) ).toBe( 1 );
	} );

	it( 'matches files by extension, MIME type and wildcard', () => {
		const png = { name: 'Me.PNG', size: 1, type: 'image/png' };
		expect( fileMatches( png, [ 'png' ] ) ).toBe( true );
		expect( fileMatches( png, [ '.png' ] ) ).toBe( true );
		expect( fileMatches( png, [ 'IMAGE/*' ] ) ).toBe( true );
		expect( fileMatches( png, [ 'image/jpeg', 'pdf' ] ) ).toBe( false );
		expect( fileMatches( png, [] ) ).toBe( false );
	} );

	it( 'tolerates floating point error on steps', () => {
		expect( isOnStep( 0.7, 0, 0.1 ) ).toBe( true );
		expect( isOnStep( 0.75, 0, 0.1 ) ).toBe( false );
		expect( isOnStep( 3, 0, -1 ) ).toBe( true );
	} );

	it( 'keeps the first error even for field names that are object keys', () => {
		expect(
			validate(
				{
					rules: [
						{
							rule: 'required',
							field: 'constructor',
							error: 'one',
						},
						{
							rule: 'required',
							field: 'constructor',
							error: 'two',
						},
					],
				},
				{}
			)
		).toEqual( { constructor: 'one' } );
	} );

	it( 'lists the fields a schema covers, including nested rules', () => {
		expect(
			fieldsOf( {
				rules: [
					{ rule: 'required', field: 'a' },
					{
						rule: 'any',
						field: 'b',
						rules: [
							{ rule: 'email', field: 'c' },
							{ rule: 'tel' },
						],
					},
				],
			} )
		).toEqual( [ 'a', 'b', 'c' ] );
	} );
} );
