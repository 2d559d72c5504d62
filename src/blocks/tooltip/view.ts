/**
 * The tooltip behaviour (no React).
 */

/**
 * Internal dependencies
 */
import { TOOLTIP_DEFAULTS } from '../../lib/tooltip';
import { isRecord } from '../../lib/props';
import { defineBehavior } from '../../runtime/widget';
import { mountTooltip } from './tooltip';
import type { TooltipProps } from './types';

const oneOf = < T extends string >(
	value: unknown,
	allowed: readonly T[],
	fallback: T
): T => ( allowed.includes( value as T ) ? ( value as T ) : fallback );

const number = ( value: unknown, fallback: number ): number =>
	typeof value === 'number' && Number.isFinite( value ) && value >= 0
		? value
		: fallback;

export function parseTooltipProps( raw: unknown ): TooltipProps | null {
	const props = isRecord( raw ) ? raw : {};
	return {
		trigger: oneOf(
			props.trigger,
			[ 'hover', 'click', 'load' ] as const,
			'hover'
		),
		close: oneOf(
			props.close,
			[ 'outside', 'anywhere' ] as const,
			'outside'
		),
		placement: oneOf(
			props.placement,
			[ 'top', 'bottom', 'left', 'right' ] as const,
			'top'
		),
		speed: number( props.speed, TOOLTIP_DEFAULTS.speed ),
		offset: number( props.offset, TOOLTIP_DEFAULTS.offset ),
	};
}

export default defineBehavior( {
	parseProps: parseTooltipProps,
	mount: mountTooltip,
} );
