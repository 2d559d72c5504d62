/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { isRecord, str } from '../../lib/props';
import { Portfolio, type PortfolioProps } from './portfolio';

export function parsePortfolioProps( raw: unknown ): PortfolioProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const filters = Array.isArray( raw.filters )
		? raw.filters
				.filter( isRecord )
				.map( ( filter ) => ( {
					slug: str( filter.slug ),
					label: str( filter.label ),
				} ) )
				.filter( ( filter ) => filter.slug !== '' )
		: [];
	const speed = Number( raw.parallax );
	return {
		filters,
		parallax: Number.isFinite( speed )
			? Math.min( 1, Math.max( 0, speed ) )
			: 0,
		tilt: raw.tilt === true,
		lightbox: raw.lightbox !== false,
	};
}

export default defineWidget( {
	parseProps: parsePortfolioProps,
	Component: Portfolio,
} );
