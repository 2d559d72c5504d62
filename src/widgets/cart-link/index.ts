/**
 * The cart link widget: the header's count and the add-to-cart behaviour with its confirmation.
 */

/**
 * Internal dependencies
 */
import { isRecord, str } from '../../lib/presentation-props';
import { defineWidget } from '../../runtime/widget';
import { CartLink, type CartLinkProps } from './cart-link';

export function parseCartLinkProps( raw: unknown ): CartLinkProps | null {
	if ( ! isRecord( raw ) || ! str( raw.cartUrl ) ) {
		return null;
	}
	return {
		cartUrl: str( raw.cartUrl ),
		label: str( raw.label ) || 'Cart',
		confirmText: str( raw.confirmText ),
		viewText: str( raw.viewText ),
	};
}

export default defineWidget( {
	parseProps: parseCartLinkProps,
	Component: CartLink,
} );
