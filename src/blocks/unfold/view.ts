/**
 * Internal dependencies
 */
import { int, isRecord, str } from '../../lib/props';
import { defineBehavior } from '../../runtime/widget';
import { mountUnfold, type UnfoldProps } from './unfold';

/**
 * The unfold block's settings; its text is the server's markup, not props.
 * @param raw The mount point's props.
 */
export function parseUnfoldProps( raw: unknown ): UnfoldProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) ) {
		return null;
	}
	return {
		id: str( raw.id ),
		height: Math.max( 40, int( raw.height, 160 ) ),
		more: str( raw.more ),
		less: str( raw.less ),
	};
}

export default defineBehavior( {
	parseProps: parseUnfoldProps,
	mount: mountUnfold,
} );
