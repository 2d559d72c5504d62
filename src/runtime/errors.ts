/**
 * Internal dependencies
 */
import { __ } from './i18n';

/** The code WordPress answers (403) when a REST call carries a nonce it does not accept. */
export const INVALID_NONCE = 'rest_cookie_invalid_nonce';

/**
 * What a call refused twice for its nonce throws: not {@link INVALID_NONCE}, because api-fetch
 * answers that code by fetching admin-ajax's `rest-nonce` and calling again, with the same
 * outcome, without end. Here, not in ./api-fetch, so that callers can read the codes without
 * loading api-fetch.
 */
export const NONCE_REFUSED = 'vitrine_rest_nonce_refused';

/**
 * A failed call, with a stable code and a message fit to show a person.
 */
export class RequestError extends Error {
	constructor(
		readonly code: string,
		message: string,
		readonly status: number = 0
	) {
		super( message );
		this.name = 'RequestError';
	}
}

export const offlineError = (): RequestError =>
	new RequestError(
		'fetch_error',
		__( 'You are probably offline.', 'vitrine' )
	);

export const invalidJsonError = ( status: number ): RequestError =>
	new RequestError(
		'invalid_json',
		__( 'The response is not a valid JSON response.', 'vitrine' ),
		status
	);

export const unknownError = ( status: number ): RequestError =>
	new RequestError(
		'unknown_error',
		__( 'An unknown error occurred.', 'vitrine' ),
		status
	);

/**
 * Turns an error reply into a RequestError. Understands WordPress REST errors
 * (`{code, message}`) and admin-ajax errors (`{success:false, data:{code, message}}`).
 * A reply that is not JSON at all (a proxy's or PHP's HTML error page) becomes
 * `invalid_json`, whose message a person can act on, whatever its status.
 * @param response
 */
export async function errorFromResponse(
	response: Response
): Promise< RequestError > {
	let body: unknown;
	try {
		body = await response.json();
	} catch {
		return invalidJsonError( response.status );
	}
	const payload =
		body && typeof body === 'object' && 'data' in body && 'success' in body
			? ( body as { data: unknown } ).data
			: body;
	if ( payload && typeof payload === 'object' ) {
		const { code, message } = payload as Record< string, unknown >;
		if ( typeof message === 'string' && message !== '' ) {
			return new RequestError(
				typeof code === 'string' ? code : 'unknown_error',
				message,
				response.status
			);
		}
	}
	return unknownError( response.status );
}

/**
 * Turns what `@wordpress/api-fetch` throws into a RequestError: a REST error body
 * (`{code, message, data:{status}}`), its own `fetch_error` / `offline_error` / `invalid_json`
 * (given our messages, so every widget words them alike), or anything else.
 * @param error
 */
export function requestErrorFrom( error: unknown ): RequestError {
	if ( error instanceof RequestError ) {
		return error;
	}
	const { code, message, data } =
		error && typeof error === 'object'
			? ( error as Record< string, unknown > )
			: ( {} as Record< string, unknown > );
	const status =
		data && typeof data === 'object'
			? Number( ( data as { status?: unknown } ).status ) || 0
			: 0;
	if ( code === 'fetch_error' || code === 'offline_error' ) {
		return offlineError();
	}
	if ( code === 'invalid_json' ) {
		return invalidJsonError( status );
	}
	if ( typeof message === 'string' && message !== '' ) {
		return new RequestError(
			typeof code === 'string' ? code : 'unknown_error',
			message,
			status
		);
	}
	return unknownError( status );
}
