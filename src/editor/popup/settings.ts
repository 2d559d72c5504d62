/**
 * The popup settings object the sidebar edits (stored as JSON in the `_vitrine_popup` meta
 * and sanitised again by PHP `PopupSettings`). Pure helpers, tested without a DOM.
 */

/**
 * Internal dependencies
 */
import type { PopupCloseOptions } from '../../lib/popup/close-options';
import type { TimingRules } from '../../lib/popup/timing';
import type { Triggers } from '../../lib/popup/triggers';

export type Include = 'none' | 'all' | 'front' | 'posts' | 'pages' | 'ids';

export interface PopupSettingsValue {
	conditions: { include: Include; ids: number[]; exclude: number[] };
	timing: TimingRules;
	triggers: Triggers;
	close: PopupCloseOptions;
	type: 'content' | 'url';
	url: string;
	selector: string;
}

export const DEFAULT_SETTINGS: PopupSettingsValue = {
	conditions: { include: 'none', ids: [], exclude: [] },
	timing: {},
	triggers: { pageLoad: { delay: 0 } },
	close: { autoClose: 0, backdrop: true, escape: true, dontShowAgain: false },
	type: 'content',
	url: '',
	selector: '',
};

/** What a newly switched-on rule or trigger starts with (the reference's defaults). */
export const RULE_DEFAULTS: Required< TimingRules > = {
	pageViews: { views: 3 },
	sessions: { sessions: 2 },
	url: { action: 'show', value: '' },
	sources: { sources: [ 'internal', 'external', 'search' ] },
	loggedIn: { users: 'all', roles: [] },
	devices: { devices: [ 'desktop', 'tablet', 'mobile' ] },
	times: { times: 1, period: 'day' },
	browsers: { browsers: 'all' },
	schedule: { start: '', end: '', timezone: 'site' },
};

export const TRIGGER_DEFAULTS: Required< Triggers > = {
	pageLoad: { delay: 0 },
	scrolling: { direction: 'down', offset: 10 },
	scrollingTo: { selector: '' },
	click: { times: 1 },
	inactivity: { seconds: 30 },
	exitIntent: {},
};

export function parseSettings( json: unknown ): PopupSettingsValue {
	let raw: unknown = {};
	try {
		raw = typeof json === 'string' && json ? JSON.parse( json ) : {};
	} catch {
		raw = {};
	}
	const value = (
		raw && typeof raw === 'object' ? raw : {}
	) as Partial< PopupSettingsValue >;
	return {
		...DEFAULT_SETTINGS,
		...value,
		conditions: { ...DEFAULT_SETTINGS.conditions, ...value.conditions },
		close: { ...DEFAULT_SETTINGS.close, ...value.close },
		timing: { ...value.timing },
		triggers: { ...( value.triggers ?? DEFAULT_SETTINGS.triggers ) },
	};
}

/**
 * Switches one rule (or trigger) on with its defaults, or off.
 * @param group
 * @param key
 * @param on
 * @param defaults
 */
export function toggleEntry< T extends object >(
	group: T,
	key: keyof T,
	on: boolean,
	defaults: Required< T >
): T {
	const next = { ...group };
	if ( on ) {
		next[ key ] = group[ key ] ?? defaults[ key ];
	} else {
		delete next[ key ];
	}
	return next;
}

/**
 * "12, 40,x" → [12, 40].
 * @param text
 */
export function parseIds( text: string ): number[] {
	return text
		.split( /[\s,]+/ )
		.map( ( part ) => Number.parseInt( part, 10 ) )
		.filter( ( id ) => Number.isInteger( id ) && id > 0 );
}
