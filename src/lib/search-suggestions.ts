/**
 * Live search suggestions, the pure part: the state of the suggestion list (a reducer the
 * combobox drives), the query sent to core's REST routes and the parsing of their replies.
 * No DOM and no network here, so all of it is tested in isolation.
 */

/** One suggestion: a post, page or product the search route found. */
export interface Suggestion {
	id: number;
	title: string;
	url: string;
	/** The content type's slug (`post`, `page`, `vitrine_product`…). */
	subtype: string;
}

export type SuggestionStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SuggestionState {
	/** The trimmed term the list belongs to (or is loading for). */
	query: string;
	status: SuggestionStatus;
	items: Suggestion[];
	/** Index of the highlighted option, -1 for none. */
	active: number;
	/** Whether the listbox is shown. */
	open: boolean;
}

export type SuggestionAction =
	| { type: 'input'; value: string; minLength: number }
	| { type: 'results'; query: string; items: Suggestion[] }
	| { type: 'error'; query: string }
	| { type: 'move'; delta: number }
	| { type: 'close' };

export const initialSuggestionState: SuggestionState = {
	query: '',
	status: 'idle',
	items: [],
	active: -1,
	open: false,
};

/**
 * Whether a typed value is long enough to ask the server.
 * @param value     The field's value.
 * @param minLength Minimum number of characters (trimmed).
 */
export function isSearchable( value: string, minLength: number ): boolean {
	return value.trim().length >= Math.max( 1, minLength );
}

/**
 * The next suggestion state.
 * @param state  Current state.
 * @param action What happened.
 */
export function suggestionReducer(
	state: SuggestionState,
	action: SuggestionAction
): SuggestionState {
	switch ( action.type ) {
		case 'input': {
			const query = action.value.trim();
			if ( ! isSearchable( query, action.minLength ) ) {
				return { ...initialSuggestionState, query };
			}
			if ( query === state.query && state.status !== 'idle' ) {
				return state; // Same term (a trailing space): nothing new to ask.
			}
			return { ...state, query, status: 'loading', active: -1 };
		}
		case 'results':
			// A reply for a term the visitor has since changed is stale: drop it.
			if ( action.query !== state.query || state.status === 'idle' ) {
				return state;
			}
			return {
				...state,
				status: 'ready',
				items: action.items,
				active: -1,
				open: true,
			};
		case 'error':
			if ( action.query !== state.query || state.status === 'idle' ) {
				return state;
			}
			return {
				...state,
				status: 'error',
				items: [],
				active: -1,
				open: true,
			};
		case 'move': {
			const count = state.items.length;
			if ( count === 0 ) {
				return state.status === 'idle'
					? state
					: { ...state, open: true };
			}
			if ( ! state.open ) {
				// The first arrow press shows the list again with the first (or last) option.
				return {
					...state,
					open: true,
					active: action.delta < 0 ? count - 1 : 0,
				};
			}
			const start =
				state.active < 0 && action.delta < 0 ? count : state.active;
			return {
				...state,
				active:
					( ( ( start + action.delta ) % count ) + count ) % count,
			};
		}
		case 'close':
			return state.open || state.active !== -1
				? { ...state, open: false, active: -1 }
				: state;
	}
	return state;
}

/** The filters a search form may carry. */
export interface SearchFilters {
	postType: string;
	category: string;
}

/** A REST call: route under the REST root and its query arguments. */
export interface SuggestionRequest {
	route: string;
	query: Record< string, string >;
}

/**
 * The REST call for a term: core's search route (`subtype` for a post type filter), or core's
 * posts route when a category is chosen (the search route cannot filter by term).
 * @param term    The search term.
 * @param filters The form's filters (category is a term id here).
 * @param perPage How many suggestions to ask for.
 */
export function suggestionRequest(
	term: string,
	filters: SearchFilters,
	perPage: number
): SuggestionRequest {
	const size = String( Math.min( 20, Math.max( 1, perPage ) ) );
	if ( /^\d+$/.test( filters.category ) && filters.category !== '0' ) {
		return {
			route: 'wp/v2/posts',
			query: {
				search: term,
				categories: filters.category,
				per_page: size,
				_fields: 'id,title,link,type',
			},
		};
	}
	return {
		route: 'wp/v2/search',
		query: {
			search: term,
			type: 'post',
			subtype: filters.postType || 'any',
			per_page: size,
		},
	};
}

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null;

/**
 * Suggestions from a reply of the search route (`{id,title,url,subtype}`) or of the posts
 * route (`{id,title:{rendered},link,type}`); malformed entries are skipped.
 * @param reply The decoded JSON reply.
 */
export function parseSuggestions( reply: unknown ): Suggestion[] {
	if ( ! Array.isArray( reply ) ) {
		return [];
	}
	const items: Suggestion[] = [];
	for ( const entry of reply ) {
		if ( ! isRecord( entry ) ) {
			continue;
		}
		const id = Number( entry.id );
		const rawTitle = isRecord( entry.title )
			? entry.title.rendered
			: entry.title;
		const url = entry.url ?? entry.link;
		if (
			! Number.isInteger( id ) ||
			id <= 0 ||
			typeof rawTitle !== 'string' ||
			typeof url !== 'string' ||
			! /^https?:\/\//.test( url )
		) {
			continue;
		}
		items.push( {
			id,
			title: decodeEntities( rawTitle ),
			url,
			subtype: String( entry.subtype ?? entry.type ?? '' ),
		} );
	}
	return items;
}

/**
 * Titles come HTML-escaped (`&#8217;`, `&amp;`); shown as text, they are decoded, tags dropped.
 * @param text Escaped title.
 */
export function decodeEntities( text: string ): string {
	const named: Record< string, string > = {
		amp: '&',
		lt: '<',
		gt: '>',
		quot: '"',
		apos: "'",
		nbsp: '\u00a0',
	};
	return text
		.replace( /<[^>]*>/g, '' )
		.replace( /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, ( whole, code: string ) => {
			if ( code[ 0 ] === '#' ) {
				const point =
					code[ 1 ] === 'x' || code[ 1 ] === 'X'
						? parseInt( code.slice( 2 ), 16 )
						: parseInt( code.slice( 1 ), 10 );
				return point > 0 && point < 0x110000
					? String.fromCodePoint( point )
					: whole;
			}
			return named[ code.toLowerCase() ] ?? whole;
		} );
}
