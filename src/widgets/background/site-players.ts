/**
 * Background players for video sites (YouTube, Vimeo). Their API scripts load only from
 * here, so only when a section uses a video-site source and comes on screen.
 */

/**
 * Internal dependencies
 */
import { loopRestartDelay, youtubePlayerVars } from '../../lib/background';
import type { BackgroundPlayer, PlayerOptions } from './types';

const YOUTUBE_API = 'https://www.youtube.com/iframe_api';
const VIMEO_API = 'https://player.vimeo.com/api/player.js';

interface YouTubePlayer {
	playVideo: () => void;
	pauseVideo: () => void;
	seekTo: ( seconds: number, allowSeekAhead: boolean ) => void;
	mute: () => void;
	destroy: () => void;
}

interface VimeoPlayer {
	play: () => Promise< void >;
	pause: () => Promise< void >;
	setCurrentTime: ( seconds: number ) => Promise< number >;
	on: (
		event: string,
		callback: ( data: { seconds?: number } ) => void
	) => void;
	destroy: () => Promise< void >;
}

declare global {
	interface Window {
		YT?: {
			Player: new (
				element: HTMLElement,
				options: Record< string, unknown >
			) => YouTubePlayer;
			PlayerState: { PLAYING: number; ENDED: number };
		};
		onYouTubeIframeAPIReady?: () => void;
		Vimeo?: {
			Player: new (
				element: HTMLElement,
				options: Record< string, unknown >
			) => VimeoPlayer;
		};
	}
}

const scripts = new Map< string, Promise< void > >();

/**
 * Adds a script once; resolves when `ready` says its API is there.
 * @param src   Script address.
 * @param ready Resolves when the API can be used.
 */
function loadApi(
	src: string,
	ready: ( resolve: () => void ) => void
): Promise< void > {
	let promise = scripts.get( src );
	if ( ! promise ) {
		promise = new Promise< void >( ( resolve, reject ) => {
			const script = document.createElement( 'script' );
			script.src = src;
			script.async = true;
			script.onerror = () => reject( new Error( src ) );
			ready( resolve );
			document.head.append( script );
		} );
		scripts.set( src, promise );
	}
	return promise;
}

function loadYouTube(): Promise< void > {
	return loadApi( YOUTUBE_API, ( resolve ) => {
		const previous = window.onYouTubeIframeAPIReady;
		window.onYouTubeIframeAPIReady = () => {
			previous?.();
			resolve();
		};
	} );
}

function loadVimeo(): Promise< void > {
	return loadApi( VIMEO_API, ( resolve ) => {
		const poll = () =>
			window.Vimeo ? resolve() : setTimeout( poll, 50 );
		poll();
	} );
}

/**
 * A muted YouTube player in `host`; with an end time it returns to the start after
 * end − start + 1 s of playing (the spec's loop rule), unless it plays once.
 * @param host    Where the player's frame goes.
 * @param id      Video id.
 * @param options Start, end, play once, and what to call once it plays.
 */
export async function youtubePlayer(
	host: HTMLElement,
	id: string,
	options: PlayerOptions
): Promise< BackgroundPlayer > {
	await loadYouTube();
	const { start, end, playOnce, onPlaying } = options;
	const delay = loopRestartDelay( start, end );
	let timer: ReturnType< typeof setTimeout > | undefined;
	const YT = window.YT!;
	const player = new YT.Player( host, {
		videoId: id,
		host: 'https://www.youtube-nocookie.com',
		playerVars: youtubePlayerVars( start, end ),
		events: {
			onReady: () => {
				player.mute();
				player.playVideo();
			},
			onStateChange: ( event: { data: number } ) => {
				if ( event.data === YT.PlayerState.PLAYING ) {
					onPlaying();
					clearTimeout( timer );
					if ( delay !== null && ! playOnce ) {
						timer = setTimeout(
							() => player.seekTo( start, true ),
							delay
						);
					}
				} else if (
					event.data === YT.PlayerState.ENDED &&
					! playOnce
				) {
					player.seekTo( start, true );
				}
			},
		},
	} );
	return {
		play: () => player.playVideo(),
		pause: () => {
			clearTimeout( timer );
			player.pauseVideo();
		},
		destroy: () => {
			clearTimeout( timer );
			player.destroy();
		},
	};
}

/**
 * A muted Vimeo background player in `host`, with the same loop rule.
 * @param host    Where the player's frame goes.
 * @param id      Video id.
 * @param options Start, end, play once, and what to call once it plays.
 */
export async function vimeoPlayer(
	host: HTMLElement,
	id: string,
	options: PlayerOptions
): Promise< BackgroundPlayer > {
	await loadVimeo();
	const { start, end, playOnce, onPlaying } = options;
	const delay = loopRestartDelay( start, end );
	let timer: ReturnType< typeof setTimeout > | undefined;
	const player = new window.Vimeo!.Player( host, {
		id,
		background: true,
		muted: true,
		loop: ! playOnce && delay === null,
		autopause: false,
		dnt: true,
	} );
	void player.setCurrentTime( start );
	player.on( 'play', () => {
		onPlaying();
		clearTimeout( timer );
		if ( delay !== null ) {
			// Vimeo has no end parameter and plays on past it, so it is sent back (or
			// stopped) at the end itself, one second before the rule's YouTube restart.
			timer = setTimeout( () => {
				if ( playOnce ) {
					void player.pause();
				} else {
					void player.setCurrentTime( start );
				}
			}, delay - 1000 );
		}
	} );
	return {
		play: () => void player.play(),
		pause: () => {
			clearTimeout( timer );
			void player.pause();
		},
		destroy: () => {
			clearTimeout( timer );
			void player.destroy();
		},
	};
}
