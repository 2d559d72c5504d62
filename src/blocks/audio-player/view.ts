/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { isRecord, list, str } from '../../lib/props';
import { AudioPlayer, type AudioPlayerProps } from './audio-player';

export function parseAudioPlayerProps( raw: unknown ): AudioPlayerProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const tracks = list( raw.tracks, ( track ) =>
		str( track.src )
			? {
					src: str( track.src ),
					type: str( track.type ),
					title: str( track.title ),
				}
			: null
	);
	return tracks.length > 0 ? { tracks } : null;
}

export default defineWidget( {
	parseProps: parseAudioPlayerProps,
	Component: AudioPlayer,
} );
