/**
 * Internal dependencies
 */
import { decodeTitle, idOfToken, lookedUp, tokenFor } from './post-tokens';

describe( 'post picker tokens', () => {
	const cafe = { id: 12, title: 'Caf&eacute; &#038; bar' };
	const seen = [
		cafe,
		{ id: 40, title: 'About' },
		{ id: 41, title: 'About' },
	];

	it( 'shows the decoded title and the id, or the id alone', () => {
		expect( decodeTitle( cafe.title ) ).toBe( 'Café & bar' );
		expect( tokenFor( 12, cafe ) ).toBe( 'Café & bar (#12)' );
		expect( tokenFor( 7 ) ).toBe( '#7' );
	} );

	it( 'reads the id back from a token, a bare id or a title seen once', () => {
		expect( idOfToken( 'Café & bar (#12)', [] ) ).toBe( 12 );
		expect( idOfToken( '#7', [] ) ).toBe( 7 );
		expect( idOfToken( '8', [] ) ).toBe( 8 );
		expect( idOfToken( 'café & BAR', seen ) ).toBe( 12 );
	} );

	it( 'says when a stored id was looked up and not found, and reads it back', () => {
		expect( tokenFor( 9, null ) ).toBe( 'Deleted or draft (#9)' );
		expect( idOfToken( tokenFor( 9, null ), [] ) ).toBe( 9 );
		expect( lookedUp( [ 12, 9 ], [ cafe ] ) ).toEqual( {
			12: cafe,
			9: null,
		} );
	} );

	it( 'refuses a title two posts share, or one never seen', () => {
		expect( idOfToken( 'About', seen ) ).toBe( 0 );
		expect( idOfToken( 'Contact', seen ) ).toBe( 0 );
	} );
} );
