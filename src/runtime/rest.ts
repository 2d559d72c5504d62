/**
 * REST calls under the site's REST root, through core's api-fetch (see ./api-fetch for the
 * session's nonce and the one retry), with our error mapping on top.
 */

/**
 * Internal dependencies
 */
import { offlineError, requestErrorFrom } from './errors';
import { restUrl } from './url';

export interface RestOptions {
	method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
	query?: Record< string, string >;
	/** JSON body, or FormData sent as multipart. */
	body?: unknown;
	/** Aborts the call (a search superseded by the next keystroke). */
	signal?: AbortSignal;
}

// Core's api-fetch (and wp-url, wp-polyfill under it) arrives with the first call, not with
// the widget: a form draws at once and its scripts load while the visitor reads it.
const loadApiFetch = () =>
	import( /* webpackChunkName: "api-fetch" */ './api-fetch' );

/**
 * Calls a route (`vitrine/v1/…`) and resolves to its JSON reply; rejects with a RequestError.
 * @param route
 * @param options
 * @param options.method
 * @param options.query
 * @param options.body
 * @param options.signal
 */
export async function restFetch< T >(
	route: string,
	{ method = 'GET', query, body, signal }: RestOptions = {}
): Promise< T > {
	let apiFetch;
	try {
		const module = await loadApiFetch();
		module.installApiFetchMiddlewares();
		apiFetch = module.apiFetch;
	} catch {
		throw offlineError(); // The scripts could not be loaded.
	}
	try {
		return await apiFetch< T >( {
			// The root URL middleware prepends the REST root and fixes the `?` of plain permalinks.
			path: restUrl( '/', route, query ),
			method,
			credentials: 'same-origin',
			...( signal ? { signal } : {} ),
			...( body instanceof FormData ? { body } : { data: body } ),
		} );
	} catch ( error ) {
		throw requestErrorFrom( error );
	}
}
