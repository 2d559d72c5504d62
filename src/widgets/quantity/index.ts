/**
 * The quantity widget: the shared stepper on a server-rendered number input.
 */

/**
 * Internal dependencies
 */
import { int, isRecord, str } from '../../lib/presentation-props';
import { defineWidget } from '../../runtime/widget';
import {
	QuantityStepper,
	type QuantityStepperProps,
} from '../shared/quantity-stepper';

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

export default defineWidget( {
	parseProps: parseQuantityProps,
	Component: QuantityStepper,
} );
