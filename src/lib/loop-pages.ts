/**
 * "Load more" and infinite scroll for the loop grid: which page comes next, whether one is
 * left, and which of a new page's items are really new. Pure functions, no DOM: the widget
 * reads the numbers the server prints on the list (`data-page`, `data-pages`, `data-total`).
 */

export type LoopPagination = 'numbers' | 'load_more' | 'infinite' | 'none';

const PAGINATIONS: readonly LoopPagination[] = [
	'numbers',
	'load_more',
	'infinite',
	'none',
];

export interface LoopPageState {
	/** The last page shown (from 1). */
	page: number;
	/** Number of pages for the current filters. */
	pages: number;
	/** Number of matching items. */
	total: number;
}

/**
 * A pagination kind from props; anything else is `numbers` (the server's own fallback).
 *
 * @param value Raw value.
 */
export function parsePagination( value: unknown ): LoopPagination {
	return PAGINATIONS.find( ( kind ) => kind === value ) ?? 'numbers';
}

/** Whether the grid appends pages in place (load more or infinite scroll). */
export function appendsPages( pagination: LoopPagination ): boolean {
	return pagination === 'load_more' || pagination === 'infinite';
}

function count( value: string | undefined, min: number ): number | null {
	if ( value === undefined || ! /^\d+$/.test( value ) ) {
		return null;
	}
	const number = Number( value );
	return number >= min ? number : null;
}

/**
 * The page state printed on a grid's list, or null when it is missing or makes no sense.
 *
 * @param data       The list's dataset.
 * @param data.page  Current page.
 * @param data.pages Number of pages.
 * @param data.total Number of matches.
 */
export function readPageState( data: {
	page?: string;
	pages?: string;
	total?: string;
} ): LoopPageState | null {
	const page = count( data.page, 1 );
	const pages = count( data.pages, 0 );
	const total = count( data.total, 0 );
	if ( page === null || pages === null || total === null ) {
		return null;
	}
	return { page, pages, total };
}

/**
 * The page to fetch next, or null at the last page.
 *
 * @param state Current state.
 */
export function nextPage( state: LoopPageState | null ): number | null {
	return state && state.page < state.pages ? state.page + 1 : null;
}

/**
 * The ids of a fetched page that are not shown yet, in their order: when items are
 * published while a visitor reads, a page's first items may be the previous page's last.
 *
 * @param shown    Ids already in the grid.
 * @param incoming Ids of the fetched page.
 */
export function newItemIds(
	shown: readonly string[],
	incoming: readonly string[]
): string[] {
	const seen = new Set( shown );
	return incoming.filter( ( id ) => {
		if ( id === '' || seen.has( id ) ) {
			return false;
		}
		seen.add( id );
		return true;
	} );
}
