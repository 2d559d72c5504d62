/**
 * REST calls under the site's REST root, with the session's fresh `wp_rest` nonce for members
 * and none for guests (a stale one would be refused even for a guest).
 */

/**
 * Internal dependencies
 */
import { errorFromResponse, invalidJsonError, offlineError } from './errors';
import { isStaleNonce } from './ajax';
import { getSession, refreshSession } from './session';
import { getSettings } from './settings';
import { restUrl } from './url';

export interface RestOptions {
	method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
	query?: Record< string, string >;
	/** JSON body, or FormData sent as multipart. */
	body?: unknown;
}

export async function restFetch< T >(
	route: string,
	{ method = 'GET', query, body }: RestOptions = {}
): Promise< T > {
	const attempt = async ( freshNonce: boolean ): Promise< T > => {
		const session = freshNonce
			? await refreshSession()
			: await getSession();
		const headers: Record< string, string > = {
			Accept: 'application/json',
		};
		if ( session.user.loggedIn && session.nonces.wp_rest ) {
			headers[ 'X-WP-Nonce' ] = session.nonces.wp_rest;
		}
		let payload: BodyInit | undefined;
		if ( body instanceof FormData ) {
			payload = body;
		} else if ( body !== undefined ) {
			headers[ 'Content-Type' ] = 'application/json';
			payload = JSON.stringify( body );
		}
		let response: Response;
		try {
			response = await fetch(
				restUrl( getSettings().restUrl, route, query ),
				{ method, headers, body: payload, credentials: 'same-origin' }
			);
		} catch {
			throw offlineError();
		}
		if ( ! response.ok ) {
			throw await errorFromResponse( response );
		}
		try {
			return ( await response.json() ) as T;
		} catch {
			throw invalidJsonError( response.status );
		}
	};

	try {
		return await attempt( false );
	} catch ( error ) {
		if ( isStaleNonce( error ) ) {
			return attempt( true );
		}
		throw error;
	}
}
