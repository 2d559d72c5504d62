/**
 * The quantity widget: − and + around a server-rendered number input, without React
 * (./stepper.ts).
 */

/**
 * Internal dependencies
 */
import { int, isRecord, str } from '../../lib/props';
import { defineBehavior } from '../../runtime/widget';
import type { QuantityStepperProps } from '../shared/quantity-stepper-dom';
import { mountStepper } from './stepper';

export function parseQuantityProps(
	raw: unknown
): QuantityStepperProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) || ! str( raw.name ) ) {
		return null;
	}
	const max = typeof raw.max === 'number' ? raw.max : null;
	return {
		id: str( raw.id ),
		name: str( raw.name ),
		value: int( raw.value, 1 ),
		min: int( raw.min, 0 ),
		max,
		step: int( raw.step, 1 ),
		label: str( raw.label ),
	};
}

export default defineBehavior( {
	parseProps: parseQuantityProps,
	mount: mountStepper,
} );
