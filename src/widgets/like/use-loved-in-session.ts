/**
 * External dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	getSession,
	getSessionSnapshot,
	subscribeToSession,
} from '../../runtime/session';

/**
 * Calls `onLoved` once the session says this visitor already loves the post, so a cached
 * page still shows the right state.
 * @param postId
 * @param onLoved
 */
export function useLovedInSession( postId: number, onLoved: () => void ): void {
	useEffect( () => {
		const check = ( loved: number[] ) => {
			if ( loved.includes( postId ) ) {
				onLoved();
			}
		};
		const unsubscribe = subscribeToSession( ( session ) =>
			check( session.loved )
		);
		const snapshot = getSessionSnapshot();
		if ( snapshot ) {
			check( snapshot.loved );
		} else {
			// The button still works without a session; it just cannot know the loved state.
			getSession().catch( () => undefined );
		}
		return unsubscribe;
	}, [ postId, onLoved ] );
}
