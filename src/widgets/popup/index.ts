/**
 * Internal dependencies
 */
import { isRecord, str } from '../../lib/props';
import { defineBehavior } from '../../runtime/widget';
import { mountPopup } from './launcher';
import type { PopupProps } from './types';

function num( value: unknown, fallback = 0 ): number {
	return typeof value === 'number' && Number.isFinite( value )
		? value
		: fallback;
}

/**
 * Props printed by PHP `PopupRenderer` (already sanitised there by `PopupSettings`).
 * @param raw
 */
export function parsePopupProps( raw: unknown ): PopupProps | null {
	if ( ! isRecord( raw ) || num( raw.id ) <= 0 ) {
		return null;
	}
	const close = isRecord( raw.close ) ? raw.close : {};
	return {
		id: num( raw.id ),
		slug: str( raw.slug ),
		title: str( raw.title ),
		html: str( raw.html ),
		type: raw.type === 'url' ? 'url' : 'content',
		url: str( raw.url ),
		selector: str( raw.selector ),
		timing: isRecord( raw.timing ) ? raw.timing : {},
		triggers: isRecord( raw.triggers ) ? raw.triggers : {},
		close: {
			autoClose: num( close.autoClose ),
			backdrop: close.backdrop !== false,
			escape: close.escape !== false,
			dontShowAgain: close.dontShowAgain === true,
		},
		siteOffsetMinutes: num( raw.siteOffsetMinutes ),
		loadingLabel: str( raw.loadingLabel ),
	};
}

// The launcher has no React: popups are printed on every page their conditions match.
export default defineBehavior( {
	parseProps: parsePopupProps,
	mount: mountPopup,
} );
