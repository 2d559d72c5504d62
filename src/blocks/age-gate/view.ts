/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { isRecord, str } from '../../lib/props';
import { requiredAge } from '../../lib/age-gate';
import { AgeGate, type AgeGateProps } from './age-gate';

export function parseAgeGateProps( raw: unknown ): AgeGateProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	return {
		minimum: requiredAge( raw.minimum ),
		mode: raw.mode === 'birthdate' ? 'birthdate' : 'age',
		refusal: raw.refusal === 'clear' ? 'clear' : 'remove',
		title: str( raw.title ),
		message: str( raw.message ),
		error: str( raw.error ),
	};
}

export default defineWidget( {
	parseProps: parseAgeGateProps,
	Component: AgeGate,
} );
