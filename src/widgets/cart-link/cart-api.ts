/**
 * The cart's REST calls (`vitrine/v1/cart`), each with the visitor's `wp_rest` nonce from the
 * session (guests too: the cart routes want it), retried once with a fresh session when the
 * nonce turns out stale (a page kept open across a log in, say).
 */

/**
 * Internal dependencies
 */
import type { AddToCartRequest } from '../../lib/add-to-cart';
import {
	INVALID_NONCE,
	NONCE_REFUSED,
	RequestError,
} from '../../runtime/errors';
import { restFetch, type RestOptions } from '../../runtime/rest';
import {
	getSession,
	refreshSession,
	updateSession,
	type Session,
} from '../../runtime/session';

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

const STALE_NONCE = new Set( [
	'vitrine_cart_invalid_nonce',
	INVALID_NONCE,
	NONCE_REFUSED,
] );

async function call(
	route: string,
	options: RestOptions,
	session: Session
): Promise< CartReply > {
	return restFetch< CartReply >( route, {
		...options,
		query: { ...options.query, _wpnonce: session.nonces.wp_rest ?? '' },
	} );
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
	let reply: CartReply;
	try {
		reply = await call( route, options, await getSession() );
	} catch ( error ) {
		if (
			! ( error instanceof RequestError ) ||
			! STALE_NONCE.has( error.code )
		) {
			throw error;
		}
		reply = await call( route, options, await refreshSession() );
	}
	updateSession( ( session ) => ( {
		...session,
		cart: { count: reply.count },
	} ) );
	return reply;
}

/**
 * Adds units of a product to the visitor's cart.
 * @param request
 */
export function addToCart( request: AddToCartRequest ): Promise< CartReply > {
	return cartFetch( 'vitrine/v1/cart/items', {
		method: 'POST',
		body: { product_id: request.productId, quantity: request.quantity },
	} );
}
