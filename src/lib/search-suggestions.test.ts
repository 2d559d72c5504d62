/**
 * Internal dependencies
 */
import {
	decodeEntities,
	initialSuggestionState,
	isSearchable,
	parseSuggestions,
	suggestionReducer,
	suggestionRequest,
	type Suggestion,
	type SuggestionState,
} from './search-suggestions';

const item = ( id: number ): Suggestion => ( {
	id,
	title: `Post ${ id }`,
	url: `http://example.test/?p=${ id }`,
	subtype: 'post',
} );

const typed = ( value: string, state = initialSuggestionState ) =>
	suggestionReducer( state, { type: 'input', value, minLength: 2 } );

const withResults = ( count: number ): SuggestionState =>
	suggestionReducer( typed( 'linen' ), {
		type: 'results',
		query: 'linen',
		items: Array.from( { length: count }, ( _, i ) => item( i + 1 ) ),
	} );

describe( 'suggestionReducer', () => {
	it( 'waits for the minimum length before loading', () => {
		expect( isSearchable( ' a ', 2 ) ).toBe( false );
		expect( typed( 'a' ) ).toEqual( {
			...initialSuggestionState,
			query: 'a',
		} );
		expect( typed( 'li' ) ).toMatchObject( {
			query: 'li',
			status: 'loading',
		} );
	} );

	it( 'shows the results of the current term and drops stale ones', () => {
		const loading = typed( 'linen', typed( 'lin' ) );
		const stale = suggestionReducer( loading, {
			type: 'results',
			query: 'lin',
			items: [ item( 9 ) ],
		} );
		expect( stale ).toBe( loading );
		const ready = suggestionReducer( loading, {
			type: 'results',
			query: 'linen',
			items: [ item( 1 ) ],
		} );
		expect( ready ).toMatchObject( {
			status: 'ready',
			open: true,
			active: -1,
			items: [ item( 1 ) ],
		} );
	} );

	it( 'an empty reply is a "no results" state, still open', () => {
		expect( withResults( 0 ) ).toMatchObject( {
			status: 'ready',
			open: true,
			items: [],
		} );
	} );

	it( 'clearing the field below the minimum closes the list and ignores late replies', () => {
		const cleared = typed( 'l', withResults( 2 ) );
		expect( cleared ).toMatchObject( {
			open: false,
			items: [],
			status: 'idle',
		} );
		expect(
			suggestionReducer( cleared, {
				type: 'results',
				query: 'l',
				items: [ item( 1 ) ],
			} )
		).toBe( cleared );
	} );

	it( 'reports errors for the current term only', () => {
		const loading = typed( 'linen' );
		expect(
			suggestionReducer( loading, { type: 'error', query: 'linen' } )
		).toMatchObject( { status: 'error', open: true } );
		expect(
			suggestionReducer( loading, { type: 'error', query: 'old' } )
		).toBe( loading );
	} );

	it( 'moves the active option with wrap-around in both directions', () => {
		let state = withResults( 3 );
		state = suggestionReducer( state, { type: 'move', delta: 1 } );
		expect( state.active ).toBe( 0 );
		state = suggestionReducer( state, { type: 'move', delta: -1 } );
		expect( state.active ).toBe( 2 );
		state = suggestionReducer( state, { type: 'move', delta: 1 } );
		expect( state.active ).toBe( 0 );
		expect(
			suggestionReducer( withResults( 3 ), { type: 'move', delta: -1 } )
				.active
		).toBe( 2 );
	} );

	it( 'closes, and an arrow opens the list again', () => {
		const closed = suggestionReducer( withResults( 2 ), { type: 'close' } );
		expect( closed ).toMatchObject( { open: false, active: -1 } );
		expect(
			suggestionReducer( closed, { type: 'move', delta: 1 } )
		).toMatchObject( { open: true, active: 0 } );
		expect( suggestionReducer( closed, { type: 'close' } ) ).toBe( closed );
	} );
} );

describe( 'suggestionRequest', () => {
	it( 'asks the search route with the post type as subtype', () => {
		expect(
			suggestionRequest( 'linen', { postType: 'page', category: '' }, 6 )
		).toEqual( {
			route: 'wp/v2/search',
			query: {
				search: 'linen',
				type: 'post',
				subtype: 'page',
				per_page: '6',
			},
		} );
		expect(
			suggestionRequest( 'linen', { postType: '', category: '0' }, 99 )
				.query
		).toMatchObject( { subtype: 'any', per_page: '20' } );
	} );

	it( 'asks the posts route for a category', () => {
		expect(
			suggestionRequest( 'linen', { postType: 'post', category: '7' }, 5 )
		).toEqual( {
			route: 'wp/v2/posts',
			query: {
				search: 'linen',
				categories: '7',
				per_page: '5',
				_fields: 'id,title,link,type',
			},
		} );
	} );
} );

describe( 'parseSuggestions', () => {
	it( 'reads both routes and skips malformed entries', () => {
		expect(
			parseSuggestions( [
				{
					id: 3,
					title: 'Linen &amp; lime',
					url: 'http://a.test/x/',
					subtype: 'post',
				},
				{
					id: 4,
					title: { rendered: 'Oak&#8217;s <em>grain</em>' },
					link: 'https://a.test/y/',
					type: 'post',
				},
				{ id: 0, title: 'zero', url: 'http://a.test/' },
				{ id: 5, title: 'script', url: 'javascript:alert(1)' },
				'junk',
			] )
		).toEqual( [
			{
				id: 3,
				title: 'Linen & lime',
				url: 'http://a.test/x/',
				subtype: 'post',
			},
			{
				id: 4,
				title: 'Oak’s grain',
				url: 'https://a.test/y/',
				subtype: 'post',
			},
		] );
		expect( parseSuggestions( { code: 'x' } ) ).toEqual( [] );
	} );

	it( 'decodes entities', () => {
		expect( decodeEntities( '&lt;b&gt; &#x41; &unknown;' ) ).toBe(
			'<b> A &unknown;'
		);
	} );
} );
