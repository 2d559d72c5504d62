/**
 * The events widgets dispatch when a visitor's action succeeds (the contract is
 * plugin/types/vitrine.d.ts): a `vitrine:<name>` CustomEvent on `document.body`, and, when
 * jQuery is on the page, the reference plugins' own jQuery events with their arguments, so a
 * theme written for WooCommerce or YITH Wishlist keeps reacting.
 */

/**
 * Internal dependencies
 */
import type {
	VitrineEventMap,
	VitrineEventName,
} from '../../plugin/types/vitrine';

interface JQueryLike {
	( target: unknown ): {
		trigger: ( name: string, args?: unknown[] ) => void;
	};
}

declare global {
	interface Window {
		jQuery?: JQueryLike;
	}
}

/**
 * The reference plugins' jQuery events for ours, and their arguments (WooCommerce's
 * `added_to_cart` is `[ fragments, cart_hash, $button ]`; YITH's `added_to_wishlist` is
 * `[ $button, $wrap ]`). Fragments are `{}`: Vitrine's widgets update themselves.
 */
const JQUERY_EVENTS: {
	[ K in VitrineEventName ]?: {
		name: string;
		args: ( $: JQueryLike, source: Element | null ) => unknown[];
	};
} = {
	'cart-added': {
		name: 'added_to_cart',
		args: ( $, source ) => [ {}, '', $( source ) ],
	},
	'cart-removed': {
		name: 'removed_from_cart',
		args: ( $, source ) => [ {}, '', $( source ) ],
	},
	'wishlist-added': {
		name: 'added_to_wishlist',
		args: ( $, source ) => [ $( source ), $( source?.parentElement ) ],
	},
	'wishlist-removed': {
		name: 'removed_from_wishlist',
		args: ( $, source ) => [ $( source ), $( source?.closest( 'tr,li' ) ) ],
	},
};

/**
 * Dispatches an event; `source` is the element the visitor acted on, when there is one (the
 * jQuery events pass it on as `$button`).
 * @param name   Event name, without `vitrine:`.
 * @param detail Its payload.
 * @param source The element acted on.
 */
export function emit< K extends VitrineEventName >(
	name: K,
	detail: VitrineEventMap[ K ],
	source: Element | null = null
): void {
	const target = document.body ?? document;
	target.dispatchEvent(
		new CustomEvent( `vitrine:${ name }`, { detail, bubbles: true } )
	);
	const bridge = JQUERY_EVENTS[ name ];
	const $ = window.jQuery;
	if ( bridge && typeof $ === 'function' ) {
		try {
			$( document.body ).trigger( bridge.name, bridge.args( $, source ) );
		} catch ( error ) {
			// A theme's handler throwing must not undo what the visitor did.
			// eslint-disable-next-line no-console
			console.error( error );
		}
	}
}

/**
 * Listens to one of the events; returns the function that stops listening.
 * @param name     Event name, without `vitrine:`.
 * @param listener Called with the payload and the event.
 */
export function on< K extends VitrineEventName >(
	name: K,
	listener: ( detail: VitrineEventMap[ K ], event: CustomEvent ) => void
): () => void {
	const handler = ( event: Event ) =>
		listener(
			( event as CustomEvent< VitrineEventMap[ K ] > ).detail,
			event as CustomEvent
		);
	document.addEventListener( `vitrine:${ name }`, handler );
	return () => document.removeEventListener( `vitrine:${ name }`, handler );
}
