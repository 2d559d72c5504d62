/**
 * admin-ajax calls with the wire contract's action names and nonces.
 */

/**
 * Internal dependencies
 */
import { RequestError, errorFromResponse, offlineError } from './errors';
import { getSession, refreshSession } from './session';
import { getSettings } from './settings';

export interface AjaxOptions {
	/** Nonce action to sign the call with, taken from the session. */
	nonceAction?: string;
	/** Form field carrying the nonce. */
	nonceField?: string;
}

/**
 * Whether a refusal looks like a stale nonce: worth one retry with a fresh session.
 * @param error
 */
export function isStaleNonce( error: unknown ): boolean {
	if ( ! ( error instanceof RequestError ) || error.status !== 403 ) {
		return false;
	}
	// Core's check_ajax_referer() answers a bare "-1" with 403, which parses to no message.
	return [
		'vitrine_invalid_nonce',
		'rest_cookie_invalid_nonce',
		'unknown_error',
	].includes( error.code );
}

/**
 * POSTs form fields to admin-ajax and resolves to the response text.
 * @param action
 * @param fields
 * @param options
 */
export async function postAjax(
	action: string,
	fields: Record< string, string >,
	options: AjaxOptions = {}
): Promise< string > {
	const { nonceAction, nonceField = 'nonce' } = options;

	const attempt = async ( freshNonce: boolean ): Promise< string > => {
		const body = new URLSearchParams( { action, ...fields } );
		if ( nonceAction ) {
			const session = freshNonce
				? await refreshSession()
				: await getSession();
			body.set( nonceField, session.nonces[ nonceAction ] ?? '' );
		}
		let response: Response;
		try {
			response = await fetch( getSettings().ajaxUrl, {
				method: 'POST',
				credentials: 'same-origin',
				body,
			} );
		} catch {
			throw offlineError();
		}
		if ( ! response.ok ) {
			throw await errorFromResponse( response );
		}
		return response.text();
	};

	try {
		return await attempt( false );
	} catch ( error ) {
		if ( nonceAction && isStaleNonce( error ) ) {
			return attempt( true );
		}
		throw error;
	}
}

/**
 * GETs a read-only admin-ajax action (e.g. the quick view) and resolves to the response text.
 * @param action Action name.
 * @param params Query parameters.
 */
export async function getAjax(
	action: string,
	params: Record< string, string >
): Promise< string > {
	const url = new URL( getSettings().ajaxUrl, window.location.href );
	url.search = new URLSearchParams( { action, ...params } ).toString();
	let response: Response;
	try {
		response = await fetch( url.toString(), {
			method: 'GET',
			credentials: 'same-origin',
		} );
	} catch {
		throw offlineError();
	}
	if ( ! response.ok ) {
		throw await errorFromResponse( response );
	}
	return response.text();
}
