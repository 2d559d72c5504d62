/**
 * The add-to-cart confirmation: the product's image and title (or the error), a link to the
 * cart; it fades in, stays about 2 s and fades out over 1 s (`src/lib/add-to-cart.ts`). A status
 * region announces it without moving focus; hovering or focusing it keeps it until left. An add
 * made from the keyboard keeps it until the visitor closes it or has been in it and left:
 * reaching "View cart" takes a keyboard user several Tabs, more than the 3 s a pointer needs
 * (WCAG 2.2.1). Escape or its close button dismiss it and give focus back to the add.
 * Plain DOM: the cart link is on every page, and those pages need no React for it.
 */

/**
 * Internal dependencies
 */
import {
	CONFIRMATION_TIMING,
	type ConfirmationPhase,
} from '../../lib/add-to-cart';
import {
	placeInFreeSpace,
	type FreePlacement,
	type Rect,
} from '../../lib/free-placement';
import type { AddToCartOutcome } from './add-to-cart-forms';

export interface ConfirmationTexts {
	cartUrl: string;
	confirmText: string;
	viewText: string;
	closeText: string;
}

function element< K extends keyof HTMLElementTagNameMap >(
	tag: K,
	className: string,
	text = ''
): HTMLElementTagNameMap[ K ] {
	const node = document.createElement( tag );
	node.className = className;
	node.textContent = text;
	return node;
}

/**
 * Shows one confirmation; returns the function that removes it at once (a newer add).
 * @param outcome The add's outcome.
 * @param texts   The link and the translated texts.
 */
export function showConfirmation(
	outcome: AddToCartOutcome,
	texts: ConfirmationTexts
): () => void {
	const line = outcome.reply?.line;
	const image = line?.image || outcome.image;
	const box = element( 'div', 'vitrine-cart-confirmation' );
	box.setAttribute( 'role', outcome.error ? 'alert' : 'status' );
	if ( image && ! outcome.error ) {
		const img = element( 'img', 'vitrine-cart-confirmation__image' );
		Object.assign( img, { src: image, alt: '', width: 64, height: 64 } );
		box.append( img );
	}
	const text = element( 'div', 'vitrine-cart-confirmation__text' );
	const link = element(
		'a',
		'vitrine-cart-confirmation__link',
		texts.viewText
	);
	link.href = texts.cartUrl;
	text.append(
		element(
			'p',
			'vitrine-cart-confirmation__title',
			line?.name ?? outcome.title
		),
		element(
			'p',
			'vitrine-cart-confirmation__message',
			outcome.error ?? texts.confirmText
		),
		link
	);
	const close = element( 'button', 'vitrine-cart-confirmation__close', '×' );
	close.type = 'button';
	close.setAttribute( 'aria-label', texts.closeText );
	box.append( text, close );

	let timer = 0;
	const opener = box.ownerDocument.activeElement;
	let held = shownByKeyboard( opener );
	// Over an open modal (an add from the quick view) the confirmation is the dialog's: inside
	// it (not made inert, after its content in the tab order) and placed in its visible area.
	const dialog = document.querySelector< HTMLElement >(
		'dialog[open][aria-modal="true"]'
	);
	let afterContent = false;
	const setPhase = ( phase: ConfirmationPhase ) => {
		box.className = `vitrine-cart-confirmation is-${ phase }${
			outcome.error ? ' is-error' : ''
		}${ afterContent ? ' is-after-content' : '' }`;
	};
	const remove = () => {
		window.clearTimeout( timer );
		window.cancelAnimationFrame( frame );
		box.remove();
	};
	const schedule = ( phase: ConfirmationPhase ) => {
		window.clearTimeout( timer );
		setPhase( phase );
		if ( held ) {
			return;
		}
		const { fadeIn, stay, fadeOut } = CONFIRMATION_TIMING;
		timer =
			phase === 'leaving'
				? window.setTimeout( remove, fadeOut )
				: window.setTimeout(
						() => schedule( 'leaving' ),
						fadeIn + stay
					);
	};
	const hold = () => {
		held = true;
		schedule( 'shown' );
	};
	const release = () => {
		held = false;
		schedule( 'shown' );
	};
	box.addEventListener( 'mouseenter', hold );
	box.addEventListener( 'mouseleave', release );
	box.addEventListener( 'focusin', hold );
	box.addEventListener( 'focusout', ( event ) => {
		if ( ! box.contains( event.relatedTarget as Node | null ) ) {
			release();
		}
	} );
	const dismiss = () => {
		const hadFocus = box.contains( box.ownerDocument.activeElement );
		remove();
		if ( hadFocus && opener instanceof HTMLElement && opener.isConnected ) {
			opener.focus();
		}
	};
	close.addEventListener( 'click', dismiss );
	box.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' ) {
			// Only the confirmation: the quick view it sits in stays open.
			event.preventDefault();
			event.stopPropagation();
			dismiss();
		}
	} );

	setPhase( 'entering' );
	( dialog ?? document.body ).append( box );
	const where = place( box, dialog );
	if ( where.free || ! dialog ) {
		// A popover: the top layer, above the page and above the dialog it belongs to.
		try {
			if ( typeof box.showPopover === 'function' ) {
				box.setAttribute( 'popover', 'manual' );
				box.showPopover();
			}
		} catch {
			// Popovers unsupported: it is a fixed box then.
		}
		Object.assign( box.style, {
			top: `${ where.top }px`,
			left: `${ where.left }px`,
			right: 'auto',
			bottom: 'auto',
		} );
	} else {
		// No free place in the dialog's visible area: the space after its content, shown.
		afterContent = true;
		setPhase( 'entering' );
		dialog.scrollTop = dialog.scrollHeight;
	}
	const frame = window.requestAnimationFrame( () => schedule( 'shown' ) );
	return remove;
}

/**
 * Whether the control that made the add shows the keyboard's focus ring (a click leaves none).
 * @param focused The focused element when the confirmation opens.
 */
function shownByKeyboard( focused: Element | null ): boolean {
	if ( ! focused || focused === focused.ownerDocument.body ) {
		return false;
	}
	try {
		return focused.matches( ':focus-visible' );
	} catch {
		return false;
	}
}

/** What the confirmation must not cover. */
const CONTROLS =
	'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Where the box covers none of its container's controls (`src/lib/free-placement.ts`): the
 * container is the open dialog's visible area (the quick view's "Next product", its add to
 * cart and its close button stay clear), else the viewport.
 *
 * @param box    The confirmation, a fixed box (measured).
 * @param dialog The open modal it belongs to, if any.
 */
function place( box: HTMLElement, dialog: HTMLElement | null ): FreePlacement {
	const view = document.documentElement;
	let container: Rect = {
		top: 0,
		left: 0,
		width: view.clientWidth,
		height: view.clientHeight,
	};
	if ( dialog ) {
		const rect = dialog.getBoundingClientRect();
		const top = Math.max( 0, rect.top + dialog.clientTop );
		const left = Math.max( 0, rect.left + dialog.clientLeft );
		container = {
			top,
			left,
			width:
				Math.min( container.width, left + dialog.clientWidth ) - left,
			height:
				Math.min( container.height, top + dialog.clientHeight ) - top,
		};
	}
	const controls = Array.from(
		( dialog ?? document ).querySelectorAll( CONTROLS )
	)
		.filter( ( control ) => ! box.contains( control ) )
		.map( ( control ) => control.getBoundingClientRect() );
	const { width, height } = box.getBoundingClientRect();
	return placeInFreeSpace(
		container,
		{ width, height },
		controls,
		getComputedStyle( box ).direction === 'rtl' ? 'left' : 'right'
	);
}
