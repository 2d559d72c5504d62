/**
 * The table widget's rules, free of the DOM: how a column's type is detected, how cells of
 * each type compare, a stable sort, the search filter and pagination.
 */

export type ColumnType = 'text' | 'number' | 'date';
export type SortDirection = 'ascending' | 'descending';

/**
 * A cell as a number, or null when it is not one. Accepts thousands separators, a currency
 * sign or a percent sign around the digits ("€ 1,200", "12.5 %", "-3").
 * @param cell Cell text.
 */
export function cellNumber( cell: string ): number | null {
	const cleaned = cell
		.trim()
		.replace( /^[^\d+\-.]+|[^\d.]+$/g, '' )
		.replace( /,(?=\d{3}(\D|$))/g, '' );
	if ( ! /^[+-]?(\d+\.?\d*|\.\d+)$/.test( cleaned ) ) {
		return null;
	}
	return Number( cleaned );
}

/**
 * A cell as a timestamp (UTC milliseconds), or null. Takes ISO dates (2026-11-23, with an
 * optional time) and day/month/year with slashes or dots (23/11/2026, 23.11.2026).
 * @param cell Cell text.
 */
export function cellDate( cell: string ): number | null {
	const text = cell.trim();
	let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec( text );
	if ( match ) {
		return Date.UTC(
			Number( match[ 1 ] ),
			Number( match[ 2 ] ) - 1,
			Number( match[ 3 ] ),
			Number( match[ 4 ] ?? 0 ),
			Number( match[ 5 ] ?? 0 )
		);
	}
	match = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec( text );
	if ( match ) {
		return Date.UTC(
			Number( match[ 3 ] ),
			Number( match[ 2 ] ) - 1,
			Number( match[ 1 ] )
		);
	}
	return null;
}

/**
 * The type of a column from its cells: number or date when every non-empty cell is one,
 * else text.
 * @param cells The column's cells.
 */
export function detectColumnType( cells: readonly string[] ): ColumnType {
	const filled = cells.filter( ( cell ) => cell.trim() !== '' );
	if ( ! filled.length ) {
		return 'text';
	}
	if ( filled.every( ( cell ) => cellDate( cell ) !== null ) ) {
		return 'date';
	}
	if ( filled.every( ( cell ) => cellNumber( cell ) !== null ) ) {
		return 'number';
	}
	return 'text';
}

const collator = new Intl.Collator( undefined, {
	numeric: true,
	sensitivity: 'base',
} );

/**
 * Compares two cells of a column of the given type, ascending. Empty or unreadable cells
 * sort after the others in both directions' base order.
 * @param type Column type.
 */
export function comparator(
	type: ColumnType
): ( a: string, b: string ) => number {
	if ( type === 'text' ) {
		return ( a, b ) => collator.compare( a.trim(), b.trim() );
	}
	const read = type === 'number' ? cellNumber : cellDate;
	return ( a, b ) => {
		const x = read( a );
		const y = read( b );
		if ( x === null || y === null ) {
			return ( x === null ? 1 : 0 ) - ( y === null ? 1 : 0 );
		}
		return x - y;
	};
}

/**
 * The rows sorted by one column, stable: rows with equal cells keep their original order in
 * both directions.
 * @param rows      Rows (lists of cells).
 * @param column    Column index.
 * @param type      Column type.
 * @param direction Direction.
 */
export function sortRows< Row extends readonly string[] >(
	rows: readonly Row[],
	column: number,
	type: ColumnType,
	direction: SortDirection
): Row[] {
	const compare = comparator( type );
	const sign = direction === 'ascending' ? 1 : -1;
	return rows
		.map( ( row, index ) => ( { row, index } ) )
		.sort(
			( a, b ) =>
				sign *
					compare( a.row[ column ] ?? '', b.row[ column ] ?? '' ) ||
				a.index - b.index
		)
		.map( ( { row } ) => row );
}

/**
 * The direction after a click on a column's sort button.
 * @param current The column currently sorted, with its direction, or null.
 * @param column  The column clicked.
 */
export function nextSort(
	current: { column: number; direction: SortDirection } | null,
	column: number
): { column: number; direction: SortDirection } {
	if ( current && current.column === column ) {
		return {
			column,
			direction:
				current.direction === 'ascending' ? 'descending' : 'ascending',
		};
	}
	return { column, direction: 'ascending' };
}

/**
 * The rows with a cell containing every word of the query (case- and accent-insensitive).
 * @param rows  Rows.
 * @param query Search text.
 */
export function filterRows< Row extends readonly string[] >(
	rows: readonly Row[],
	query: string
): Row[] {
	const fold = ( text: string ) =>
		text
			.normalize( 'NFD' )
			.replace( /[\u0300-\u036f]/g, '' )
			.toLowerCase();
	const words = fold( query ).split( /\s+/ ).filter( Boolean );
	if ( ! words.length ) {
		return [ ...rows ];
	}
	return rows.filter( ( row ) => {
		const text = fold( row.join( ' ' ) );
		return words.every( ( word ) => text.includes( word ) );
	} );
}

/**
 * One page of a list: the page actually shown (clamped), the number of pages and the slice's
 * bounds. `perPage` 0 shows everything on one page.
 * @param total   Number of rows.
 * @param perPage Rows per page, 0 for all.
 * @param page    Wanted page, from 1.
 */
export function paginate( total: number, perPage: number, page: number ) {
	if ( perPage <= 0 ) {
		return { page: 1, pages: 1, start: 0, end: total };
	}
	const pages = Math.max( 1, Math.ceil( total / perPage ) );
	const current = Math.min( Math.max( 1, Math.trunc( page ) ), pages );
	const start = ( current - 1 ) * perPage;
	return {
		page: current,
		pages,
		start,
		end: Math.min( total, start + perPage ),
	};
}
