/**
 * The owner's lists as links (each list's own address), the current one marked, and the
 * manage screen: plain links, so they work as they are without any script.
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { WishlistLink } from '../../widgets/shared/wishlist-api';

export function ListSwitcher( {
	lists,
	manageUrl,
}: {
	lists: WishlistLink[];
	manageUrl: string;
} ) {
	return (
		<nav
			className="vitrine-wishlist__switcher"
			aria-label={ __( 'Your wishlists', 'vitrine' ) }
		>
			<ul>
				{ lists.length > 1 &&
					lists.map( ( list ) => (
						<li key={ list.id }>
							<a
								href={ list.url }
								aria-current={
									list.current ? 'page' : undefined
								}
							>
								{ list.name }
							</a>
						</li>
					) ) }
				{ manageUrl && (
					<li className="vitrine-wishlist__manage-link">
						<a href={ manageUrl }>
							{ __( 'Manage lists', 'vitrine' ) }
						</a>
					</li>
				) }
			</ul>
		</nav>
	);
}
