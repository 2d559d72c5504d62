/**
 * The cart's REST calls (`vitrine/v1/cart`), each with the visitor's `wp_rest` nonce from the
 * session (guests too: the cart routes want it), retried once with a fresh session when the
 * nonce turns out stale (a page kept open across a log in, say): `signedRestFetch()`, as
 * `window.vitrine.rest()`.
 */

/**
 * Internal dependencies
 */
import type { AddToCartRequest } from '../../lib/add-to-cart';
import { emit } from '../../runtime/events';
import type { RestOptions } from '../../runtime/rest';
import { updateSession } from '../../runtime/session';
import { signedRestFetch } from '../../runtime/signed-rest';

export interface CartLineReply {
	product_id: number;
	name: string;
	permalink: string;
	image: string;
	quantity: number;
}

export interface CartReply {
	items: CartLineReply[];
	count: number;
	line?: CartLineReply;
}

/**
 * Calls a cart route and keeps the session's cart count in step with the reply.
 * @param route
 * @param options
 */
export async function cartFetch(
	route: string,
	options: RestOptions = {}
): Promise< CartReply > {
	const reply = await signedRestFetch< CartReply >( route, options );
	updateSession( ( session ) => ( {
		...session,
		cart: { count: reply.count },
	} ) );
	emit( 'cart-updated', { cart: publicCart( reply ) } );
	return reply;
}

/**
 * The cart as the public events carry it (plugin/types/vitrine.d.ts).
 * @param reply A cart route's reply.
 */
const publicCart = ( reply: CartReply ) => ( {
	count: reply.count,
	items: reply.items,
} );

/**
 * Adds units of a product to the visitor's cart.
 * @param request The product and quantity.
 * @param source  The button the visitor pressed (handed to the `added_to_cart` jQuery event).
 */
export async function addToCart(
	request: AddToCartRequest,
	source: Element | null = null
): Promise< CartReply > {
	const reply = await cartFetch( 'vitrine/v1/cart/items', {
		method: 'POST',
		body: { product_id: request.productId, quantity: request.quantity },
	} );
	emit( 'cart-added', { ...request, cart: publicCart( reply ) }, source );
	return reply;
}

/**
 * Removes a product's line from the visitor's cart.
 * @param productId The product.
 * @param source    The control the visitor pressed (handed to `removed_from_cart`).
 */
export async function removeFromCart(
	productId: number,
	source: Element | null = null
): Promise< CartReply > {
	const reply = await cartFetch( `vitrine/v1/cart/items/${ productId }`, {
		method: 'DELETE',
	} );
	emit( 'cart-removed', { productId, cart: publicCart( reply ) }, source );
	return reply;
}
