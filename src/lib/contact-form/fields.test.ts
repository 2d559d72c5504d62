/**
 * Internal dependencies
 */
import {
	acceptanceSatisfied,
	completeUrl,
	countCharacters,
	freeTextEnabled,
	isAccepted,
	toggleChoice,
	unacceptedBoxes,
} from './fields';
import type { FormField } from './types';

describe( 'completeUrl', () => {
	it( 'adds http:// when there is a dot and no scheme', () => {
		expect( completeUrl( 'example.com' ) ).toBe( 'http://example.com' );
		expect( completeUrl( '//example.com/x' ) ).toBe(
			'http://example.com/x'
		);
		expect( completeUrl( ' www.example.com ' ) ).toBe(
			'http://www.example.com'
		);
	} );

	it( 'leaves values with a scheme, without a dot, or empty alone', () => {
		expect( completeUrl( 'https://example.com' ) ).toBe(
			'https://example.com'
		);
		expect( completeUrl( 'mailto:a@b.co' ) ).toBe( 'mailto:a@b.co' );
		expect( completeUrl( 'localhost' ) ).toBe( 'localhost' );
		expect( completeUrl( '' ) ).toBe( '' );
	} );
} );

describe( 'countCharacters', () => {
	it( 'counts UTF-16 code units of the trimmed value', () => {
		expect( countCharacters( ' ab😀 ' ).count ).toBe( 4 );
	} );

	it( 'flags too long and too short, but not empty', () => {
		expect( countCharacters( 'abcdef', 2, 5 ) ).toEqual( {
			count: 6,
			tooLong: true,
			tooShort: false,
		} );
		expect( countCharacters( 'a', 2, 5 ).tooShort ).toBe( true );
		expect( countCharacters( '', 2, 5 ).tooShort ).toBe( false );
		expect( countCharacters( 'abc', 2, 5 ) ).toMatchObject( {
			tooLong: false,
			tooShort: false,
		} );
	} );
} );

describe( 'toggleChoice', () => {
	it( 'adds and removes options', () => {
		expect( toggleChoice( [ 'A' ], 'B', true ) ).toEqual( [ 'A', 'B' ] );
		expect( toggleChoice( [ 'A', 'B' ], 'A', false ) ).toEqual( [ 'B' ] );
		expect( toggleChoice( [ 'A' ], 'A', true ) ).toEqual( [ 'A' ] );
	} );

	it( 'keeps one option in an exclusive group', () => {
		expect( toggleChoice( [ 'A' ], 'B', true, true ) ).toEqual( [ 'B' ] );
		expect( toggleChoice( [ 'B' ], 'B', false, true ) ).toEqual( [] );
	} );
} );

describe( 'free text and acceptance', () => {
	const group: FormField = {
		name: 'topic',
		type: 'checkbox',
		label: 'Topic',
		options: [ 'Design', 'Other' ],
		freeText: true,
	};

	it( 'enables free text only while the last option is chosen', () => {
		expect( freeTextEnabled( group, [ 'Other' ] ) ).toBe( true );
		expect( freeTextEnabled( group, [ 'Design' ] ) ).toBe( false );
		expect(
			freeTextEnabled( { ...group, freeText: false }, [ 'Other' ] )
		).toBe( false );
	} );

	it( 'accepts ticked boxes, or unticked inverted ones', () => {
		const box: FormField = { name: 'ok', type: 'acceptance', label: '' };
		expect( isAccepted( box, true ) ).toBe( true );
		expect( isAccepted( box, false ) ).toBe( false );
		expect( isAccepted( { ...box, invert: true }, false ) ).toBe( true );
		expect( isAccepted( { ...box, invert: true }, true ) ).toBe( false );
	} );

	it( 'needs every non-optional acceptance box accepted', () => {
		const fields: FormField[] = [
			{ name: 'terms', type: 'acceptance', label: '' },
			{ name: 'news', type: 'acceptance', label: '', optional: true },
			{ name: 'ads', type: 'acceptance', label: '', invert: true },
		];
		expect( acceptanceSatisfied( fields, { checked: {} } ) ).toBe( false );
		expect(
			acceptanceSatisfied( fields, { checked: { terms: true } } )
		).toBe( true );
		expect(
			acceptanceSatisfied( fields, {
				checked: { terms: true, ads: true },
			} )
		).toBe( false );
	} );
} );

describe( 'unacceptedBoxes', () => {
	const box = ( name: string, extra: Partial< FormField > = {} ) =>
		( { name, type: 'acceptance', label: name, ...extra } ) as FormField;

	it( 'lists the required boxes not yet accepted, skipping optional ones', () => {
		const fields = [
			box( 'terms' ),
			box( 'privacy' ),
			box( 'ads', { optional: true } ),
			box( 'no-calls', { invert: true } ),
		];
		expect(
			unacceptedBoxes( fields, { checked: {} } ).map( ( f ) => f.name )
		).toEqual( [ 'terms', 'privacy' ] );
		expect(
			unacceptedBoxes( fields, {
				checked: { terms: true, 'no-calls': true },
			} ).map( ( f ) => f.name )
		).toEqual( [ 'privacy', 'no-calls' ] );
	} );
} );
