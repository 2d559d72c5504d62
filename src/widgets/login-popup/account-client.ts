/**
 * The popup's two calls, through the runtime's admin-ajax client.
 */

/**
 * Internal dependencies
 */
import { parseLoginReply, type LoginReply } from '../../lib/login-reply';
import { postAjax } from '../../runtime/ajax';
import { RequestError } from '../../runtime/errors';
import { getSession, refreshSession } from '../../runtime/session';

export const LOGIN_ACTION = 'jws_login_ajax';
export const REGISTER_ACTION = 'jws_register_ajax';

/**
 * Posts the login form. The nonce travels inside `data` (field `security`), so it is taken
 * from the session here; a 403 means a stale nonce and is retried once with a fresh session.
 * Resolves to the parsed reply, or null when the reply is not the expected JSON. Refusals
 * (401/403/429) reject with a RequestError whose message is the server's `<p>` message.
 * @param form
 */
export async function sendLogin(
	form: URLSearchParams
): Promise< LoginReply | null > {
	const attempt = async ( fresh: boolean ): Promise< string > => {
		const session = fresh ? await refreshSession() : await getSession();
		const data = new URLSearchParams( form );
		data.set( 'security', session.nonces[ LOGIN_ACTION ] ?? '' );
		return postAjax( LOGIN_ACTION, { data: data.toString() } );
	};
	let text: string;
	try {
		text = await attempt( false );
	} catch ( error ) {
		if ( ! ( error instanceof RequestError ) || error.status !== 403 ) {
			throw error;
		}
		text = await attempt( true );
	}
	return parseLoginReply( text );
}

export interface RegisterReply {
	success: boolean;
	message: string;
	/** Whether the server signed the new member in. */
	signedIn: boolean;
}

/**
 * Posts the register form with the `register_security` nonce. Resolves to the reply, or null
 * when it is not the expected JSON; refusals (4xx) reject with a RequestError.
 * @param form
 */
export async function sendRegister(
	form: URLSearchParams
): Promise< RegisterReply | null > {
	const text = await postAjax(
		REGISTER_ACTION,
		{ data: form.toString() },
		{
			nonceAction: 'ajax_register_nonce',
			nonceField: 'register_security',
		}
	);
	let body: unknown;
	try {
		body = JSON.parse( text );
	} catch {
		return null;
	}
	if ( ! body || typeof body !== 'object' || ! ( 'success' in body ) ) {
		return null;
	}
	const { success, data } = body as { success: unknown; data?: unknown };
	const message =
		data && typeof data === 'object' && 'message' in data
			? String( ( data as { message: unknown } ).message )
			: '';
	const signedIn =
		data !== null &&
		typeof data === 'object' &&
		( data as { signedIn?: unknown } ).signedIn === true;
	return { success: success === true, message, signedIn };
}

/**
 * The form's fields as `jQuery.serialize()` would send them, plus the submit button's value.
 * @param form
 * @param submitter
 */
export function serializeForm(
	form: HTMLFormElement,
	submitter?: HTMLButtonElement | HTMLInputElement | null
): URLSearchParams {
	const params = new URLSearchParams();
	new FormData( form ).forEach( ( value, name ) => {
		if ( typeof value === 'string' ) {
			params.append( name, value );
		}
	} );
	if ( submitter && submitter.name ) {
		params.append( submitter.name, submitter.value );
	}
	return params;
}

/**
 * Reloads a captcha frame in the form, if it has one.
 * @param form
 */
export function reloadCaptcha( form: HTMLFormElement ): void {
	form.querySelectorAll< HTMLIFrameElement >(
		'.captcha iframe, [data-captcha] iframe, iframe[src*="captcha"]'
	).forEach( ( frame ) => {
		const src = frame.src;
		frame.src = src;
	} );
}
