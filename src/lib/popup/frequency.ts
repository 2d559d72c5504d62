/**
 * The widget popup (the add-on variant placed inline in content): how often it may show and
 * which of the builder popup's triggers its settings arm (spec §4 "Other widgets", §9).
 * `popup_times` shows per `popup_days` days, a day being 24 hours counted from the first
 * show of the window, remembered in localStorage under a per-widget key. Pure: the caller
 * passes the clock and the stored text.
 */

/**
 * Internal dependencies
 */
import type { Triggers } from './triggers';

/** A 24-hour day (not a calendar day), ms. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The closing animation runs this long before the dialog's node is removed (ms). */
export const REMOVAL_DELAY_MS = 500;

export type WidgetPopupTrigger = 'click' | 'delay' | 'scroll' | 'exit';

export interface WidgetPopupTriggerSettings {
	trigger: WidgetPopupTrigger;
	/** Seconds before an instant popup opens. */
	delay: number;
	/** Scroll trigger: percentage of the page scrolled… */
	scrollAmount: number;
	/** …or, when set, the element scrolled into view. */
	scrollSelector: string;
}

export interface Frequency {
	/** Shows allowed per window; 0 means no limit. */
	times: number;
	/** Length of the window in 24-hour days (at least 1). */
	days: number;
}

/** What is kept per widget: when the current window started, and how many shows it had. */
export interface ShowRecord {
	start: number;
	count: number;
}

/**
 * The localStorage key of one widget popup.
 * @param widgetId The widget's id (unique on the site).
 */
export function frequencyKey( widgetId: string ): string {
	return `vitrine_widget_popup_${ widgetId }`;
}

/**
 * The stored record, or null when there is none or it is not ours (never throws).
 * @param raw The stored text.
 */
export function parseRecord( raw: string | null ): ShowRecord | null {
	if ( ! raw ) {
		return null;
	}
	try {
		const value: unknown = JSON.parse( raw );
		if (
			value &&
			typeof value === 'object' &&
			Number.isFinite( ( value as ShowRecord ).start ) &&
			Number.isFinite( ( value as ShowRecord ).count )
		) {
			const { start, count } = value as ShowRecord;
			return { start, count };
		}
	} catch {
		// Not JSON: treated as never shown.
	}
	return null;
}

function windowOver(
	record: ShowRecord,
	now: number,
	frequency: Frequency
): boolean {
	const length = Math.max( 1, frequency.days ) * DAY_MS;
	// A clock set back before the start also opens a new window rather than locking the popup.
	return now - record.start >= length || now < record.start;
}

/**
 * Whether the popup may show now.
 * @param record    What was stored (null: never shown).
 * @param now       Epoch ms.
 * @param frequency The widget's settings.
 */
export function mayShow(
	record: ShowRecord | null,
	now: number,
	frequency: Frequency
): boolean {
	if ( frequency.times <= 0 || ! record ) {
		return true;
	}
	return (
		windowOver( record, now, frequency ) || record.count < frequency.times
	);
}

/**
 * The record after one more show.
 * @param record    What was stored.
 * @param now       Epoch ms.
 * @param frequency The widget's settings.
 */
export function recordShow(
	record: ShowRecord | null,
	now: number,
	frequency: Frequency
): ShowRecord {
	if ( ! record || windowOver( record, now, frequency ) ) {
		return { start: now, count: 1 };
	}
	return { start: record.start, count: record.count + 1 };
}

/**
 * The builder-popup triggers (src/lib/popup/triggers.ts) that a widget popup arms on its own.
 * A click is not one of them: the widget listens on its button or selector itself.
 * @param settings The widget's trigger settings.
 */
export function automaticTriggers(
	settings: WidgetPopupTriggerSettings
): Triggers {
	switch ( settings.trigger ) {
		case 'delay':
			return { pageLoad: { delay: Math.max( 0, settings.delay ) } };
		case 'scroll':
			return settings.scrollSelector
				? { scrollingTo: { selector: settings.scrollSelector } }
				: {
						scrolling: {
							direction: 'down',
							offset: Math.min(
								100,
								Math.max( 0, settings.scrollAmount )
							),
						},
					};
		case 'exit':
			return { exitIntent: {} };
		default:
			return {};
	}
}
