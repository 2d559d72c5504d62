/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { isRecord, str } from '../../lib/presentation-props';
import { clampPercent } from '../../lib/progress-ring';
import { ProgressRing, type ProgressRingProps } from './progress-ring';

export function parseProgressRingProps(
	raw: unknown
): ProgressRingProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) ) {
		return null;
	}
	return {
		id: str( raw.id ),
		percent: clampPercent( raw.percent ),
		title: str( raw.title ),
		color1: str( raw.color1 ),
		color2: str( raw.color2 ),
		color3: str( raw.color3 ),
	};
}

export default defineWidget( {
	parseProps: parseProgressRingProps,
	Component: ProgressRing,
} );
