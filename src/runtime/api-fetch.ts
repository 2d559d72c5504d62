/**
 * Core's `@wordpress/api-fetch` (the `wp-api-fetch` handle, so it costs no bytes of ours), set up
 * once with middlewares fed by the session call: the site's REST root, and a member's fresh
 * `wp_rest` nonce from the session instead of the one printed into the page, which is stale on a
 * cached page (guests send none). Middlewares are page-wide: other scripts' calls get them too.
 */

/**
 * External dependencies
 */
import apiFetch, {
	type APIFetchMiddleware,
	type APIFetchOptions,
} from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { INVALID_NONCE, NONCE_REFUSED } from './errors';
import { getSession, refreshSession, type Session } from './session';
import { getSettings } from './settings';

const hasCode = ( error: unknown, code: string ): boolean =>
	typeof error === 'object' &&
	error !== null &&
	( error as { code?: unknown } ).code === code;

/**
 * The call's headers with a member's fresh `wp_rest` nonce from the session, unless the caller
 * chose its own. Guests get none: WordPress takes a REST call without a nonce as a guest's anyway.
 * Core's nonce middleware runs after ours and keeps a header equal to its own nonce, which
 * session.ts keeps equal to the session's.
 * @param options
 * @param session
 */
function withSessionNonce(
	options: APIFetchOptions,
	session: Session
): APIFetchOptions {
	const nonce = session.nonces.wp_rest ?? '';
	const headers = { ...options.headers };
	const own = Object.keys( headers ).some(
		( name ) => name.toLowerCase() === 'x-wp-nonce'
	);
	if ( own || nonce === '' || ! session.user.loggedIn ) {
		return options;
	}
	return { ...options, headers: { ...headers, 'X-WP-Nonce': nonce } };
}

/**
 * Sends each call with the session's nonce and, when WordPress refuses it as invalid (a nonce
 * from before a log in or out, or a day-old session), fetches the session again and retries once.
 * @param options
 * @param next
 */
export const sessionNonceMiddleware: APIFetchMiddleware = async (
	options,
	next
) => {
	try {
		return await next( withSessionNonce( options, await getSession() ) );
	} catch ( error ) {
		if ( ! hasCode( error, INVALID_NONCE ) ) {
			throw error;
		}
	}
	try {
		return await next(
			withSessionNonce( options, await refreshSession() )
		);
	} catch ( error ) {
		throw hasCode( error, INVALID_NONCE )
			? { ...( error as object ), code: NONCE_REFUSED }
			: error;
	}
};

let installed = false;

/**
 * Registers our middlewares with api-fetch, once. Later registrations run first, so ours see
 * each call before core's root URL and nonce middlewares do.
 */
export function installApiFetchMiddlewares(): void {
	if ( installed ) {
		return;
	}
	installed = true;
	apiFetch.use( apiFetch.createRootURLMiddleware( getSettings().restUrl ) );
	apiFetch.use( sessionNonceMiddleware );
}

export { apiFetch };
