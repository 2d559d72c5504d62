/**
 * The shared lightbox, on GLightbox: images, inline HTML, content fetched from the server,
 * embedded videos and maps (frames); gallery browsing with wraparound, a 5 s slideshow with
 * play/pause, Escape to close and focus back on the opener. Tab cycles through the lightbox's
 * visible controls and the current slide's (GLightbox lets it leave for the page behind), and
 * a slide's title is a paragraph, not GLightbox's <h4> (left empty on slides without one, or
 * not loaded yet: an empty heading to screen readers). Import it lazily
 * (`await import( '../../lightbox' )`) so that only pages where someone opens it load it.
 */

/**
 * External dependencies
 */
import GLightbox from 'glightbox';
import 'glightbox/dist/css/glightbox.css';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	LIGHTBOX_DEFAULTS,
	isImageLink,
	limitGallery,
	preloadIndices,
	tabTarget,
	videoEmbedUrl,
	wrapIndex,
} from '../lib/lightbox';
import { focusableIn } from '../widgets/shared/focusable';
import { lightboxMessages } from './messages';
import './lightbox.css';

export interface LightboxSlide {
	/** Image, video or frame address; empty for inline content. */
	href?: string;
	/** `image`, `inline` (HTML in `content`), `external` (a frame: video player, map, page). */
	type?: 'image' | 'inline' | 'external';
	/** Inline content: a node (moved into the lightbox) or trusted, escaped HTML. */
	content?: Node | string;
	title?: string;
	description?: string;
	alt?: string;
}

export interface OpenOptions {
	startAt?: number;
	/** Element that gets focus back when the lightbox closes (default: the focused one). */
	opener?: HTMLElement | null;
	/** Offer the slideshow button (default: galleries of more than one image). */
	slideshow?: boolean;
	/** Frame / inline size; default 500×344. */
	width?: number;
	height?: number;
}

export interface LightboxHandle {
	close: () => void;
	next: () => void;
	previous: () => void;
	index: () => number;
	playing: () => boolean;
	toggleSlideshow: () => void;
}

let current: LightboxHandle | null = null;

/**
 * A slide for a link: an image, an embedded video, or a frame.
 * @param link Link element.
 */
export function slideFromLink( link: HTMLAnchorElement ): LightboxSlide {
	const href = link.getAttribute( 'href' ) ?? '';
	const image = link.querySelector( 'img' );
	const caption = link
		.closest( 'figure' )
		?.querySelector( 'figcaption' )
		?.textContent?.trim();
	if ( isImageLink( href ) ) {
		return {
			href: link.href,
			type: 'image',
			alt: image?.getAttribute( 'alt' ) ?? '',
			description: caption ?? link.getAttribute( 'title' ) ?? '',
		};
	}
	const video = videoEmbedUrl( link.href );
	return {
		href: video ?? link.href,
		type: 'external',
		title: link.getAttribute( 'title' ) ?? '',
	};
}

/**
 * Escapes text for GLightbox's title/description (which it inserts as HTML).
 * @param text Plain text.
 */
function escapeText( text: string | undefined ): string {
	const div = document.createElement( 'div' );
	div.textContent = text ?? '';
	return div.innerHTML;
}

/**
 * GLightbox's slide with the title as a paragraph (its own is an <h4>, empty until the slide
 * loads and kept empty on slides that have a description only).
 */
const SLIDE_HTML = `<div class="gslide">
	<div class="gslide-inner-content">
		<div class="ginner-container">
			<div class="gslide-media"></div>
			<div class="gslide-description">
				<div class="gdesc-inner">
					<p class="gslide-title"></p>
					<div class="gslide-desc"></div>
				</div>
			</div>
		</div>
	</div>
</div>`;

/**
 * The controls Tab may reach in the open lightbox, in order: the current slide's (links and
 * fields of inline content, a frame's player), then the buttons; hidden ones (the arrows of a
 * single slide) and the other slides' are left out.
 * @param box The lightbox element.
 */
function tabStops( box: HTMLElement ): HTMLElement[] {
	return focusableIn( box ).filter(
		( element ) =>
			element.getClientRects().length > 0 &&
			( ! element.closest( '.gslide' ) ||
				!! element.closest( '.gslide.current' ) )
	);
}

/**
 * Shows a message inside the open lightbox (an alert for screen readers).
 * @param container Lightbox element.
 * @param message   Text.
 */
function showMessage( container: Element | null, message: string ): void {
	const box =
		container?.querySelector( '.vitrine-lightbox__message' ) ?? null;
	if ( box ) {
		box.textContent = message;
		box.removeAttribute( 'hidden' );
	}
}

/**
 * Opens the lightbox on a list of slides.
 * @param slides  Slides (a gallery is cut to 30 around the start).
 * @param options Options.
 */
export function openLightbox(
	slides: LightboxSlide[],
	options: OpenOptions = {}
): LightboxHandle {
	current?.close();
	const messages = lightboxMessages();
	const { items, startAt } = limitGallery( slides, options.startAt ?? 0 );
	// Not a component: there is no node ref to read the document from.
	// eslint-disable-next-line @wordpress/no-global-active-element
	const active = document.activeElement;
	const opener =
		options.opener ?? ( active instanceof HTMLElement ? active : null );
	const width = `${ options.width ?? LIGHTBOX_DEFAULTS.width }px`;
	const height = `${ options.height ?? LIGHTBOX_DEFAULTS.height }px`;
	const withSlideshow =
		options.slideshow ??
		( items.length > 1 && items.every( ( s ) => s.type === 'image' ) );

	const instance = GLightbox( {
		elements: items.map( ( slide ) => ( {
			href: slide.href ?? '',
			type: slide.type ?? 'image',
			content: slide.content,
			title: escapeText( slide.title ),
			description: escapeText( slide.description ),
			alt: slide.alt ?? '',
			width,
			height,
		} ) ) as [],
		loop: true,
		preload: false, // Ours: 0 before, 2 after (below).
		width,
		height,
		openEffect: 'fade',
		closeEffect: 'fade',
		slideEffect: 'slide',
		touchNavigation: true,
		keyboardNavigation: true,
		closeOnOutsideClick: true,
		autoplayVideos: false,
		plyr: { css: '', js: '' },
		slideHTML: SLIDE_HTML,
		lightboxHTML: `<div id="glightbox-body" class="glightbox-container vitrine-lightbox" tabindex="-1" role="dialog" aria-modal="true" aria-label="${ escapeText(
			messages.dialog
		) }">
	<div class="gloader visible"></div>
	<div class="goverlay"></div>
	<div class="gcontainer">
		<div id="glightbox-slider" class="gslider"></div>
		<button type="button" class="gclose gbtn" aria-label="${ escapeText(
			messages.close
		) }" data-taborder="3">{closeSVG}</button>
		<button type="button" class="gprev gbtn" aria-label="${ escapeText(
			messages.previous
		) }" data-taborder="2">{prevSVG}</button>
		<button type="button" class="gnext gbtn" aria-label="${ escapeText(
			messages.next
		) }" data-taborder="1">{nextSVG}</button>
		<p class="vitrine-lightbox__status screen-reader-text" role="status"></p>
		<p class="vitrine-lightbox__message" role="alert" hidden></p>
	</div>
</div>`,
	} );

	let timer: ReturnType< typeof setInterval > | undefined;
	let closeTimer: ReturnType< typeof setTimeout > | undefined;
	let closed = false;
	let button: HTMLButtonElement | null = null;
	const container = () => document.querySelector( '.vitrine-lightbox' );

	const setPlaying = ( play: boolean ) => {
		clearInterval( timer );
		timer = play
			? setInterval(
					() => instance.nextSlide(),
					LIGHTBOX_DEFAULTS.slideshowInterval
				)
			: undefined;
		if ( button ) {
			button.setAttribute( 'aria-pressed', play ? 'true' : 'false' );
			button.setAttribute(
				'aria-label',
				play ? messages.pause : messages.play
			);
			button.classList.toggle( 'is-playing', play );
		}
	};

	const preload = ( index: number ) => {
		for ( const i of preloadIndices( index, items.length ) ) {
			const slide = items[ i ];
			if ( slide?.type === 'image' && slide.href ) {
				new Image().src = slide.href;
			}
		}
	};

	const announce = ( index: number ) => {
		const status = container()?.querySelector(
			'.vitrine-lightbox__status'
		);
		if ( status && items.length > 1 ) {
			status.textContent = sprintf(
				/* translators: 1: number of the slide shown, 2: number of slides. */
				__( '%1$d of %2$d', 'vitrine' ),
				wrapIndex( index, items.length ) + 1,
				items.length
			);
		}
	};

	// Images that fail: say so, then close (GLightbox itself would spin forever).
	const onError = ( event: Event ) => {
		const target = event.target;
		if (
			target instanceof HTMLImageElement &&
			target.closest( '.vitrine-lightbox .gslide-media' )
		) {
			showMessage( container(), messages.brokenImage );
			container()
				?.querySelector( '.gloader' )
				?.classList.remove( 'visible' );
			setPlaying( false );
			closeTimer = setTimeout(
				() => instance.close(),
				LIGHTBOX_DEFAULTS.brokenImageCloseDelay
			);
		}
	};
	document.addEventListener( 'error', onError, true );

	// Tab stays among the lightbox's controls, before GLightbox's own handler (on window) lets
	// it out to the page behind once focus is on a button.
	const onKeyDown = ( event: KeyboardEvent ) => {
		const box = container();
		if ( event.key !== 'Tab' || ! ( box instanceof HTMLElement ) ) {
			return;
		}
		const stops = tabStops( box );
		const focused = box.ownerDocument.activeElement;
		const next =
			stops[
				tabTarget(
					stops.length,
					stops.findIndex( ( stop ) => stop === focused ),
					event.shiftKey
				)
			];
		event.preventDefault();
		event.stopPropagation();
		( next ?? box ).focus();
	};
	document.addEventListener( 'keydown', onKeyDown, true );

	instance.on( 'open', () => {
		const box = container();
		if ( withSlideshow && box ) {
			button = document.createElement( 'button' );
			button.type = 'button';
			button.className = 'gbtn vitrine-lightbox__play';
			button.dataset.taborder = '4';
			button.innerHTML =
				'<span class="vitrine-lightbox__play-icon" aria-hidden="true"></span>';
			button.addEventListener( 'click', () =>
				setPlaying( timer === undefined )
			);
			box.querySelector( '.gcontainer' )?.appendChild( button );
			setPlaying( false );
		}
		( box?.querySelector( '.gclose' ) as HTMLElement | null )?.focus();
	} );
	instance.on( 'slide_changed', ( ( data: {
		current: { index: number };
	} ) => {
		preload( data.current.index );
		announce( data.current.index );
		const message = container()?.querySelector(
			'.vitrine-lightbox__message'
		);
		message?.setAttribute( 'hidden', '' );
	} ) as () => void );
	instance.on( 'close', () => {
		closed = true;
		setPlaying( false );
		clearTimeout( closeTimer );
		document.removeEventListener( 'error', onError, true );
		document.removeEventListener( 'keydown', onKeyDown, true );
		if ( current === handle ) {
			current = null;
		}
		// GLightbox removes its markup after the close animation; destroy drops its listeners.
		setTimeout( () => instance.destroy(), 600 );
		if ( opener?.isConnected ) {
			opener.focus();
		}
	} );

	const handle: LightboxHandle = {
		close: () => {
			if ( ! closed ) {
				instance.close();
			}
		},
		next: () => instance.nextSlide(),
		previous: () => instance.prevSlide(),
		index: () => instance.getActiveSlideIndex() ?? 0,
		playing: () => timer !== undefined,
		toggleSlideshow: () => setPlaying( timer === undefined ),
	};
	current = handle;
	instance.openAt( startAt );
	preload( startAt );
	announce( startAt );
	return handle;
}

/**
 * Opens HTML (already escaped by the server) as one inline slide.
 * @param html    Markup.
 * @param options Options.
 */
export function openHtml( html: string, options: OpenOptions = {} ) {
	return openLightbox( [ { type: 'inline', content: html } ], {
		slideshow: false,
		...options,
	} );
}

/**
 * Shows one of the lightbox's failure messages in an otherwise empty lightbox.
 * @param kind    `content` (could not be loaded) or `notFound`.
 * @param options Options.
 */
export function openError(
	kind: 'content' | 'notFound',
	options: OpenOptions = {}
) {
	const messages = lightboxMessages();
	const p = document.createElement( 'p' );
	p.className = 'vitrine-lightbox__error';
	p.setAttribute( 'role', 'alert' );
	p.textContent =
		kind === 'notFound' ? messages.notFound : messages.contentFailed;
	return openLightbox( [ { type: 'inline', content: p } ], {
		slideshow: false,
		...options,
	} );
}

/**
 * Opens the image links of a group as a gallery, starting at the clicked one.
 * @param links  The gallery's links (non-image links are left out).
 * @param opener The clicked link.
 */
export function openLinks(
	links: HTMLAnchorElement[],
	opener: HTMLAnchorElement
): LightboxHandle {
	const images = links.filter( ( link ) =>
		isImageLink( link.getAttribute( 'href' ) )
	);
	const gallery = images.includes( opener ) ? images : [ opener ];
	return openLightbox( gallery.map( slideFromLink ), {
		startAt: gallery.indexOf( opener ),
		opener,
	} );
}

export { slidesFromGalleryHtml } from './gallery-html';
