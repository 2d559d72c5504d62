/**
 * The visitor's lists from the session, kept current when a call changes them.
 */

/**
 * External dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { parseLists, type WishlistSummary } from '../../lib/wishlist';
import {
	getSession,
	getSessionSnapshot,
	subscribeToSession,
} from '../../runtime/session';

export function useWishlists(): WishlistSummary[] {
	const [ lists, setLists ] = useState< WishlistSummary[] >( () =>
		parseLists( getSessionSnapshot()?.wishlists )
	);
	useEffect( () => {
		const unsubscribe = subscribeToSession( ( session ) =>
			setLists( parseLists( session.wishlists ) )
		);
		getSession()
			.then( ( session ) => setLists( parseLists( session.wishlists ) ) )
			.catch( () => {} );
		return () => {
			unsubscribe();
		};
	}, [] );
	return lists;
}
