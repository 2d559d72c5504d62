/**
 * Pure rules of the add-to-cart behaviour: what a product form asks for, and the timeline of
 * the confirmation (fades in, stays about 2 s, fades out over 1 s).
 */

export interface AddToCartRequest {
	productId: number;
	quantity: number;
}

/** What the form's fields and attributes say, as strings (or undefined when missing). */
export interface AddToCartFields {
	/** `data-product_id` of the form or its button, or the button's `value`. */
	productId?: string;
	/** The form's `quantity` field, when it has one. */
	quantityField?: string;
	/** The button's `data-quantity` (WooCommerce's contract), used without a field. */
	dataQuantity?: string;
}

const positiveInt = ( raw: string | undefined ): number | null => {
	if ( raw === undefined || ! /^\s*\d+\s*$/.test( raw ) ) {
		return null;
	}
	const value = Number.parseInt( raw, 10 );
	return value > 0 ? value : null;
};

/**
 * The product and quantity a form asks for, or null when it names no product. A missing or
 * invalid quantity counts as 1 (the server refuses what it cannot accept).
 * @param fields
 */
export function readAddToCart(
	fields: AddToCartFields
): AddToCartRequest | null {
	const productId = positiveInt( fields.productId );
	if ( productId === null ) {
		return null;
	}
	const quantity =
		positiveInt( fields.quantityField ) ??
		positiveInt( fields.dataQuantity ) ??
		1;
	return { productId, quantity };
}

export type ConfirmationPhase = 'entering' | 'shown' | 'leaving' | 'gone';

/** Milliseconds of each phase of the confirmation. */
export const CONFIRMATION_TIMING = {
	fadeIn: 300,
	stay: 2000,
	fadeOut: 1000,
} as const;

/**
 * The phase of the confirmation a number of milliseconds after it appeared.
 * @param elapsed
 * @param timing
 */
export function confirmationPhase(
	elapsed: number,
	timing: typeof CONFIRMATION_TIMING = CONFIRMATION_TIMING
): ConfirmationPhase {
	if ( elapsed < timing.fadeIn ) {
		return 'entering';
	}
	if ( elapsed < timing.fadeIn + timing.stay ) {
		return 'shown';
	}
	if ( elapsed < timing.fadeIn + timing.stay + timing.fadeOut ) {
		return 'leaving';
	}
	return 'gone';
}
