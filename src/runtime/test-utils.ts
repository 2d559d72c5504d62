/**
 * Test helpers for code that talks to the server through the runtime.
 */

/**
 * Internal dependencies
 */
import type { Session } from './session';

export function makeSession( overrides: Partial< Session > = {} ): Session {
	return {
		user: { id: 0, loggedIn: false, name: '', roles: [] },
		nonces: { 'jws-love': 'nonce-1', wp_rest: 'rest-1' },
		loved: [],
		wishlists: [],
		cart: { count: 0 },
		...overrides,
	};
}

/**
 * A minimal fetch Response (jsdom has none).
 * @param body
 * @param status
 */
export function textResponse( body: string, status = 200 ): Response {
	return {
		ok: status >= 200 && status < 300,
		status,
		text: async () => body,
		json: async () => JSON.parse( body ) as unknown,
	} as Response;
}

export function jsonResponse( body: unknown, status = 200 ): Response {
	return textResponse( JSON.stringify( body ), status );
}

/**
 * Replaces `fetch` with a router: the session route answers `session()`, admin-ajax answers
 * `ajax( body )`. Returns the mock so tests can inspect calls.
 * @param handlers
 * @param handlers.session
 * @param handlers.ajax
 */
export function mockServer( handlers: {
	session?: () => Response | Promise< Response >;
	ajax?: ( body: URLSearchParams ) => Response | Promise< Response >;
} ): jest.Mock {
	const mock = jest.fn(
		async ( input: RequestInfo | URL, init?: RequestInit ) => {
			const url = String( input );
			if ( url.includes( 'vitrine/v1/session' ) && handlers.session ) {
				return handlers.session();
			}
			if ( url.includes( 'admin-ajax.php' ) && handlers.ajax ) {
				return handlers.ajax( init?.body as URLSearchParams );
			}
			throw new TypeError( `unexpected fetch ${ url }` );
		}
	);
	global.fetch = mock as unknown as typeof fetch;
	return mock;
}

/**
 * Lets React schedule its own work in the current test file, as in a browser, instead of
 * act() flushing it: widgets render as transitions, in slices, and an act() scope awaiting
 * the mount would wait on the very render it holds back.
 */
export function renderLikeABrowser(): void {
	const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
	let actEnvironment: boolean | undefined;
	beforeAll( () => {
		actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
		scope.IS_REACT_ACT_ENVIRONMENT = false;
	} );
	afterAll( () => {
		scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
	} );
}
