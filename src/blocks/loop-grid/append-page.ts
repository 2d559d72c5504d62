/**
 * Appending a fetched page of results to a grid ("load more", infinite scroll): only the
 * items not shown yet are added, the list's page numbers and the fallback page links are the
 * fetched page's.
 */

/**
 * Internal dependencies
 */
import {
	newItemIds,
	readPageState,
	type LoopPageState,
} from '../../lib/loop-pages';

const LIST = 'ul.vitrine-loop-grid__items';
const ITEM = ':scope > .vitrine-loop-grid__item';
const NAV = '.vitrine-loop-grid__pagination';

/**
 * The page state of the grid in `results`, or null without a grid list (empty, carousel).
 *
 * @param results The grid's results element.
 */
export function currentPageState( results: Element ): LoopPageState | null {
	const list = results.querySelector< HTMLElement >( LIST );
	return list ? readPageState( list.dataset ) : null;
}

/**
 * Appends the items of `html` (a refresh-loop reply) that are not in the grid yet.
 *
 * @param results The grid's results element.
 * @param html    The fetched page's results HTML.
 * @return The added items and the new state; null when either side has no list.
 */
export function appendPage(
	results: HTMLElement,
	html: string
): { added: HTMLElement[]; state: LoopPageState | null } | null {
	const list = results.querySelector< HTMLElement >( LIST );
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	const incoming = template.content.querySelector< HTMLElement >( LIST );
	if ( ! list || ! incoming ) {
		return null;
	}
	const shown = Array.from(
		list.querySelectorAll< HTMLElement >( ITEM ),
		( item ) => item.dataset.id ?? ''
	);
	const items = Array.from(
		incoming.querySelectorAll< HTMLElement >( ITEM )
	);
	const fresh = new Set(
		newItemIds(
			shown,
			items.map( ( item ) => item.dataset.id ?? '' )
		)
	);
	const added = items.filter( ( item ) =>
		fresh.has( item.dataset.id ?? '' )
	);
	list.append( ...added );
	Object.assign( list.dataset, {
		page: incoming.dataset.page,
		pages: incoming.dataset.pages,
		total: incoming.dataset.total,
	} );
	const nav = template.content.querySelector( NAV );
	results.querySelector( NAV )?.remove();
	if ( nav ) {
		results.append( nav );
	}
	return { added, state: readPageState( list.dataset ) };
}
