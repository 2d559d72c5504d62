/**
 * Internal dependencies
 */
import { isRecord, str } from '../../lib/props';
import { defineBehavior } from '../../runtime/widget';
import { mountOffCanvas } from './launcher';
import type { OffCanvasProps } from './off-canvas';

/**
 * Props printed by PHP `OffCanvas::render()`: the settings only; the panel's content is the
 * server's fallback markup, which the panel borrows (launcher.ts).
 * @param raw
 */
export function parseOffCanvasProps( raw: unknown ): OffCanvasProps | null {
	if ( ! isRecord( raw ) || ! /^[a-z0-9][a-z0-9-]*$/.test( str( raw.id ) ) ) {
		return null;
	}
	const close = isRecord( raw.close ) ? raw.close : {};
	return {
		id: str( raw.id ),
		side: raw.side === 'left' ? 'left' : 'right',
		mode: raw.mode === 'push' ? 'push' : 'overlay',
		label: str( raw.label ),
		title: str( raw.title ),
		close: {
			button: close.button !== false,
			overlay: close.overlay !== false,
			escape: close.escape !== false,
		},
	};
}

// The launcher has no React: panels are often in every page's header.
export default defineBehavior( {
	parseProps: parseOffCanvasProps,
	mount: mountOffCanvas,
} );
