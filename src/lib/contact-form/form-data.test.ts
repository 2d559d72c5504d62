/**
 * Internal dependencies
 */
import { buildFormData, swvFiles, swvValues } from './form-data';
import type { FormField, FormValues } from './types';

const fields: FormField[] = [
	{ name: 'your-name', type: 'text', label: 'Name' },
	{
		name: 'topics',
		type: 'checkbox',
		label: 'Topics',
		options: [ 'A', 'Other' ],
		freeText: true,
	},
	{ name: 'plan', type: 'radio', label: 'Plan', options: [ 'X', 'Y' ] },
	{ name: 'terms', type: 'acceptance', label: '' },
	{ name: 'news', type: 'acceptance', label: '' },
	{ name: 'cv', type: 'file', label: 'CV' },
	{ name: 'quiz-1', type: 'quiz', label: '', quiz: [ [ '1+1?' ] ] },
];

const values: FormValues = {
	text: { 'your-name': ' Ada ', plan: 'Y', 'quiz-1': '2' },
	choices: { topics: [ 'A', 'Other' ] },
	checked: { terms: true, news: false },
	freeText: { topics: 'Gardens' },
};

describe( 'swvValues / swvFiles', () => {
	it( 'reads text, lists, accepted boxes and files', () => {
		expect( swvValues( fields, values ) ).toEqual( {
			'your-name': ' Ada ',
			topics: [ 'A', 'Other' ],
			plan: 'Y',
			terms: '1',
			'quiz-1': '2',
		} );
		const file = new File( [ 'abc' ], 'cv.pdf', {
			type: 'application/pdf',
		} );
		expect( swvFiles( fields, { cv: [ file ] } ) ).toEqual( {
			cv: [ { name: 'cv.pdf', size: 3, type: 'application/pdf' } ],
		} );
	} );
} );

describe( 'buildFormData', () => {
	it( 'holds the hidden fields, the token, the honeypot and every field', () => {
		const file = new File( [ 'abc' ], 'cv.pdf', {
			type: 'application/pdf',
		} );
		const data = buildFormData(
			{
				id: 12,
				version: '0.1.0',
				locale: 'en_US',
				unitTag: 'wpcf7-f12-p3-o1',
				containerPost: 3,
				fields,
				honeypot: 'your-website-url',
			},
			values,
			{ cv: [ file ] },
			{
				honeypotValue: '',
				token: '123.abc',
				postedDataHash: 'h1',
				quizHashes: { 'quiz-1': 'hash' },
			}
		);
		expect( data.get( '_wpcf7' ) ).toBe( '12' );
		expect( data.get( '_wpcf7_version' ) ).toBe( '0.1.0' );
		expect( data.get( '_wpcf7_locale' ) ).toBe( 'en_US' );
		expect( data.get( '_wpcf7_unit_tag' ) ).toBe( 'wpcf7-f12-p3-o1' );
		expect( data.get( '_wpcf7_container_post' ) ).toBe( '3' );
		expect( data.get( '_wpcf7_posted_data_hash' ) ).toBe( 'h1' );
		expect( data.get( '_vitrine_form_token' ) ).toBe( '123.abc' );
		expect( data.get( 'your-website-url' ) ).toBe( '' );
		expect( data.get( 'your-name' ) ).toBe( ' Ada ' );
		expect( data.getAll( 'topics[]' ) ).toEqual( [ 'A', 'Other' ] );
		expect( data.get( 'topics_free_text' ) ).toBe( 'Gardens' );
		expect( data.get( 'plan' ) ).toBe( 'Y' );
		expect( data.get( 'terms' ) ).toBe( '1' );
		expect( data.has( 'news' ) ).toBe( false );
		expect( ( data.get( 'cv' ) as File ).name ).toBe( 'cv.pdf' );
		expect( data.get( 'quiz-1' ) ).toBe( '2' );
		expect( data.get( '_wpcf7_quiz_answer_quiz-1' ) ).toBe( 'hash' );
	} );

	it( 'leaves out free text while its option is not chosen', () => {
		const data = buildFormData(
			{
				id: 1,
				version: '',
				locale: '',
				unitTag: 't',
				containerPost: 0,
				fields,
				honeypot: '',
			},
			{ ...values, choices: { topics: [ 'A' ] } },
			{},
			{ honeypotValue: '', token: '', postedDataHash: '', quizHashes: {} }
		);
		expect( data.has( 'topics_free_text' ) ).toBe( false );
	} );
} );
