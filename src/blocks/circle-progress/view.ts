/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { isRecord, str } from '../../lib/props';
import { CIRCLE_DEFAULTS } from '../../lib/circle-progress';
import { CircleProgress, type CircleProgressProps } from './circle-progress';

export function parseCircleProgressProps(
	raw: unknown
): CircleProgressProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const num = ( value: unknown, fallback: number ) => {
		const number = Number( value );
		return Number.isFinite( number ) ? number : fallback;
	};
	return {
		value: num( raw.value, CIRCLE_DEFAULTS.value ),
		max: num( raw.max, CIRCLE_DEFAULTS.max ),
		size: num( raw.size, CIRCLE_DEFAULTS.size ),
		thickness: num( raw.thickness, CIRCLE_DEFAULTS.thickness ),
		label: str( raw.label ),
		color: str( raw.color ),
		track: str( raw.track ),
		gradient: str( raw.gradient ),
		color2: str( raw.color2 ),
	};
}

export default defineWidget( {
	parseProps: parseCircleProgressProps,
	Component: CircleProgress,
} );
