/**
 * The shared SWV vectors: the same file runs in PHPUnit against the PHP SchemaValidator
 * (tests/php/ContactForms/SchemaValidatorVectorsTest.php), so client and server agree.
 */

/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { join } from 'path';

/**
 * Internal dependencies
 */
import { validate, type SwvFiles, type SwvSchema, type SwvValues } from '.';

interface Vector {
	name: string;
	schema: SwvSchema;
	values: SwvValues;
	files: SwvFiles;
	errors: Record< string, string >;
}

const vectors = JSON.parse(
	readFileSync(
		join( __dirname, '../../../tests/fixtures/swv-vectors.json' ),
		'utf8'
	)
) as Vector[];

describe( 'SWV shared vectors', () => {
	it( 'has enough vectors, with unique names, covering every rule', () => {
		expect( vectors.length ).toBeGreaterThanOrEqual( 80 );
		const names = vectors.map( ( vector ) => vector.name );
		expect( new Set( names ).size ).toBe( names.length );
		const used = new Set< string >();
		const collect = ( rules: SwvSchema[ 'rules' ] ) =>
			rules.forEach( ( rule ) => {
				used.add( rule.rule );
				collect( rule.rules ?? [] );
			} );
		vectors.forEach( ( vector ) => collect( vector.schema.rules ) );
		for ( const rule of [
			'required',
			'requiredfile',
			'email',
			'url',
			'tel',
			'number',
			'date',
			'time',
			'file',
			'enum',
			'dayofweek',
			'minitems',
			'maxitems',
			'minlength',
			'maxlength',
			'minnumber',
			'maxnumber',
			'mindate',
			'maxdate',
			'minfilesize',
			'maxfilesize',
			'stepnumber',
			'all',
			'any',
		] ) {
			expect( used ).toContain( rule );
		}
	} );

	it.each( vectors.map( ( vector ) => [ vector.name, vector ] as const ) )(
		'%s',
		( _name, vector ) => {
			expect(
				validate( vector.schema, vector.values, vector.files )
			).toEqual( vector.errors );
		}
	);
} );
