/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { int, isRecord, str } from '../../lib/props';
import { Table, type TableProps } from './table';

const cells = ( value: unknown ): string[] =>
	Array.isArray( value ) ? value.map( str ) : [];

export function parseTableProps( raw: unknown ): TableProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) ) {
		return null;
	}
	const headers = cells( raw.headers );
	if ( ! headers.length ) {
		return null;
	}
	return {
		id: str( raw.id ),
		caption: str( raw.caption ),
		headers,
		rows: Array.isArray( raw.rows ) ? raw.rows.map( cells ) : [],
		sortable: raw.sortable === true,
		search: raw.search === true,
		perPage: Math.max( 0, int( raw.perPage ) ),
	};
}

export default defineWidget( {
	parseProps: parseTableProps,
	Component: Table,
} );
