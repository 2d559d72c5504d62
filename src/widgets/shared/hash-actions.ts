/**
 * Runs `#vitrine-action:…` links (grammar in src/lib/hash-action.ts). Widgets that own an
 * action kind (popups, off-canvas panels) subscribe with `onHashAction()`; the first
 * subscription installs one document-wide click listener, and an action in the address when
 * the page opens runs once too. Lightbox actions are run here, loading the lightbox on use.
 */

/**
 * Internal dependencies
 */
import { isImageLink, videoEmbedUrl } from '../../lib/lightbox';
import {
	ACTION_PREFIX,
	parseHashAction,
	type HashAction,
} from '../../lib/hash-action';

type Handler = ( action: HashAction, opener: HTMLElement | null ) => void;

const handlers = new Set< Handler >();
let installed = false;

function run( action: HashAction, opener: HTMLElement | null ): void {
	if ( action.kind === 'lightbox' ) {
		const video = videoEmbedUrl( action.target );
		const slide = isImageLink( action.target )
			? { href: action.target, type: 'image' as const }
			: { href: video ?? action.target, type: 'external' as const };
		import( /* webpackChunkName: "lightbox" */ '../../lightbox' ).then(
			( { openLightbox } ) =>
				openLightbox( [ slide ], { opener, slideshow: false } )
		);
		return;
	}
	handlers.forEach( ( handler ) => handler( action, opener ) );
}

function onClick( event: MouseEvent ): void {
	if ( event.defaultPrevented || ! ( event.target instanceof Element ) ) {
		return;
	}
	const link = event.target.closest< HTMLAnchorElement >(
		`a[href^="${ ACTION_PREFIX }"]`
	);
	const action = link
		? parseHashAction( link.getAttribute( 'href' ) ?? '' )
		: null;
	if ( ! link || ! action ) {
		return;
	}
	event.preventDefault();
	run( action, link );
}

function install(): void {
	if ( installed ) {
		return;
	}
	installed = true;
	document.addEventListener( 'click', onClick );
	// A shared link such as /page/#vitrine-action:popup/open/12 opens the popup on arrival,
	// after the widgets that handle it have subscribed.
	const initial = parseHashAction( window.location.hash );
	if ( initial ) {
		window.setTimeout( () => run( initial, null ), 0 );
	}
}

/**
 * Subscribes to actions; returns the unsubscribe function.
 * @param handler
 */
export function onHashAction( handler: Handler ): () => void {
	handlers.add( handler );
	install();
	return () => handlers.delete( handler );
}
