/**
 * The cart link widget: the header's count and the add-to-cart behaviour with its confirmation.
 */

/**
 * Internal dependencies
 */
import { isRecord, str } from '../../lib/props';
import { defineBehavior } from '../../runtime/widget';
import { mountCartLink, type CartLinkProps } from './cart-link';

export function parseCartLinkProps( raw: unknown ): CartLinkProps | null {
	if ( ! isRecord( raw ) || ! str( raw.cartUrl ) ) {
		return null;
	}
	return {
		cartUrl: str( raw.cartUrl ),
		label: str( raw.label ) || 'Cart',
		confirmText: str( raw.confirmText ),
		viewText: str( raw.viewText ),
		closeText: str( raw.closeText ) || 'Close',
	};
}

// No React: the cart link is in the menu of every page.
export default defineBehavior( {
	parseProps: parseCartLinkProps,
	mount: mountCartLink,
} );
