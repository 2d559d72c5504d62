/**
 * A section's background video (a block setting on groups and covers). No React. The server
 * prints the layer with the fallback image; this adds the player once the section is on
 * screen, and plays it only while it is, in a visible tab, without reduced motion (the image
 * stays then).
 */

/**
 * Internal dependencies
 */
import { parseVideoUrl } from '../../lib/lightbox';
import { coverSize } from '../../lib/background';
import { watchBackgroundActivity } from '../shared/background-activity';
import { filePlayer } from './file-player';
import type {
	BackgroundPlayer,
	BackgroundVideoProps,
	PlayerOptions,
} from './types';

/**
 * Sizes a video site's frame to cover the section (frames have no `object-fit`).
 * @param element The layer.
 * @param frame   The player's frame holder.
 */
function coverFrame( element: HTMLElement, frame: HTMLElement ): () => void {
	const resize = () => {
		const size = coverSize( element.clientWidth, element.clientHeight );
		frame.style.width = `${ size.width }px`;
		frame.style.height = `${ size.height }px`;
	};
	resize();
	if ( typeof ResizeObserver !== 'function' ) {
		return () => {};
	}
	const observer = new ResizeObserver( resize );
	observer.observe( element );
	return () => observer.disconnect();
}

/**
 * Creates the player for the props' source (null when the source is not a video).
 * @param element The layer.
 * @param props   Widget props.
 * @param options Player options.
 */
async function createPlayer(
	element: HTMLElement,
	props: BackgroundVideoProps,
	options: PlayerOptions
): Promise< { player: BackgroundPlayer; undo: () => void } | null > {
	const source = parseVideoUrl( props.src );
	if ( ! source ) {
		return null;
	}
	if ( source.kind === 'file' ) {
		return {
			player: filePlayer( element, source.url, options ),
			undo: () => {},
		};
	}
	const frame = document.createElement( 'div' );
	frame.className = 'vitrine-background__frame';
	const holder = document.createElement( 'div' );
	frame.append( holder );
	element.append( frame );
	const undo = coverFrame( element, frame );
	const { youtubePlayer, vimeoPlayer } = await import(
		/* webpackChunkName: "background-video-sites" */ './site-players'
	);
	const make = source.kind === 'youtube' ? youtubePlayer : vimeoPlayer;
	return {
		player: await make( holder, source.id, options ),
		undo: () => {
			undo();
			frame.remove();
		},
	};
}

/**
 * Enhances the layer; returns the undo.
 * @param element The background layer (`aria-hidden`, inside the section).
 * @param props   Widget props.
 */
export function mountBackgroundVideo(
	element: HTMLElement,
	props: BackgroundVideoProps
): () => void {
	let player: BackgroundPlayer | null = null;
	let undoPlayer = () => {};
	let starting = false;
	let active = false;
	let gone = false;
	const options: PlayerOptions = {
		start: props.start,
		end: props.end,
		playOnce: props.playOnce,
		onPlaying: () => element.classList.add( 'is-playing' ),
	};

	const start = () => {
		starting = true;
		createPlayer( element, props, options )
			.then( ( created ) => {
				if ( ! created ) {
					return;
				}
				if ( gone ) {
					created.player.destroy();
					created.undo();
					return;
				}
				player = created.player;
				undoPlayer = created.undo;
				if ( active ) {
					player.play();
				}
			} )
			// A site that does not answer leaves the fallback image.
			.catch( () => {} );
	};

	const stopWatching = watchBackgroundActivity( element, ( isActive ) => {
		active = isActive;
		if ( ! isActive ) {
			player?.pause();
		} else if ( player ) {
			player.play();
		} else if ( ! starting ) {
			start();
		}
	} );

	return () => {
		gone = true;
		stopWatching();
		player?.destroy();
		undoPlayer();
		element.classList.remove( 'is-playing' );
	};
}
