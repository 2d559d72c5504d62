/**
 * Sends the add-to-cart forms (product cards, product page, quick view, and any markup added
 * later) through the REST route instead of a page load: one listener on the document, however
 * many cart links mount it. Without JavaScript the same forms post to the server.
 */

/**
 * Internal dependencies
 */
import { readAddToCart } from '../../lib/add-to-cart';
import { addToCart, type CartReply } from './cart-api';

export interface AddToCartOutcome {
	/** The product's title and image from the form's button (shown at once). */
	title: string;
	image: string;
	reply?: CartReply;
	error?: string;
}

/** `primary` is true for one listener only, the one that shows the confirmation. */
type Listener = ( outcome: AddToCartOutcome, primary: boolean ) => void;

const FORM_SELECTOR = 'form.vitrine-add-to-cart';
const listeners = new Set< Listener >();

function fieldsOf( form: HTMLFormElement, button: HTMLElement | null ) {
	const quantity = form.elements.namedItem( 'quantity' );
	return {
		productId:
			form.dataset.product_id ??
			button?.dataset.product_id ??
			( button as HTMLButtonElement | null )?.value,
		quantityField:
			quantity instanceof HTMLInputElement && quantity.type !== 'hidden'
				? quantity.value
				: undefined,
		dataQuantity:
			button?.dataset.quantity ??
			( quantity instanceof HTMLInputElement
				? quantity.value
				: undefined ),
	};
}

async function onSubmit( event: SubmitEvent ): Promise< void > {
	const form = event.target;
	if (
		! ( form instanceof HTMLFormElement ) ||
		! form.matches( FORM_SELECTOR ) ||
		listeners.size === 0
	) {
		return;
	}
	const button = form.querySelector< HTMLButtonElement >(
		'.add_to_cart_button'
	);
	const request = readAddToCart( fieldsOf( form, button ) );
	if ( ! request || button?.getAttribute( 'aria-busy' ) === 'true' ) {
		if ( request ) {
			event.preventDefault();
		}
		return;
	}
	event.preventDefault();
	const base = {
		title: button?.dataset.product_title ?? '',
		image: button?.dataset.product_image ?? '',
	};
	button?.classList.add( 'loading' );
	button?.setAttribute( 'aria-busy', 'true' );
	let outcome: AddToCartOutcome;
	try {
		outcome = { ...base, reply: await addToCart( request, button ) };
		button?.classList.add( 'added' );
	} catch ( error ) {
		outcome = {
			...base,
			error: error instanceof Error ? error.message : String( error ),
		};
	} finally {
		button?.classList.remove( 'loading' );
		button?.removeAttribute( 'aria-busy' );
	}
	let primary = true;
	listeners.forEach( ( listener ) => {
		listener( outcome, primary );
		primary = false;
	} );
}

const handler = ( event: Event ) => void onSubmit( event as SubmitEvent );

/**
 * Starts sending the forms through REST and calls `listener` after each add; returns the
 * function that stops listening (the document listener goes with the last one).
 * @param listener
 */
export function listenToAddToCart( listener: Listener ): () => void {
	if ( listeners.size === 0 ) {
		document.addEventListener( 'submit', handler );
	}
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
		if ( listeners.size === 0 ) {
			document.removeEventListener( 'submit', handler );
		}
	};
}
