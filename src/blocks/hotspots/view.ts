/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { image, isRecord, list, str } from '../../lib/props';
import { Hotspots, type HotspotsProps } from './hotspots';

let count = 0;

export function parseHotspotsProps( raw: unknown ): HotspotsProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const picture = image( raw.image );
	if ( ! picture ) {
		return null;
	}
	const coordinate = ( value: unknown ) => {
		const number = Number( value );
		return Number.isFinite( number )
			? Math.min( 100, Math.max( 0, number ) )
			: 50;
	};
	const trigger = str( raw.trigger );
	return {
		id: `vitrine-hotspots-${ ++count }`,
		image: picture,
		spots: list( raw.spots, ( spot ) => ( {
			x: coordinate( spot.x ),
			y: coordinate( spot.y ),
			title: str( spot.title ),
			text: str( spot.text ),
		} ) ),
		trigger: trigger === 'click' || trigger === 'load' ? trigger : 'hover',
	};
}

export default defineWidget( {
	parseProps: parseHotspotsProps,
	Component: Hotspots,
} );
