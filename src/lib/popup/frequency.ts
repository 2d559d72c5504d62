/**
 * The widget popup (the add-on variant placed inline in content): how often it may show and
 * which of the builder popup's triggers its settings arm (docs/product-spec.md §4 "Other widgets", §9).
 * `popup_times` shows per `popup_days` days, a day being 24 hours counted from the first
 * show of the window, is decided by `widgetPopupFrequency()` (./storage.ts); this file keeps
 * the per-widget localStorage key and reads what is stored there. Pure.
 */

/**
 * Internal dependencies
 */
import type { FrequencyRecord } from './storage';
import type { Triggers } from './triggers';

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
export function parseRecord( raw: string | null ): FrequencyRecord | null {
	if ( ! raw ) {
		return null;
	}
	try {
		const value: unknown = JSON.parse( raw );
		if (
			value &&
			typeof value === 'object' &&
			Number.isFinite( ( value as FrequencyRecord ).since ) &&
			Number.isFinite( ( value as FrequencyRecord ).shown )
		) {
			const { since, shown } = value as FrequencyRecord;
			return { since, shown };
		}
	} catch {
		// Not JSON: treated as never shown.
	}
	return null;
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
