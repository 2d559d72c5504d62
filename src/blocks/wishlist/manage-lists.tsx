/**
 * The manage page: the visitor's lists, each a link to its page, with its item count.
 */

/**
 * External dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { parseSettings } from '../../lib/wishlist';
import { useWishlists } from '../wishlist-button/use-wishlists';

export function ManageLists() {
	const lists = useWishlists();
	const pageUrl = parseSettings(
		( window.vitrineSettings as Record< string, unknown > | undefined )
			?.wishlist
	).pageUrl;
	const link = ( token: string ) => {
		const url = new URL( pageUrl, window.location.href );
		url.searchParams.set( 'wishlist', token );
		return url.toString();
	};
	if ( ! lists.length ) {
		return <p>{ __( 'You have no wishlists yet.', 'vitrine' ) }</p>;
	}
	return (
		<div className="vitrine-wishlist-manage">
			<h2>{ __( 'Your wishlists', 'vitrine' ) }</h2>
			<ul>
				{ lists.map( ( list ) => (
					<li key={ list.id }>
						<a href={ link( list.token ) }>{ list.name }</a>{ ' ' }
						<span className="vitrine-wishlist-manage__count">
							{ sprintf(
								/* translators: %d: number of products. */
								_n(
									'%d product',
									'%d products',
									list.products.length,
									'vitrine'
								),
								list.products.length
							) }
						</span>
						{ list.default && (
							<span className="vitrine-wishlist-manage__default">
								{ ' ' }
								{ __( '(default)', 'vitrine' ) }
							</span>
						) }
					</li>
				) ) }
			</ul>
		</div>
	);
}
