/**
 * Internal dependencies
 */
import { int, isRecord, positiveId, str } from '../../lib/props';
import { defineBehavior } from '../../runtime/widget';
import { mountLikeButton, type LikeButtonProps } from './like-button';

export function parseLikeProps( raw: unknown ): LikeButtonProps | null {
	const postId = isRecord( raw ) ? positiveId( raw.postId ) : null;
	if ( ! isRecord( raw ) || postId === null ) {
		return null;
	}
	return {
		postId,
		count: Math.max( 0, int( raw.count ) ),
		countText: str( raw.countText ),
		title: str( raw.title ),
	};
}

// No React: see like-button.ts.
export default defineBehavior( {
	parseProps: parseLikeProps,
	mount: mountLikeButton,
} );
