/**
 * A play button that opens a video link in the lightbox, in an embedded frame (YouTube and
 * Vimeo through their players, video files directly). Links the lightbox cannot embed, and
 * clicks with a modifier key, open the link as usual.
 */

/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * Internal dependencies
 */
import { videoEmbedUrl } from '../../lib/lightbox';
import type { ImageData } from '../../lib/props';
import { Picture } from '../../widgets/shared/picture';

export interface VideoPopupProps {
	url: string;
	label: string;
	poster: ImageData | null;
}

/** A 16:9 frame; the spec's 500×344 stays the default for other content. */
const VIDEO_SIZE = { width: 960, height: 540 };

export function VideoPopup( { url, label, poster }: VideoPopupProps ) {
	const embed = videoEmbedUrl( url );
	const open = async ( event: MouseEvent< HTMLAnchorElement > ) => {
		if (
			! embed ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		event.preventDefault();
		const opener = event.currentTarget;
		const { openLightbox } = await import(
			/* webpackChunkName: "lightbox" */ '../../lightbox'
		);
		openLightbox( [ { type: 'external', href: embed } ], {
			opener,
			slideshow: false,
			...VIDEO_SIZE,
		} );
	};
	return (
		<a
			className={ `vitrine-video-popup__link${
				poster ? ' has-poster' : ''
			}` }
			href={ url }
			onClick={ open }
			aria-haspopup={ embed ? 'dialog' : undefined }
		>
			{ poster && (
				<Picture
					image={ poster }
					className="vitrine-video-popup__poster"
				/>
			) }
			<span className="vitrine-video-popup__play" aria-hidden="true" />
			<span className="vitrine-video-popup__label">{ label }</span>
		</a>
	);
}
