/**
 * The wishlist page: one list (the visitor's default, or `?wishlist=TOKEN`) or the manage page.
 */

/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { WishlistPage, type WishlistPageProps } from './wishlist-page';

export function parsePageProps( raw: unknown ): WishlistPageProps | null {
	if ( ! raw || typeof raw !== 'object' ) {
		return null;
	}
	const { token, manage, perPage } = raw as Record< string, unknown >;
	return {
		token:
			typeof token === 'string' && /^[A-Z0-9]{12}$/.test( token )
				? token
				: '',
		manage: manage === true,
		perPage:
			typeof perPage === 'number' && perPage > 0 && perPage <= 100
				? perPage
				: 10,
	};
}

export default defineWidget( {
	parseProps: parsePageProps,
	Component: WishlistPage,
} );
