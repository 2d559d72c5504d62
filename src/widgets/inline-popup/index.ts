/**
 * Internal dependencies
 */
import { isRecord, str } from '../../lib/props';
import type { WidgetPopupTrigger } from '../../lib/popup/frequency';
import { defineBehavior } from '../../runtime/widget';
import type { WidgetPopupProps } from './inline-popup';
import { mountWidgetPopup } from './launcher';

const TRIGGERS: readonly WidgetPopupTrigger[] = [
	'click',
	'delay',
	'scroll',
	'exit',
];

function num( value: unknown, fallback = 0 ): number {
	return typeof value === 'number' && Number.isFinite( value )
		? value
		: fallback;
}

/**
 * Props printed by PHP `WidgetPopup::render()` (sanitised there): the settings only; the
 * popup's content is the server's disclosure, which the dialog borrows (launcher.ts).
 * @param raw
 */
export function parseWidgetPopupProps( raw: unknown ): WidgetPopupProps | null {
	if ( ! isRecord( raw ) || ! /^[a-z0-9][a-z0-9-]*$/.test( str( raw.id ) ) ) {
		return null;
	}
	const frequency = isRecord( raw.frequency ) ? raw.frequency : {};
	const trigger =
		TRIGGERS.find( ( name ) => name === raw.trigger ) ?? 'click';
	return {
		id: str( raw.id ),
		label: str( raw.label ),
		title: str( raw.title ),
		trigger,
		delay: num( raw.delay ),
		scrollAmount: num( raw.scrollAmount, 50 ),
		scrollSelector: str( raw.scrollSelector ),
		clickSelector: str( raw.clickSelector ),
		frequency: {
			times: num( frequency.times ),
			days: num( frequency.days, 1 ),
		},
	};
}

// The launcher has no React: the dialog loads when the popup first opens.
export default defineBehavior( {
	parseProps: parseWidgetPopupProps,
	mount: mountWidgetPopup,
} );
