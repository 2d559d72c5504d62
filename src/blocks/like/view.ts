/**
 * Internal dependencies
 */
import { defineBehavior } from '../../runtime/widget';
import { mountLikeButton, type LikeButtonProps } from './like-button';

export function parseLikeProps( raw: unknown ): LikeButtonProps | null {
	if ( ! raw || typeof raw !== 'object' ) {
		return null;
	}
	const { postId, count, countText, title } = raw as Record<
		string,
		unknown
	>;
	if (
		typeof postId !== 'number' ||
		! Number.isInteger( postId ) ||
		postId < 1
	) {
		return null;
	}
	return {
		postId,
		count: typeof count === 'number' && count >= 0 ? count : 0,
		countText: typeof countText === 'string' ? countText : '',
		title: typeof title === 'string' ? title : '',
	};
}

// No React: see like-button.ts.
export default defineBehavior( {
	parseProps: parseLikeProps,
	mount: mountLikeButton,
} );
