/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { int, isRecord, str } from '../../lib/props';
import { Unfold, type UnfoldProps } from './unfold';

export function parseUnfoldProps( raw: unknown ): UnfoldProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) || ! str( raw.html ) ) {
		return null;
	}
	return {
		id: str( raw.id ),
		html: str( raw.html ),
		height: Math.max( 40, int( raw.height, 160 ) ),
		more: str( raw.more ),
		less: str( raw.less ),
	};
}

export default defineWidget( {
	parseProps: parseUnfoldProps,
	Component: Unfold,
} );
