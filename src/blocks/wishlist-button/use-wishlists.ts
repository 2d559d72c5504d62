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
import { hasHint, setHint } from '../../runtime/hints';
import { hasLoginHint } from '../../widgets/login-popup/login-hint';

/** Set while the visitor has a wishlist. */
export const WISHLIST_HINT_COOKIE = 'vitrine_wishlist';

export function useWishlists(): WishlistSummary[] {
	const [ lists, setLists ] = useState< WishlistSummary[] >( () =>
		parseLists( getSessionSnapshot()?.wishlists )
	);
	useEffect( () => {
		const unsubscribe = subscribeToSession( ( session ) => {
			const next = parseLists( session.wishlists );
			setLists( next );
			setHint( WISHLIST_HINT_COOKIE, next.length > 0 );
		} );
		// Only visitors who may have lists ask the uncached session for them.
		if (
			! getSessionSnapshot() &&
			( hasHint( WISHLIST_HINT_COOKIE ) || hasLoginHint() )
		) {
			getSession().catch( () => {} );
		}
		return () => {
			unsubscribe();
		};
	}, [] );
	return lists;
}
