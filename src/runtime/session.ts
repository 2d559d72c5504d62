/**
 * The per-visitor session: one uncached call per page, made lazily by the first widget that
 * needs it, shared by all widgets, and refreshed when a nonce turns out to be stale.
 */

/**
 * Internal dependencies
 */
import { getSettings } from './settings';
import { errorFromResponse, invalidJsonError, offlineError } from './errors';
import { restUrl } from './url';

export interface SessionUser {
	id: number;
	loggedIn: boolean;
	name: string;
	roles: string[];
}

export interface Session {
	user: SessionUser;
	nonces: Record< string, string >;
	loved: number[];
	wishlists: unknown[];
	cart: { count: number };
}

type Listener = ( session: Session ) => void;

let pending: Promise< Session > | null = null;
let snapshot: Session | null = null;
const listeners = new Set< Listener >();

interface ApiFetchWithNonce {
	nonceMiddleware?: { nonce: string };
}

declare global {
	interface Window {
		wp?: { apiFetch?: ApiFetchWithNonce };
	}
}

/**
 * Core's api-fetch sends the nonce printed into the page, stale on a cached page: give it the
 * fresh one. Guests send none: their pages print an empty one (GuestApiFetchNonce in PHP), kept
 * empty; a page printed with one (say, before a log out) gets the guest's own fresh nonce.
 * @param session
 */
function syncApiFetchNonce( session: Session ): void {
	const middleware = window.wp?.apiFetch?.nonceMiddleware;
	const nonce = session.nonces.wp_rest;
	if (
		middleware &&
		nonce &&
		( session.user.loggedIn || middleware.nonce !== '' )
	) {
		middleware.nonce = nonce;
	}
}

async function load(): Promise< Session > {
	let response: Response;
	try {
		response = await fetch(
			restUrl( getSettings().restUrl, 'vitrine/v1/session' ),
			{
				credentials: 'same-origin',
				cache: 'no-store',
				headers: { Accept: 'application/json' },
			}
		);
	} catch {
		throw offlineError();
	}
	if ( ! response.ok ) {
		throw await errorFromResponse( response );
	}
	let session: Session;
	try {
		session = ( await response.json() ) as Session;
	} catch {
		throw invalidJsonError( response.status );
	}
	snapshot = session;
	syncApiFetchNonce( session );
	listeners.forEach( ( listener ) => listener( session ) );
	return session;
}

/**
 * Returns the session, fetching it on first use.
 */
export function getSession(): Promise< Session > {
	if ( ! pending ) {
		pending = load();
		// A failed fetch must not be cached forever: let the next caller try again.
		pending.catch( () => {
			pending = null;
		} );
	}
	return pending;
}

/**
 * Fetches the session again (fresh nonces), e.g. after a call was refused for a stale nonce.
 */
export function refreshSession(): Promise< Session > {
	pending = null;
	return getSession();
}

/**
 * The last session received, or null before the first one arrives.
 */
export function getSessionSnapshot(): Session | null {
	return snapshot;
}

/**
 * Changes the local copy after a successful call (e.g. a post was loved) and tells subscribers.
 * @param update
 */
export function updateSession( update: ( session: Session ) => Session ): void {
	if ( snapshot ) {
		snapshot = update( snapshot );
		const current = snapshot;
		listeners.forEach( ( listener ) => listener( current ) );
	}
}

export function subscribeToSession( listener: Listener ): () => void {
	listeners.add( listener );
	return () => listeners.delete( listener );
}

/**
 * Forgets everything (tests only).
 */
export function resetSessionForTests(): void {
	pending = null;
	snapshot = null;
	listeners.clear();
}
