/**
 * The browser side of popups: the trigger host over window/document, the store over the
 * real localStorage/sessionStorage, and the visitor's context for the timing rules.
 */

/**
 * Internal dependencies
 */
import { deviceMode } from '../../lib/device-mode';
import {
	countPageLoad,
	PopupStore,
	sinceFirstSeen,
	timesShown,
	type KeyValueStorage,
} from '../../lib/popup/storage';
import type { TimingContext } from '../../lib/popup/timing';
import type { TriggerHost } from '../../lib/popup/triggers';

/** Storage that forgets, for browsers that block it (the popup then acts as on a first visit). */
function memoryStorage(): KeyValueStorage {
	const map = new Map< string, string >();
	return {
		getItem: ( key ) => map.get( key ) ?? null,
		setItem: ( key, value ) => void map.set( key, value ),
	};
}

function storage( kind: 'localStorage' | 'sessionStorage' ): KeyValueStorage {
	try {
		return window[ kind ] ?? memoryStorage();
	} catch {
		return memoryStorage();
	}
}

export function browserStore(): PopupStore {
	return new PopupStore(
		storage( 'localStorage' ),
		storage( 'sessionStorage' )
	);
}

let counted = false;

/**
 * Counts this page load once, however many popups the page has.
 * @param store
 */
export function countThisPage( store: PopupStore ): void {
	if ( ! counted ) {
		counted = true;
		countPageLoad( store );
	}
}

export function visitorContext(
	store: PopupStore,
	id: number,
	user: TimingContext[ 'user' ],
	siteOffsetMinutes: number
): TimingContext {
	const since = sinceFirstSeen( store, id );
	return {
		pageViewsSinceFirstSeen: since.pageViews,
		sessionsSinceFirstSeen: since.sessions,
		referrer: document.referrer,
		host: window.location.hostname,
		user,
		device: deviceMode( window.innerWidth ),
		userAgent: window.navigator.userAgent,
		timesShown: ( period ) => timesShown( store, id, period ),
		now: new Date(),
		siteOffsetMinutes,
	};
}

export const browserHost: TriggerHost = {
	on: ( target, type, handler ) => {
		const node = target === 'window' ? window : document;
		node.addEventListener( type, handler, { passive: true } );
		return () => node.removeEventListener( type, handler );
	},
	setTimeout: ( fn, ms ) => window.setTimeout( fn, ms ),
	clearTimeout: ( handle ) => window.clearTimeout( handle as number ),
	scrollY: () => window.scrollY,
	scrollable: () =>
		document.documentElement.scrollHeight - window.innerHeight,
	whenVisible: ( selector, callback ) => {
		let element: Element | null = null;
		try {
			element = document.querySelector( selector );
		} catch {
			element = null;
		}
		if ( ! element || typeof IntersectionObserver === 'undefined' ) {
			return false;
		}
		const observer = new IntersectionObserver( ( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				callback();
			}
		} );
		observer.observe( element );
		return () => observer.disconnect();
	},
	// eslint-disable-next-line no-console
	warn: ( message ) => console.warn( message ),
};
