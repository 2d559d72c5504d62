/**
 * REST calls signed with the visitor's `wp_rest` nonce from the session, members and guests
 * alike, as `_wpnonce` (which WordPress reads before the header): routes that want a nonce from
 * guests too, such as the cart's (a cart is its visitor's own), answer them. A nonce refused as
 * stale (a page kept open across a log in, a day-old session) is fetched again once. This is
 * `window.vitrine.rest()` and the cart's calls.
 */

/**
 * Internal dependencies
 */
import { INVALID_NONCE, NONCE_REFUSED, RequestError } from './errors';
import { restFetch, type RestOptions } from './rest';
import { getSession, refreshSession, type Session } from './session';

/** What routes answer when the nonce is stale: core's, ours, the cart's. */
const STALE_NONCE = new Set( [
	'vitrine_cart_invalid_nonce',
	INVALID_NONCE,
	NONCE_REFUSED,
] );

const call = < T >( route: string, options: RestOptions, session: Session ) =>
	restFetch< T >( route, {
		...options,
		// A nonce the caller passes wins.
		query: { _wpnonce: session.nonces.wp_rest ?? '', ...options.query },
	} );

/**
 * Calls a route with the session's nonce and resolves to its JSON reply; rejects with a
 * RequestError.
 * @param route   `vendor/v1/…`.
 * @param options Method, query (`_wpnonce` there replaces the session's), body, signal.
 */
export async function signedRestFetch< T >(
	route: string,
	options: RestOptions = {}
): Promise< T > {
	try {
		return await call< T >( route, options, await getSession() );
	} catch ( error ) {
		if (
			! ( error instanceof RequestError ) ||
			! STALE_NONCE.has( error.code ) ||
			options.query?._wpnonce !== undefined
		) {
			throw error;
		}
	}
	return call< T >( route, options, await refreshSession() );
}
