/**
 * Loop filters in the address (docs/product-spec.md §2, docs/reference/popups-and-filters.md): a taxonomy filter
 * bound to loop grid `{widgetId}` writes `e-filter-{widgetId}-{taxonomy}=<value>`, and any
 * change drops the grid's page `e-page-{widgetId}`. The value grammar (shared with PHP
 * `LoopFilter`, vectors in tests/fixtures/loop-filter.json):
 *
 *     value    := included? excluded*      (at least one term)
 *     included := term ( "+" term )*       AND
 *               | term ( "~" term )*       OR
 *     excluded := "!" term                 NOT
 *     term     := a term slug: [a-z0-9_-]+ (percent-decoded)
 *
 * Unlike the reference, taxonomy names with `-` work (the taxonomy is whatever follows the
 * prefix, widget ids have no `-`) and NOT is implemented. Mixing `+` and `~` is invalid.
 */

export type LogicalJoin = 'AND' | 'OR';

export interface TermFilter {
	terms: string[];
	logicalJoin: LogicalJoin;
	exclude: string[];
}

export type Filters = Record< string, TermFilter >;

const TERM = /^[a-z0-9_-]+$/;
export const WIDGET_ID = /^[a-z0-9]+$/;

export const filterKey = ( widgetId: string, taxonomy: string ) =>
	`e-filter-${ widgetId }-${ taxonomy }`;
export const pageKey = ( widgetId: string ) => `e-page-${ widgetId }`;

export function parseFilterValue( value: string ): TermFilter | null {
	const parts = value.split( '!' );
	const head = parts[ 0 ] ?? '';
	const hasAnd = head.includes( '+' );
	if ( hasAnd && head.includes( '~' ) ) {
		return null;
	}
	const excluded = parts.slice( 1 );
	const terms = head === '' ? [] : head.split( hasAnd ? '+' : '~' );
	if (
		! [ ...terms, ...excluded ].every( ( term ) => TERM.test( term ) ) ||
		terms.length + excluded.length === 0
	) {
		return null;
	}
	return { terms, logicalJoin: hasAnd ? 'AND' : 'OR', exclude: excluded };
}

export function filterValue( filter: TermFilter ): string {
	return (
		filter.terms.join( filter.logicalJoin === 'AND' ? '+' : '~' ) +
		filter.exclude.map( ( term ) => `!${ term }` ).join( '' )
	);
}

/**
 * A loop-filter join from settings: only AND and OR; anything else disables the filter.
 * @param join
 */
export function logicalJoin( join: unknown ): LogicalJoin | null {
	return join === 'AND' || join === 'OR' ? join : null;
}

/**
 * The filters of one grid in a query string. Invalid values are ignored.
 * @param search
 * @param widgetId
 */
export function readFilters( search: string, widgetId: string ): Filters {
	const prefix = `e-filter-${ widgetId }-`;
	const filters: Filters = {};
	new URLSearchParams( search ).forEach( ( value, key ) => {
		const taxonomy = key.slice( prefix.length );
		// A hand-typed "a+b" arrives as "a b": read it as the AND it was meant to be.
		const filter = key.startsWith( prefix )
			? parseFilterValue( value.replace( / /g, '+' ) )
			: null;
		if ( taxonomy !== '' && filter ) {
			filters[ taxonomy ] = filter;
		}
	} );
	return filters;
}

/**
 * The address with one taxonomy's filter set (or removed when null or empty) and the grid's
 * page reset.
 * @param href
 * @param widgetId
 * @param taxonomy
 * @param filter
 */
export function withFilter(
	href: string,
	widgetId: string,
	taxonomy: string,
	filter: TermFilter | null
): string {
	const url = new URL( href );
	url.searchParams.delete( pageKey( widgetId ) );
	const key = filterKey( widgetId, taxonomy );
	if ( filter && filter.terms.length + filter.exclude.length > 0 ) {
		url.searchParams.set( key, filterValue( filter ) );
	} else {
		url.searchParams.delete( key );
	}
	// "+" must stay "%2B" (a bare "+" in a query string is a space); "~" and "!" can be bare.
	return url.toString().replace( /%21/g, '!' ).replace( /%7E/gi, '~' );
}

export type TermState = 'off' | 'in' | 'out';

export function termState(
	filter: TermFilter | undefined,
	term: string
): TermState {
	if ( filter?.terms.includes( term ) ) {
		return 'in';
	}
	return filter?.exclude.includes( term ) ? 'out' : 'off';
}

/**
 * The filter after a term is set to a state (in: included, out: excluded, off: neither).
 * @param filter
 * @param term
 * @param state
 * @param join
 */
export function setTerm(
	filter: TermFilter | undefined,
	term: string,
	state: TermState,
	join: LogicalJoin
): TermFilter {
	const terms = ( filter?.terms ?? [] ).filter( ( t ) => t !== term );
	const exclude = ( filter?.exclude ?? [] ).filter( ( t ) => t !== term );
	if ( state === 'in' ) {
		terms.push( term );
	} else if ( state === 'out' ) {
		exclude.push( term );
	}
	return { terms, logicalJoin: join, exclude };
}

/**
 * The refresh-loop body's `widget_filters` (docs/architecture.md §6).
 * @param filters
 */
export function widgetFilters( filters: Filters ): {
	taxonomy: Record< string, TermFilter >;
} {
	return { taxonomy: filters };
}
