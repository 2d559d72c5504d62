/**
 * Background video and slideshow rules (block settings on groups and covers): pure logic, no
 * DOM, so that every timing rule has a table test.
 */

/**
 * How long after a video site's player starts playing it is sent back to the start: the
 * spec's "end minus start plus 1 second" (the site's player stops by itself at `end`; the
 * extra second lets it get there). Null when there is no end (the player loops itself).
 * @param start Start, in seconds.
 * @param end   End, in seconds; 0 or less means the video's own end.
 */
export function loopRestartDelay( start: number, end: number ): number | null {
	if ( end <= 0 || end <= start ) {
		return null;
	}
	return ( end - Math.max( 0, start ) + 1 ) * 1000;
}

/** What a file video should do at a playback position. */
export type FileLoopAction = 'play' | 'restart' | 'stop';

/**
 * For a media-library video: past its end time (or at its natural end) it starts again at
 * `start`, or stops for good when it plays once.
 * @param currentTime Position, in seconds.
 * @param start       Start, in seconds.
 * @param end         End, in seconds; 0 or less means the file's own end.
 * @param ended       Whether the file reached its natural end.
 * @param playOnce    Whether the video plays only once.
 */
export function fileLoopAction(
	currentTime: number,
	start: number,
	end: number,
	ended: boolean,
	playOnce: boolean
): FileLoopAction {
	const past = ended || ( end > start && currentTime >= end );
	if ( ! past ) {
		return 'play';
	}
	return playOnce ? 'stop' : 'restart';
}

/**
 * The YouTube IFrame API's player variables for a silent background: muted, no controls,
 * inline, from `start` to `end` (whole seconds).
 * @param start Start, in seconds.
 * @param end   End, in seconds; 0 for none.
 */
export function youtubePlayerVars(
	start: number,
	end: number
): Record< string, number > {
	const vars: Record< string, number > = {
		autoplay: 1,
		mute: 1,
		controls: 0,
		disablekb: 1,
		playsinline: 1,
		rel: 0,
		modestbranding: 1,
		iv_load_policy: 3,
		fs: 0,
	};
	if ( start > 0 ) {
		vars.start = Math.floor( start );
	}
	if ( end > start ) {
		vars.end = Math.ceil( end );
	}
	return vars;
}

/** Slideshow defaults: 5 s per slide, 500 ms transitions. */
export const SLIDESHOW_DEFAULTS = { duration: 5000, speed: 500 } as const;

/**
 * The slide after `index` (wrapping around).
 * @param index Current slide.
 * @param count Number of slides.
 */
export function nextSlide( index: number, count: number ): number {
	return count > 0 ? ( index + 1 ) % count : 0;
}

/**
 * How long a slide stays, never shorter than its transition (plus a frame's worth) so that
 * two transitions never overlap; durations that are not numbers give the default.
 * @param duration Configured duration, ms.
 * @param speed    Transition, ms.
 */
export function slideDuration( duration: number, speed: number ): number {
	const base =
		Number.isFinite( duration ) && duration > 0
			? duration
			: SLIDESHOW_DEFAULTS.duration;
	return Math.max( base, speed + 100 );
}

/**
 * Whether a background should move: never under reduced motion, only while on screen and
 * while the tab is visible.
 * @param reducedMotion The visitor prefers reduced motion.
 * @param onScreen      The section intersects the viewport.
 * @param pageVisible   The document is visible.
 */
export function shouldAnimate(
	reducedMotion: boolean,
	onScreen: boolean,
	pageVisible: boolean
): boolean {
	return ! reducedMotion && onScreen && pageVisible;
}

/**
 * The size an embedded 16:9 player frame needs to cover a box (like `object-fit: cover`,
 * which frames do not have), in whole pixels.
 * @param width  Box width.
 * @param height Box height.
 * @param ratio  The video's width / height.
 */
export function coverSize(
	width: number,
	height: number,
	ratio = 16 / 9
): { width: number; height: number } {
	if ( width <= 0 || height <= 0 ) {
		return { width: 0, height: 0 };
	}
	return width / height > ratio
		? { width: Math.ceil( width ), height: Math.ceil( width / ratio ) }
		: { width: Math.ceil( height * ratio ), height: Math.ceil( height ) };
}
