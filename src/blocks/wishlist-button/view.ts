/**
 * The add-to-wishlist button of a product card, product page or quick view.
 */

/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { WishlistButton, type WishlistButtonProps } from './wishlist-button';

export function parseButtonProps( raw: unknown ): WishlistButtonProps | null {
	if ( ! raw || typeof raw !== 'object' ) {
		return null;
	}
	const { productId, productName, labelStyle, list } = raw as Record<
		string,
		unknown
	>;
	if (
		typeof productId !== 'number' ||
		! Number.isInteger( productId ) ||
		productId < 1
	) {
		return null;
	}
	return {
		productId,
		productName: typeof productName === 'string' ? productName : '',
		labelStyle: labelStyle === 'icon' ? 'icon' : 'icon-text',
		list: list === 'default' ? 'default' : 'choose',
	};
}

export default defineWidget( {
	parseProps: parseButtonProps,
	Component: WishlistButton,
} );
