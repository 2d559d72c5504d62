/**
 * The header's cart link: the number of units from the session call (so cached pages show
 * the visitor's own count), kept in step after each add, and the add-to-cart confirmation.
 * No React: the link is in the menu of every page.
 */

/**
 * Internal dependencies
 */
import { hasHint, setHint } from '../../runtime/hints';
import { _n, sprintf } from '../../runtime/i18n';
import {
	getSession,
	getSessionSnapshot,
	subscribeToSession,
} from '../../runtime/session';
import { hasLoginHint } from '../login-popup/login-hint';
import { listenToAddToCart } from './add-to-cart-forms';
import { showConfirmation } from './confirmation';

export interface CartLinkProps {
	cartUrl: string;
	label: string;
	confirmText: string;
	viewText: string;
	closeText: string;
}

/** Set while the visitor's cart has something in it (also by PHP `CartFormHandler`). */
export const CART_HINT_COOKIE = 'vitrine_cart';

/**
 * The server's link (its no-JS fallback), with a count badge added.
 * @param element Mount point.
 * @param props   Widget props.
 */
function linkIn( element: HTMLElement, props: CartLinkProps ) {
	let link = element.querySelector< HTMLAnchorElement >(
		'a.vitrine-cart-link__link'
	);
	if ( ! link ) {
		link = document.createElement( 'a' );
		link.className = 'vitrine-cart-link__link';
		link.href = props.cartUrl;
		link.textContent = props.label;
		element.replaceChildren( link );
	}
	const badge = document.createElement( 'span' );
	badge.className = 'vitrine-cart-link__count';
	badge.setAttribute( 'aria-hidden', 'true' );
	link.append( badge );
	return { link, badge };
}

/**
 * Enhances the mount point; returns the function that undoes it (tests).
 * @param element Mount point.
 * @param props   Widget props.
 */
export function mountCartLink(
	element: HTMLElement,
	props: CartLinkProps
): () => void {
	const { link, badge } = linkIn( element, props );
	const show = ( count: number ) => {
		badge.textContent = String( count );
		link.setAttribute(
			'aria-label',
			sprintf(
				/* translators: 1: "Cart", 2: number of units in the cart. */
				_n( '%1$s, %2$d item', '%1$s, %2$d items', count, 'vitrine' ),
				props.label,
				count
			)
		);
	};
	const unsubscribe = subscribeToSession( ( session ) => {
		show( session.cart.count );
		setHint( CART_HINT_COOKIE, session.cart.count > 0 );
	} );
	const snapshot = getSessionSnapshot();
	if ( snapshot ) {
		show( snapshot.cart.count );
	} else if ( hasHint( CART_HINT_COOKIE ) || hasLoginHint() ) {
		// Only visitors who may have a cart ask the uncached session for its count; a guest
		// who never added anything costs no request (the link then shows no count).
		getSession().catch( () => undefined );
	}

	let hide: ( () => void ) | null = null;
	const stop = listenToAddToCart( ( outcome, primary ) => {
		if ( primary ) {
			hide?.(); // A new add restarts the confirmation.
			hide = showConfirmation( outcome, props );
		}
	} );
	return () => {
		unsubscribe();
		stop();
		hide?.();
	};
}
