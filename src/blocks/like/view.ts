/**
 * Internal dependencies
 */
import { isRecord, str, wholeNumber } from '../../lib/props';
import { defineBehavior } from '../../runtime/widget';
import { mountLikeButton, type LikeButtonProps } from './like-button';

export function parseLikeProps( raw: unknown ): LikeButtonProps | null {
	const postId = isRecord( raw ) ? wholeNumber( raw.postId, 1 ) : null;
	if ( ! isRecord( raw ) || postId === null ) {
		return null;
	}
	return {
		postId,
		count: wholeNumber( raw.count ) ?? 0,
		countText: str( raw.countText ),
		title: str( raw.title ),
	};
}

export default defineBehavior( {
	parseProps: parseLikeProps,
	mount: mountLikeButton,
} );
