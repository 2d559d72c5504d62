/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { image, isRecord, str } from '../../lib/props';
import { VideoPopup, type VideoPopupProps } from './video-popup';

export function parseVideoPopupProps( raw: unknown ): VideoPopupProps | null {
	if ( ! isRecord( raw ) || ! /^https?:\/\//.test( str( raw.url ) ) ) {
		return null;
	}
	return {
		url: str( raw.url ),
		label: str( raw.label ),
		poster: image( raw.poster ),
	};
}

export default defineWidget( {
	parseProps: parseVideoPopupProps,
	Component: VideoPopup,
} );
