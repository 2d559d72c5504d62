/**
 * Runs `#vitrine-action:…` links (grammar in src/lib/hash-action.ts). Widgets that own an
 * action kind (popups, off-canvas panels) subscribe with `onHashAction()`; the first
 * subscription installs one document-wide click listener, and an action in the address when
 * the page opens runs once too. Lightbox actions are run here, loading the lightbox on use.
 *
 * Widgets mount lazily, so a visitor can click a link before the widget it names is there.
 * An action no handler claims waits, and the next widget to subscribe gets it: the click is
 * answered late rather than lost.
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

/** Returns true when the action was for this widget. */
type Handler = ( action: HashAction, opener: HTMLElement | null ) => boolean;

interface Pending {
	action: HashAction;
	opener: HTMLElement | null;
}

const handlers = new Set< Handler >();
let installed = false;
let pending: Pending | null = null;

function runLightbox( action: HashAction, opener: HTMLElement | null ): void {
	const video = videoEmbedUrl( action.target );
	const slide = isImageLink( action.target )
		? { href: action.target, type: 'image' as const }
		: { href: video ?? action.target, type: 'external' as const };
	import( /* webpackChunkName: "lightbox" */ '../../lightbox' ).then(
		( { openLightbox } ) =>
			openLightbox( [ slide ], { opener, slideshow: false } )
	);
}

/** Only an action naming a target can wait for its widget; "close all" means "now". */
function canWait( action: HashAction ): boolean {
	return action.target !== '' && action.verb !== 'close';
}

function run( action: HashAction, opener: HTMLElement | null ): void {
	if ( action.kind === 'lightbox' ) {
		runLightbox( action, opener );
		return;
	}
	let claimed = false;
	handlers.forEach( ( handler ) => {
		claimed = handler( action, opener ) || claimed;
	} );
	pending = ! claimed && canWait( action ) ? { action, opener } : null;
}

/**
 * The action of the `#vitrine-action:…` link at or around `target`, if any.
 * @param target An element, such as an event's target.
 */
export function actionLinkAt(
	target: Element
): { link: HTMLAnchorElement; action: HashAction } | null {
	const link = target.closest< HTMLAnchorElement >(
		`a[href^="${ ACTION_PREFIX }"]`
	);
	const action = link
		? parseHashAction( link.getAttribute( 'href' ) ?? '' )
		: null;
	return link && action ? { link, action } : null;
}

function onClick( event: MouseEvent ): void {
	if ( event.defaultPrevented || ! ( event.target instanceof Element ) ) {
		return;
	}
	const found = actionLinkAt( event.target );
	if ( found ) {
		event.preventDefault();
		run( found.action, found.link );
	}
}

/** The link a visitor clicked before any script ran, so focus can go back to it. */
function linkTo( hash: string ): HTMLElement | null {
	return (
		Array.from(
			document.querySelectorAll< HTMLAnchorElement >(
				`a[href^="${ ACTION_PREFIX }"]`
			)
		).find( ( link ) => link.getAttribute( 'href' ) === hash ) ?? null
	);
}

function install(): void {
	if ( installed ) {
		return;
	}
	installed = true;
	document.addEventListener( 'click', onClick );
	// A shared link such as /page/#vitrine-action:popup/open/12, or a click before the
	// scripts arrived, leaves the action in the address: run it once, then take it out so a
	// reload does not run it again.
	const hash = window.location.hash;
	const initial = parseHashAction( hash );
	if ( initial ) {
		const link = linkTo( hash );
		const opener =
			link && link.ownerDocument.activeElement === link ? link : null;
		window.history.replaceState(
			window.history.state,
			'',
			window.location.pathname + window.location.search
		);
		window.setTimeout( () => run( initial, opener ), 0 );
	}
}

/**
 * Subscribes to actions; returns the unsubscribe function. A waiting action is offered to
 * the new subscriber first.
 * @param handler
 */
export function onHashAction( handler: Handler ): () => void {
	handlers.add( handler );
	install();
	if ( pending && handler( pending.action, pending.opener ) ) {
		pending = null;
	}
	return () => handlers.delete( handler );
}

/** Test seam: forgets subscribers and waiting actions. */
export function resetHashActionsForTests(): void {
	handlers.clear();
	pending = null;
	if ( installed ) {
		document.removeEventListener( 'click', onClick );
		installed = false;
	}
}
