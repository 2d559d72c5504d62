/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { image, isRecord, str } from '../../lib/props';
import { clampPosition } from '../../lib/image-comparison';
import { ImageComparison, type ImageComparisonProps } from './image-comparison';

export function parseImageComparisonProps(
	raw: unknown
): ImageComparisonProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const before = image( raw.before );
	const after = image( raw.after );
	if ( ! before || ! after ) {
		return null;
	}
	return {
		before,
		after,
		beforeLabel: str( raw.beforeLabel ),
		afterLabel: str( raw.afterLabel ),
		vertical: raw.vertical === true,
		start: clampPosition( Number( raw.start ?? 50 ) ),
	};
}

export default defineWidget( {
	parseProps: parseImageComparisonProps,
	Component: ImageComparison,
} );
