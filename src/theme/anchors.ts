/**
 * In-page anchor links (docs/product-spec.md §2): a click on a link to `#some-id` of this page scrolls
 * smoothly to the target over 500 ms (at once for visitors who prefer reduced motion), then
 * moves focus there and puts the hash in the address. A hash that is not a simple identifier
 * only logs a console warning and is left to the browser. `#vitrine-action:…` links belong
 * to the widgets (src/widgets/shared/hash-actions.ts) and are skipped here.
 */

/**
 * Internal dependencies
 */
import {
	ACTION_PREFIX,
	ANCHOR_SCROLL_MS,
	anchorId,
	scrollPosition,
} from '../lib/hash-action';
import { prefersReducedMotion } from './motion';

/** Hashes the page's own widgets handle (the login popup's openers). */
const HANDLED_ELSEWHERE = [ '#vitrine-login', '#vitrine-register' ];

function sticksAbove(): number {
	const header = document.querySelector< HTMLElement >( '.site-header' );
	return header && getComputedStyle( header ).position === 'sticky'
		? header.offsetHeight
		: 0;
}

export function scrollToAnchor( target: HTMLElement ): void {
	const from = window.scrollY;
	const to = Math.max(
		0,
		target.getBoundingClientRect().top + from - sticksAbove()
	);
	const finish = () => {
		if ( ! target.hasAttribute( 'tabindex' ) && target.tabIndex < 0 ) {
			target.setAttribute( 'tabindex', '-1' );
		}
		target.focus( { preventScroll: true } );
	};
	if ( prefersReducedMotion() || from === to ) {
		window.scrollTo( 0, to );
		finish();
		return;
	}
	let start: number | null = null;
	const step = ( now: number ) => {
		start ??= now;
		const elapsed = now - start;
		window.scrollTo( 0, scrollPosition( from, to, elapsed ) );
		if ( elapsed < ANCHOR_SCROLL_MS ) {
			window.requestAnimationFrame( step );
		} else {
			finish();
		}
	};
	window.requestAnimationFrame( step );
}

function onClick( event: MouseEvent ): void {
	if (
		event.defaultPrevented ||
		event.button !== 0 ||
		event.metaKey ||
		event.ctrlKey ||
		event.shiftKey ||
		event.altKey ||
		! ( event.target instanceof Element )
	) {
		return;
	}
	const link = event.target.closest< HTMLAnchorElement >( 'a[href*="#"]' );
	if (
		! link ||
		link.pathname !== window.location.pathname ||
		link.host !== window.location.host
	) {
		return;
	}
	const hash = link.hash;
	if (
		hash === '' ||
		hash === '#' ||
		hash.startsWith( ACTION_PREFIX ) ||
		HANDLED_ELSEWHERE.includes( hash )
	) {
		return;
	}
	const id = anchorId( hash );
	if ( id === null ) {
		// eslint-disable-next-line no-console
		console.warn( `Vitrine: "${ hash }" is not a valid anchor.` );
		return;
	}
	const target = document.getElementById( id );
	if ( ! target ) {
		return;
	}
	event.preventDefault();
	window.history.pushState( null, '', hash );
	scrollToAnchor( target );
}

export function initAnchors(): () => void {
	document.addEventListener( 'click', onClick );
	return () => document.removeEventListener( 'click', onClick );
}
