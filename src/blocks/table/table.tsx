/**
 * A data table with optional sorting per column (a button in each heading; `aria-sort` on the
 * sorted column; stable, by the column's detected type: text, number or date), a search field
 * and pages. Changes are announced in a polite status line.
 */

/**
 * External dependencies
 */
import { useMemo, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	detectColumnType,
	filterRows,
	nextSort,
	paginate,
	sortRows,
	type SortDirection,
} from '../../lib/table';

export interface TableProps {
	id: string;
	caption: string;
	headers: string[];
	rows: string[][];
	sortable: boolean;
	search: boolean;
	perPage: number;
}

export function Table( props: TableProps ) {
	const { id, caption, headers, rows, sortable, search, perPage } = props;
	const [ sort, setSort ] = useState< {
		column: number;
		direction: SortDirection;
	} | null >( null );
	const [ query, setQuery ] = useState( '' );
	const [ page, setPage ] = useState( 1 );

	const types = useMemo(
		() =>
			headers.map( ( _, column ) =>
				detectColumnType( rows.map( ( row ) => row[ column ] ?? '' ) )
			),
		[ headers, rows ]
	);
	const shown = useMemo( () => {
		const found = filterRows( rows, query );
		return sort
			? sortRows(
					found,
					sort.column,
					types[ sort.column ] ?? 'text',
					sort.direction
				)
			: found;
	}, [ rows, query, sort, types ] );
	const slice = paginate( shown.length, perPage, page );

	let status = '';
	if ( sort ) {
		status = sprintf(
			/* translators: 1: a column heading, 2: "ascending" or "descending". */
			__( 'Sorted by %1$s, %2$s.', 'vitrine' ),
			headers[ sort.column ] ?? '',
			sort.direction === 'ascending'
				? __( 'ascending', 'vitrine' )
				: __( 'descending', 'vitrine' )
		);
	}
	if ( query.trim() ) {
		status +=
			' ' +
			sprintf(
				/* translators: %d: number of rows found. */
				_n(
					'%d row found.',
					'%d rows found.',
					shown.length,
					'vitrine'
				),
				shown.length
			);
	}

	return (
		<>
			{ search && (
				<div className="vitrine-table__search">
					<label htmlFor={ `${ id }-search` }>
						{ __( 'Search the table', 'vitrine' ) }
					</label>
					<input
						id={ `${ id }-search` }
						type="search"
						value={ query }
						onChange={ ( event ) => {
							setQuery( event.target.value );
							setPage( 1 );
						} }
					/>
				</div>
			) }
			<div
				className="vitrine-table__scroll"
				role="region"
				aria-labelledby={ `${ id }-caption` }
				// Scrollable regions must be reachable by keyboard.

				tabIndex={ 0 }
			>
				<table className="vitrine-table__table">
					<caption
						id={ `${ id }-caption` }
						className="vitrine-table__caption"
					>
						{ caption || __( 'Table', 'vitrine' ) }
					</caption>
					<thead>
						<tr>
							{ headers.map( ( header, column ) => {
								const sorted =
									sort?.column === column
										? sort.direction
										: undefined;
								return (
									<th
										key={ column }
										scope="col"
										aria-sort={ sorted }
									>
										{ sortable ? (
											<button
												type="button"
												className="vitrine-table__sort"
												data-direction={ sorted }
												onClick={ () =>
													setSort(
														nextSort( sort, column )
													)
												}
											>
												{ header }
											</button>
										) : (
											header
										) }
									</th>
								);
							} ) }
						</tr>
					</thead>
					<tbody>
						{ shown
							.slice( slice.start, slice.end )
							.map( ( row, index ) => (
								<tr key={ `${ slice.start + index }` }>
									{ headers.map( ( header, column ) => (
										<td
											key={ column }
											data-label={ header }
										>
											{ row[ column ] ?? '' }
										</td>
									) ) }
								</tr>
							) ) }
						{ shown.length === 0 && (
							<tr>
								<td colSpan={ headers.length }>
									{ __(
										'No rows match your search.',
										'vitrine'
									) }
								</td>
							</tr>
						) }
					</tbody>
				</table>
			</div>
			{ slice.pages > 1 && (
				<nav
					className="vitrine-table__pages"
					aria-label={ __( 'Table pages', 'vitrine' ) }
				>
					<button
						type="button"
						disabled={ slice.page === 1 }
						onClick={ () => setPage( slice.page - 1 ) }
					>
						{ __( 'Previous', 'vitrine' ) }
					</button>
					{ Array.from(
						{ length: slice.pages },
						( _, i ) => i + 1
					).map( ( number ) => (
						<button
							key={ number }
							type="button"
							aria-current={
								number === slice.page ? 'page' : undefined
							}
							aria-label={ sprintf(
								/* translators: %d: page number. */
								__( 'Page %d', 'vitrine' ),
								number
							) }
							onClick={ () => setPage( number ) }
						>
							{ number }
						</button>
					) ) }
					<button
						type="button"
						disabled={ slice.page === slice.pages }
						onClick={ () => setPage( slice.page + 1 ) }
					>
						{ __( 'Next', 'vitrine' ) }
					</button>
				</nav>
			) }
			<p className="vitrine-table__status" role="status">
				{ status.trim() }
			</p>
		</>
	);
}
