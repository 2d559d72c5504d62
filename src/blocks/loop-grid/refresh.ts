/**
 * Refreshing a loop grid in place: the filters come from the address, the results from
 * POST vitrine/v1/refresh-loop. A failed call (status ≥ 400 or network) leaves the results as
 * they were; the loading state goes away either way. A refresh started while another is on its
 * way cancels it: two quick clicks on filters must end on the second one's results, whichever
 * reply the server sends first.
 */

/**
 * Internal dependencies
 */
import { readFilters, widgetFilters } from '../../lib/loop-filter';
import { restFetch } from '../../runtime/rest';

/** Fired on `document` by filters after they change the address: `detail.widgetId`. */
export const LOOP_FILTER_EVENT = 'vitrine:loop-filter';

/**
 * The results' HTML for an address (its filters and page), or null when the call failed.
 *
 * @param widgetId Grid id.
 * @param postId   The page holding the grid.
 * @param href     The address whose filters apply and page links build on.
 * @param page     A page to render instead of the address's own ("load more").
 * @param signal   Cancels the call (the reply then counts as failed).
 */
export async function fetchResults(
	widgetId: string,
	postId: number,
	href: string,
	page?: number,
	signal?: AbortSignal
): Promise< string | null > {
	try {
		const reply = await restFetch< { data?: unknown } >(
			'vitrine/v1/refresh-loop',
			{
				method: 'POST',
				body: {
					post_id: postId,
					widget_id: widgetId,
					widget_filters: widgetFilters(
						readFilters( new URL( href ).search, widgetId )
					),
					pagination_base_url: href,
					...( page ? { page } : {} ),
				},
				...( signal ? { signal } : {} ),
			}
		);
		return typeof reply.data === 'string' ? reply.data : null;
	} catch {
		return null;
	}
}

/** `superseded`: a later refresh of the same grid took over (it owns the loading state). */
export type RefreshOutcome = 'updated' | 'failed' | 'superseded';

const inFlight = new WeakMap< HTMLElement, AbortController >();

/**
 * Starts a call that owns the grid's results until it ends or a newer one starts, and cancels
 * the one before: a refresh cancels the refresh or "load more" on its way, whose reply belongs
 * to the filters that were.
 * @param container The grid.
 */
export function startCall( container: HTMLElement ): AbortController {
	inFlight.get( container )?.abort();
	const call = new AbortController();
	inFlight.set( container, call );
	return call;
}

/**
 * Ends a call; false when a newer one took over (it owns the results and the loading state).
 * @param container The grid.
 * @param call      The call started by startCall().
 */
export function endCall(
	container: HTMLElement,
	call: AbortController
): boolean {
	if ( inFlight.get( container ) !== call ) {
		return false;
	}
	inFlight.delete( container );
	return true;
}

export async function refreshLoop(
	container: HTMLElement,
	widgetId: string,
	postId: number,
	href: string
): Promise< RefreshOutcome > {
	const results = container.querySelector< HTMLElement >(
		'.vitrine-loop-grid__results'
	);
	if ( ! results ) {
		return 'failed';
	}
	const call = startCall( container );
	container.classList.add( 'is-loading' );
	container.setAttribute( 'aria-busy', 'true' );

	const html = await fetchResults(
		widgetId,
		postId,
		href,
		undefined,
		call.signal
	);
	if ( call.signal.aborted ) {
		return 'superseded';
	}
	try {
		if ( html === null ) {
			return 'failed';
		}
		results.innerHTML = html;
		// A carousel's new slides come with a new slider mount point.
		await window.vitrine?.mount( results );
		return 'updated';
	} finally {
		// A refresh started while this one mounted its results owns the grid from now on.
		if ( endCall( container, call ) ) {
			container.classList.remove( 'is-loading' );
			container.removeAttribute( 'aria-busy' );
		}
	}
}
