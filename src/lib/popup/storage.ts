/**
 * The popups' memory in the browser, laid out like the reference (docs/reference/popups-and-filters.md):
 * one JSON object in localStorage (session values in sessionStorage) with an expiration map,
 * keys `pageViews`, `sessions`, `popup_{id}_*`. An expiry is fixed by the first write and
 * not moved by later writes, so "3 per week" means a calendar-free week from the first show.
 */

export interface KeyValueStorage {
	getItem: ( key: string ) => string | null;
	setItem: ( key: string, value: string ) => void;
}

/** Lifetimes in seconds (docs/product-spec.md §9). */
export const LIFETIME = {
	day: 86400,
	week: 604800,
	month: 2628288,
} as const;

const ROOT_KEY = 'vitrine';
const EXPIRATION = '__expiration';

type Bag = Record< string, unknown > & {
	[ EXPIRATION ]?: Record< string, number >;
};

export interface SetOptions {
	session?: boolean;
	/** Seconds from the first write. */
	lifetime?: number;
}

export class PopupStore {
	constructor(
		private readonly local: KeyValueStorage,
		private readonly session: KeyValueStorage,
		private readonly now: () => number = Date.now
	) {}

	private read( session: boolean ): Bag {
		const raw = ( session ? this.session : this.local ).getItem( ROOT_KEY );
		try {
			const bag: unknown = raw ? JSON.parse( raw ) : {};
			return bag && typeof bag === 'object' ? ( bag as Bag ) : {};
		} catch {
			return {};
		}
	}

	private write( bag: Bag, session: boolean ): void {
		try {
			( session ? this.session : this.local ).setItem(
				ROOT_KEY,
				JSON.stringify( bag )
			);
		} catch {
			// Storage full or blocked (private mode): the popup then behaves as on a first visit.
		}
	}

	get( key: string, session = false ): unknown {
		const bag = this.read( session );
		const expires = bag[ EXPIRATION ]?.[ key ];
		if ( expires !== undefined && expires <= this.now() ) {
			return undefined;
		}
		return bag[ key ];
	}

	set( key: string, value: unknown, options: SetOptions = {} ): void {
		const session = Boolean( options.session );
		const bag = this.read( session );
		const expiration = { ...( bag[ EXPIRATION ] ?? {} ) };
		const expires = expiration[ key ];
		const expired = expires !== undefined && expires <= this.now();
		if (
			options.lifetime !== undefined &&
			( expires === undefined || expired )
		) {
			expiration[ key ] = this.now() + options.lifetime * 1000;
		} else if ( options.lifetime === undefined ) {
			delete expiration[ key ];
		}
		bag[ key ] = value;
		bag[ EXPIRATION ] = expiration;
		this.write( bag, session );
	}

	number( key: string, session = false ): number {
		const value = Number( this.get( key, session ) );
		return Number.isFinite( value ) ? value : 0;
	}

	increment( key: string, options: SetOptions = {} ): number {
		const next = this.number( key, Boolean( options.session ) ) + 1;
		this.set( key, next, options );
		return next;
	}
}

/**
 * Counts this page load (and a new session when the tab has none yet). Call once per page.
 * @param store
 */
export function countPageLoad( store: PopupStore ): void {
	store.increment( 'pageViews' );
	if ( ! store.get( 'activeSession', true ) ) {
		store.set( 'activeSession', true, { session: true } );
		store.increment( 'sessions' );
	}
}

/**
 * Page views and sessions since the popup was first evaluated: the first evaluation stores
 * the current totals under `popup_{id}_page_views_initialPageViews` and
 * `popup_{id}_sessions_initialSessions`, so a fresh popup counts from 0.
 * @param store
 * @param id
 */
export function sinceFirstSeen(
	store: PopupStore,
	id: number
): { pageViews: number; sessions: number } {
	const viewsKey = `popup_${ id }_page_views_initialPageViews`;
	const sessionsKey = `popup_${ id }_sessions_initialSessions`;
	if ( store.get( viewsKey ) === undefined ) {
		store.set( viewsKey, store.number( 'pageViews' ) );
	}
	if ( store.get( sessionsKey ) === undefined ) {
		store.set( sessionsKey, store.number( 'sessions' ) );
	}
	return {
		pageViews: store.number( 'pageViews' ) - store.number( viewsKey ),
		sessions: store.number( 'sessions' ) - store.number( sessionsKey ),
	};
}

type Period = 'session' | 'day' | 'week' | 'month' | 'overall';

function timesKey( id: number, period: Period ): string {
	return period === 'session' || period === 'overall'
		? `popup_${ id }_times`
		: `popup-${ id }-impressions-count-${ period }`;
}

export function timesShown(
	store: PopupStore,
	id: number,
	period: Period
): number {
	return store.number( timesKey( id, period ), period === 'session' );
}

/**
 * Records one showing in every period's counter.
 * @param store
 * @param id
 */
export function recordShown( store: PopupStore, id: number ): void {
	store.increment( timesKey( id, 'overall' ) );
	store.increment( timesKey( id, 'session' ), { session: true } );
	for ( const period of [ 'day', 'week', 'month' ] as const ) {
		store.increment( timesKey( id, period ), {
			lifetime: LIFETIME[ period ],
		} );
	}
}

export function isDisabled( store: PopupStore, id: number ): boolean {
	return Boolean( store.get( `popup_${ id }_disable` ) );
}

export function disableForGood( store: PopupStore, id: number ): void {
	store.set( `popup_${ id }_disable`, true );
}

/** A 24-hour day, in milliseconds (the add-on widget popup's frequency unit). */
const DAY_MS = 86_400_000;

export interface FrequencyRecord {
	/** When the current window started (ms). */
	since: number;
	shown: number;
}

/**
 * The add-on "widget popup" frequency: at most `times` shows per `days` days of 24 hours,
 * kept in localStorage under a per-widget key. Returns whether it may show now, and the
 * record to store if it does.
 * @param record
 * @param times
 * @param days
 * @param now
 */
export function widgetPopupFrequency(
	record: FrequencyRecord | null,
	times: number,
	days: number,
	now: number
): { allowed: boolean; next: FrequencyRecord } {
	const windowOver =
		! record || now - record.since >= Math.max( 1, days ) * DAY_MS;
	const current = windowOver ? { since: now, shown: 0 } : record;
	const allowed = times <= 0 || current.shown < times;
	return {
		allowed,
		next: allowed ? { ...current, shown: current.shown + 1 } : current,
	};
}
