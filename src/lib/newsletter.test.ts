/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { join } from 'path';

/**
 * Internal dependencies
 */
import {
	afterSubmit,
	fieldToFixBeforeSending,
	submissionFields,
	withScheme,
} from './newsletter';

const vectors = JSON.parse(
	readFileSync(
		join( __dirname, '../../tests/fixtures/newsletter-redirect.json' ),
		'utf8'
	)
) as { vectors: Array< { input: string; expected: string } > };

describe( 'withScheme (shared vectors with PHP)', () => {
	it.each( vectors.vectors.map( ( v ) => [ v.input, v.expected ] ) )(
		'%j → %j',
		( input, expected ) => {
			expect( withScheme( input ) ).toBe( expected );
		}
	);
} );

describe( 'afterSubmit', () => {
	it( 'redirects to the address with https:// prepended when it has no scheme', () => {
		expect( afterSubmit( 'redirect', 'example.com/thanks' ) ).toEqual( {
			type: 'redirect',
			url: 'https://example.com/thanks',
		} );
		expect( afterSubmit( 'redirect', 'http://example.com' ) ).toEqual( {
			type: 'redirect',
			url: 'http://example.com',
		} );
	} );

	it( 'shows the message when a redirect has no address', () => {
		expect( afterSubmit( 'redirect', '  ' ) ).toEqual( {
			type: 'message',
			summary: false,
		} );
	} );

	it( 'shows the summary only in summary mode', () => {
		expect( afterSubmit( 'summary', 'example.com' ) ).toEqual( {
			type: 'message',
			summary: true,
		} );
		expect( afterSubmit( 'message', '' ) ).toEqual( {
			type: 'message',
			summary: false,
		} );
	} );
} );

describe( 'submissionFields', () => {
	const values = {
		firstName: ' Ada ',
		lastName: 'Lovelace',
		email: ' ada@example.test ',
		telephone: '',
		consent: true,
	};

	it( 'sends exactly the spec’s fields', () => {
		expect( submissionFields( values, 4 ) ).toEqual( {
			first_name: 'Ada',
			last_name: 'Lovelace',
			email: 'ada@example.test',
			telephone: '',
			consent: 'true',
			list_id: '4',
		} );
	} );

	it( 'sends an empty list_id for the default list and consent as "false"', () => {
		const fields = submissionFields( { ...values, consent: false }, null );
		expect( fields.list_id ).toBe( '' );
		expect( fields.consent ).toBe( 'false' );
	} );
} );

describe( 'fieldToFixBeforeSending', () => {
	it( 'names the consent box when the list asks for consent and it is not ticked', () => {
		expect( fieldToFixBeforeSending( { consent: false }, true ) ).toBe(
			'consent'
		);
		expect( fieldToFixBeforeSending( { consent: true }, true ) ).toBeNull();
		expect(
			fieldToFixBeforeSending( { consent: false }, false )
		).toBeNull();
	} );
} );
