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
import { isOpaque, readableOn } from '../../lib/readable-colour';
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
	return link;
}

/**
 * The count badge, appended to a link.
 * @param link The link.
 */
function badgeIn( link: HTMLAnchorElement ) {
	const badge = document.createElement( 'span' );
	badge.className = 'vitrine-cart-link__count';
	badge.setAttribute( 'aria-hidden', 'true' );
	link.append( badge );
	return badge;
}

/**
 * What sets the badge's colours without the theme's link colour: our own properties, the
 * Vitrine theme's accent, or a palette with a text colour (block themes' `contrast` or
 * `foreground`, with their `primary`; style.css mixes the accent from those).
 */
const PALETTE = [
	'--vitrine-accent',
	'--vitrine-cart-count-background',
	'--color-accent',
	'--wp--preset--color--contrast',
	'--wp--preset--color--foreground',
];

/**
 * Under a theme whose palette has no text colour to mix an accent with (a classic theme:
 * Twenty Twenty's `primary` preset is its black text colour, Twenty Twenty-One names its
 * colours `black`, `green`…), the badge takes the theme's link colour, its accent (Twenty
 * Twenty's #cd2653), and as its figures the theme's surface colour where that reads on it at
 * 4.5:1, else white or black. A link out of sight tells the colour the theme gives links.
 * @param badge The count badge, in the page.
 */
export function colourFromThemeLinks( badge: HTMLElement ): void {
	const own = getComputedStyle( badge );
	if ( PALETTE.some( ( name ) => own.getPropertyValue( name ).trim() ) ) {
		return;
	}
	const probe = document.createElement( 'a' );
	probe.href = '#';
	probe.hidden = true;
	( document.querySelector( 'main' ) ?? document.body ).append( probe );
	const link = getComputedStyle( probe ).color;
	probe.style.color =
		'var(--wp--preset--color--base, var(--wp--preset--color--background, #fff))';
	const surface = getComputedStyle( probe ).color;
	probe.remove();
	if ( ! isOpaque( link ) ) {
		return;
	}
	badge.style.setProperty( '--vitrine-cart-link-accent', link );
	badge.style.setProperty(
		'--vitrine-cart-link-on-accent',
		readableOn( link, [ surface ] )
	);
}

/**
 * Whether a toggle opens `box`: its `aria-controls` names the box, or (Twenty Twenty's
 * convention) its `data-toggle-target` selector matches it.
 * @param toggle A button with `aria-expanded`.
 * @param box    A box around the menu item.
 */
function opens( toggle: HTMLElement, box: HTMLElement ): boolean {
	if ( box.id && toggle.getAttribute( 'aria-controls' ) === box.id ) {
		return true;
	}
	const target = toggle.getAttribute( 'data-toggle-target' );
	try {
		return !! target && box.matches( target );
	} catch {
		return false; // Not a selector.
	}
}

/**
 * The button that opens the collapsed menu around a menu item (a classic theme's phone menu:
 * `aria-controls` names the list or a box around it, as in Twenty Twenty-One, or
 * `data-toggle-target` selects it, as in Twenty Twenty's menu modal), if any.
 * @param item The menu item's mount point.
 */
export function menuToggleFor( item: HTMLElement ): HTMLElement | null {
	if ( ! item.closest( '.vitrine-cart-menu-item' ) ) {
		return null;
	}
	const toggles = [
		...document.querySelectorAll< HTMLElement >(
			':is([aria-controls], [data-toggle-target])[aria-expanded]'
		),
	];
	for (
		let box = item.parentElement;
		box && box !== document.body;
		box = box.parentElement
	) {
		const inner = box;
		const toggle = toggles.find(
			( each ) => ! inner.contains( each ) && opens( each, inner )
		);
		if ( toggle ) {
			return toggle;
		}
	}
	return null;
}

/**
 * Beside the menu toggle, a compact copy of the menu item's link, shown while the toggle is
 * and the menu it opens is closed (on a phone), so the count stays in sight without opening
 * the menu and shows once with it open (the menu's own item then); on wide screens the toggle
 * is hidden and so is the copy. Returns the copy and its undoing.
 * @param toggle The menu toggle.
 * @param link   The menu item's link.
 */
function compactCopy( toggle: HTMLElement, link: HTMLAnchorElement ) {
	const copy = document.createElement( 'a' );
	copy.className = 'vitrine-cart-link__link vitrine-cart-link__compact';
	copy.href = link.href;
	copy.textContent = link.textContent;
	toggle.before( copy );
	const follow = () => {
		copy.hidden =
			toggle.getAttribute( 'aria-expanded' ) === 'true' ||
			toggle.getClientRects().length === 0 ||
			getComputedStyle( toggle ).visibility === 'hidden';
		// A toggle taken out of the flow (Twenty Twenty's, at the header's end over a centred
		// title): the copy stands just before it, at its height, not in the title's row.
		const { position } = getComputedStyle( toggle );
		if ( ! copy.hidden && position === 'absolute' ) {
			const parent = toggle.offsetParent as HTMLElement | null;
			copy.classList.add( 'is-beside-positioned-toggle' );
			copy.style.top = `${ toggle.offsetTop }px`;
			copy.style.height = `${ toggle.offsetHeight }px`;
			copy.style.right = `${
				( parent?.clientWidth ?? 0 ) - toggle.offsetLeft
			}px`;
		}
	};
	follow();
	const resized =
		typeof ResizeObserver === 'function'
			? new ResizeObserver( follow )
			: null;
	resized?.observe( toggle );
	const expanded = new MutationObserver( follow );
	expanded.observe( toggle, { attributeFilter: [ 'aria-expanded' ] } );
	return {
		copy,
		undo: () => {
			resized?.disconnect();
			expanded.disconnect();
			copy.remove();
		},
	};
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
	const link = linkIn( element, props );
	const toggle = menuToggleFor( element );
	const compact = toggle ? compactCopy( toggle, link ) : null;
	const links = compact ? [ link, compact.copy ] : [ link ];
	const badges = links.map( badgeIn );
	badges.forEach( colourFromThemeLinks );
	const show = ( count: number ) => {
		const label = sprintf(
			/* translators: 1: "Cart", 2: number of units in the cart. */
			_n( '%1$s, %2$d item', '%1$s, %2$d items', count, 'vitrine' ),
			props.label,
			count
		);
		badges.forEach( ( badge ) => ( badge.textContent = String( count ) ) );
		links.forEach( ( each ) => each.setAttribute( 'aria-label', label ) );
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
		compact?.undo();
	};
}
