/**
 * The background player for a media-library file: a muted, inline `<video>` without
 * controls that loops between the start and end times (or plays once).
 */

/**
 * Internal dependencies
 */
import { fileLoopAction } from '../../lib/background';
import type { BackgroundPlayer, PlayerOptions } from './types';

/**
 * Adds the video to `host`; the layer's `data-vitrine-video` says playing, paused or ended,
 * and `data-vitrine-video-loops` how many times it started again (tests, styles).
 * @param host    The background layer.
 * @param src     File address.
 * @param options Start, end, play once, and what to call once it plays.
 */
export function filePlayer(
	host: HTMLElement,
	src: string,
	options: PlayerOptions
): BackgroundPlayer {
	const { start, end, playOnce, onPlaying } = options;
	const video = document.createElement( 'video' );
	video.className = 'vitrine-background__video';
	video.muted = true;
	video.defaultMuted = true;
	video.playsInline = true;
	video.controls = false;
	video.preload = 'auto';
	video.disablePictureInPicture = true;
	video.setAttribute( 'muted', '' );
	video.setAttribute( 'playsinline', '' );
	video.setAttribute( 'aria-hidden', 'true' );
	video.tabIndex = -1;
	let loops = 0;
	let finished = false;
	let wanted = false;

	// Autoplay of a muted inline video is allowed; a refusal (or an old browser's undefined)
	// keeps the fallback image.
	const play = () => {
		try {
			void video.play()?.catch( () => {} );
		} catch {}
	};
	const setState = ( state: string ) => {
		host.dataset.vitrineVideo = state;
	};
	const apply = ( ended: boolean ) => {
		const action = fileLoopAction(
			video.currentTime,
			start,
			end,
			ended,
			playOnce
		);
		if ( action === 'restart' ) {
			loops += 1;
			host.dataset.vitrineVideoLoops = String( loops );
			video.currentTime = Math.max( 0, start );
			if ( wanted ) {
				play();
			}
		} else if ( action === 'stop' ) {
			finished = true;
			video.pause();
			setState( 'ended' );
		}
	};
	video.addEventListener( 'loadedmetadata', () => {
		if ( start > 0 ) {
			video.currentTime = start;
		}
	} );
	video.addEventListener( 'timeupdate', () => apply( false ) );
	video.addEventListener( 'ended', () => apply( true ) );
	video.addEventListener( 'playing', () => {
		setState( 'playing' );
		onPlaying();
	} );
	video.addEventListener( 'pause', () => {
		if ( ! finished ) {
			setState( 'paused' );
		}
	} );
	video.src = src;
	host.append( video );

	return {
		play: () => {
			wanted = true;
			if ( ! finished ) {
				play();
			}
		},
		pause: () => {
			wanted = false;
			video.pause();
		},
		destroy: () => {
			video.pause();
			video.removeAttribute( 'src' );
			video.remove();
		},
	};
}
