/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { isRecord, str } from '../../lib/props';
import { VideoPlayer, type VideoPlayerProps } from './video-player';

export function parseVideoPlayerProps( raw: unknown ): VideoPlayerProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const provider = str( raw.provider );
	if (
		provider !== 'html5' &&
		provider !== 'youtube' &&
		provider !== 'vimeo'
	) {
		return null;
	}
	const props: VideoPlayerProps = {
		provider,
		title: str( raw.title ),
		poster: str( raw.poster ),
		loop: raw.loop === true,
		src: str( raw.src ),
		type: str( raw.type ),
		captions: str( raw.captions ),
		lang: str( raw.lang ) || 'en',
		videoId: str( raw.videoId ),
	};
	const playable =
		provider === 'html5'
			? props.src !== ''
			: /^[\w-]+$/.test( props.videoId );
	return playable ? props : null;
}

export default defineWidget( {
	parseProps: parseVideoPlayerProps,
	Component: VideoPlayer,
} );
