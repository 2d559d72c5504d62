/**
 * The background layer's props (from `BackgroundRenderer.php`) and its players' shape.
 */

export interface BackgroundVideoProps {
	type: 'video';
	/** A media-library file's address, or a YouTube / Vimeo link. */
	src: string;
	/** Start, in seconds. */
	start: number;
	/** End, in seconds; 0 for the video's own end. */
	end: number;
	/** Stop at the end instead of looping. */
	playOnce: boolean;
}

export interface SlideImage {
	src: string;
	srcset: string;
	sizes: string;
}

export interface BackgroundSlideshowProps {
	type: 'slideshow';
	slides: SlideImage[];
	/** How long each slide shows, ms. */
	duration: number;
	/** Transition length, ms. */
	speed: number;
	transition: 'fade' | 'slide';
	kenBurns: boolean;
}

export type BackgroundProps = BackgroundVideoProps | BackgroundSlideshowProps;

export interface PlayerOptions {
	start: number;
	end: number;
	playOnce: boolean;
	/** Called each time the video starts playing (the fallback image can go). */
	onPlaying: () => void;
}

/** What the behaviour needs from any player: the file player and the video sites' alike. */
export interface BackgroundPlayer {
	play: () => void;
	pause: () => void;
	destroy: () => void;
}
