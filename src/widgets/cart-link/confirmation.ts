/**
 * The add-to-cart confirmation: the product's image and title (or the error), a link to the
 * cart; it fades in, stays about 2 s and fades out over 1 s (`src/lib/add-to-cart.ts`). A status
 * region announces it without moving focus; hovering or focusing it keeps it until left.
 * Plain DOM: the cart link is on every page, and those pages need no React for it.
 */

/**
 * Internal dependencies
 */
import {
	CONFIRMATION_TIMING,
	type ConfirmationPhase,
} from '../../lib/add-to-cart';
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
	let held = false;
	// Over an open modal (an add from the quick view) the confirmation goes inside it, after
	// its content: a box over the page would cover the dialog's own controls ("Next product"
	// at its bottom), and one behind the dialog would not be seen.
	const dialog = document.querySelector( 'dialog[open][aria-modal="true"]' );
	const setPhase = ( phase: ConfirmationPhase ) => {
		box.className = `vitrine-cart-confirmation is-${ phase }${
			outcome.error ? ' is-error' : ''
		}${ dialog ? ' is-in-dialog' : '' }`;
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
	box.addEventListener( 'focusout', release );
	close.addEventListener( 'click', remove );

	setPhase( 'entering' );
	// A dialog shown to its end (or not scrolling at all) is kept at its end, so the box sits
	// below the last controls rather than stuck over them along the bottom edge.
	const atEnd =
		dialog &&
		dialog.scrollHeight - dialog.clientHeight - dialog.scrollTop < 2;
	( dialog ?? document.body ).append( box );
	if ( dialog && ( atEnd || coversAControl( dialog, box ) ) ) {
		dialog.scrollTop = dialog.scrollHeight;
	}
	// Elsewhere a popover: the top layer, above whatever else the page has open.
	try {
		if ( ! dialog && typeof box.showPopover === 'function' ) {
			box.setAttribute( 'popover', 'manual' );
			box.showPopover();
		}
	} catch {
		// Popovers unsupported: it is a fixed box then.
	}
	const frame = window.requestAnimationFrame( () => schedule( 'shown' ) );
	return remove;
}

/**
 * Whether the box, stuck along a dialog's bottom edge, lies over one of the dialog's controls
 * (the quick view's "Next product" when its end is almost in view, with a theme's taller
 * buttons): then the dialog is scrolled to its end, where the box sits below them.
 *
 * @param dialog The open dialog the box is in.
 * @param box    The confirmation.
 */
function coversAControl( dialog: Element, box: HTMLElement ): boolean {
	const area = box.getBoundingClientRect();
	return Array.from(
		dialog.querySelectorAll( 'a[href], button, input, select, textarea' )
	).some( ( control ) => {
		if ( box.contains( control ) ) {
			return false;
		}
		const rect = control.getBoundingClientRect();
		return (
			rect.width > 0 &&
			rect.left < area.right &&
			area.left < rect.right &&
			rect.top < area.bottom &&
			area.top < rect.bottom
		);
	} );
}
