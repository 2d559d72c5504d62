/**
 * The countdown widget's chunk (no React).
 */

/**
 * Internal dependencies
 */
import { defineBehavior } from '../../runtime/widget';
import { int, isRecord, str } from '../../lib/props';
import { mountCountdown, type CountdownProps } from './countdown';

export function parseCountdownProps( raw: unknown ): CountdownProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) || int( raw.target ) <= 0 ) {
		return null;
	}
	return {
		id: str( raw.id ),
		target: int( raw.target ),
		labelId: str( raw.labelId ),
		endAction: raw.endAction === 'hide' ? 'hide' : 'message',
		endMessage: str( raw.endMessage ),
	};
}

export default defineBehavior( {
	parseProps: parseCountdownProps,
	mount: mountCountdown,
} );
