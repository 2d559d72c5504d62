/**
 * Lightbox rules that need no DOM: which links open in it, gallery limits, wraparound,
 * which slides to preload, and how video links become embeddable frames.
 */

/** The spec's lightbox constants (docs/product-spec.md §9). */
export const LIGHTBOX_DEFAULTS = {
	width: 500,
	height: 344,
	overlayOpacity: 0.8,
	maxGallery: 30,
	preloadBefore: 0,
	preloadAfter: 2,
	slideshowInterval: 5000,
	/** How long the broken-image message stays before the lightbox closes. */
	brokenImageCloseDelay: 2500,
} as const;

export const IMAGE_EXTENSIONS = [
	'png',
	'jpg',
	'jpeg',
	'gif',
	'svg',
	'webp',
] as const;

/**
 * Whether a link points at an image the lightbox shows: its path (not the query or hash)
 * ends with one of IMAGE_EXTENSIONS, in any case.
 * @param href Link address, absolute or relative.
 */
export function isImageLink( href: string | null | undefined ): boolean {
	if ( ! href ) {
		return false;
	}
	const path = href.split( /[?#]/ )[ 0 ] ?? '';
	const match = /\.([a-z0-9]+)$/i.exec( path );
	return (
		!! match &&
		( IMAGE_EXTENSIONS as readonly string[] ).includes(
			( match[ 1 ] ?? '' ).toLowerCase()
		)
	);
}

/**
 * An index moved into 0…count-1, wrapping around both ends (-1 is the last).
 * @param index Any integer.
 * @param count Number of slides; 0 gives 0.
 */
export function wrapIndex( index: number, count: number ): number {
	if ( count <= 0 ) {
		return 0;
	}
	return ( ( index % count ) + count ) % count;
}

/**
 * Where Tab goes among the lightbox's controls: the next one, the previous one with Shift,
 * wrapping at the ends; from outside them (focus on the lightbox itself), the first, or the
 * last with Shift. -1 when there is none.
 * @param count     How many controls.
 * @param current   Index of the focused one, -1 if none of them.
 * @param backwards Shift+Tab.
 */
export function tabTarget(
	count: number,
	current: number,
	backwards: boolean
): number {
	if ( count <= 0 ) {
		return -1;
	}
	if ( current < 0 ) {
		return backwards ? count - 1 : 0;
	}
	return wrapIndex( current + ( backwards ? -1 : 1 ), count );
}

/**
 * The slides to load ahead of time around the current one: `before` slides back and `after`
 * forward, wrapping around, never the current slide itself and never twice.
 * @param current Current index.
 * @param count   Number of slides.
 * @param before  Slides to preload before (spec: 0).
 * @param after   Slides to preload after (spec: 2).
 */
export function preloadIndices(
	current: number,
	count: number,
	before: number = LIGHTBOX_DEFAULTS.preloadBefore,
	after: number = LIGHTBOX_DEFAULTS.preloadAfter
): number[] {
	const indices: number[] = [];
	const add = ( index: number ) => {
		const wrapped = wrapIndex( index, count );
		if (
			wrapped !== wrapIndex( current, count ) &&
			! indices.includes( wrapped )
		) {
			indices.push( wrapped );
		}
	};
	for ( let step = 1; step <= after; step++ ) {
		add( current + step );
	}
	for ( let step = 1; step <= before; step++ ) {
		add( current - step );
	}
	return indices;
}

/**
 * A gallery cut to the maximum the lightbox browses, keeping the clicked item inside it.
 * @param items   All items.
 * @param startAt Index of the clicked item.
 * @param max     Maximum (spec: 30).
 */
export function limitGallery< T >(
	items: readonly T[],
	startAt: number,
	max: number = LIGHTBOX_DEFAULTS.maxGallery
): { items: T[]; startAt: number } {
	const start = Math.min(
		Math.max( 0, startAt ),
		Math.max( 0, items.length - 1 )
	);
	if ( items.length <= max ) {
		return { items: [ ...items ], startAt: start };
	}
	const from = Math.min(
		Math.max( 0, start - Math.floor( max / 2 ) ),
		items.length - max
	);
	return { items: items.slice( from, from + max ), startAt: start - from };
}

/** A video link, read: a video site's video (by id) or a direct video file. */
export type VideoSource =
	| { kind: 'youtube'; id: string }
	| { kind: 'vimeo'; id: string }
	| { kind: 'file'; url: string };

/**
 * Reads a video link: YouTube (watch, youtu.be, shorts, embed) and Vimeo links give the
 * site's video id; direct video files (mp4, webm, ogg) their address; anything else null.
 * @param href Video link.
 */
export function parseVideoUrl( href: string ): VideoSource | null {
	let url: URL;
	try {
		url = new URL( href );
	} catch {
		return null;
	}
	if ( url.protocol !== 'https:' && url.protocol !== 'http:' ) {
		return null;
	}
	const host = url.hostname.replace( /^(www|m)\./, '' );
	let youtube: string | null = null;
	if ( host === 'youtu.be' ) {
		youtube = url.pathname.slice( 1 );
	} else if ( host === 'youtube.com' || host === 'youtube-nocookie.com' ) {
		youtube =
			url.searchParams.get( 'v' ) ??
			/^\/(?:embed|shorts)\/([^/]+)/.exec( url.pathname )?.[ 1 ] ??
			null;
	}
	if ( youtube !== null ) {
		return /^[\w-]{6,20}$/.test( youtube )
			? { kind: 'youtube', id: youtube }
			: null;
	}
	if ( host === 'vimeo.com' || host === 'player.vimeo.com' ) {
		const id = /\/(?:video\/)?(\d+)/.exec( url.pathname )?.[ 1 ];
		return id ? { kind: 'vimeo', id } : null;
	}
	return /\.(mp4|webm|ogg|ogv)$/i.test( url.pathname )
		? { kind: 'file', url: url.href }
		: null;
}

/**
 * The embeddable address of a video link: YouTube and Vimeo links become their
 * privacy-friendly player frames; direct video files stay as they are; anything else gives
 * null (not a video).
 * @param href Video link.
 */
export function videoEmbedUrl( href: string ): string | null {
	const source = parseVideoUrl( href );
	switch ( source?.kind ) {
		case 'youtube':
			return `https://www.youtube-nocookie.com/embed/${ source.id }?autoplay=1&rel=0`;
		case 'vimeo':
			return `https://player.vimeo.com/video/${ source.id }?autoplay=1`;
		case 'file':
			return source.url;
		default:
			return null;
	}
}
