/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { int, isRecord, list, str } from '../../lib/props';
import { ServicesGrid, type ServicesGridProps } from './services-grid';

export function parseServicesProps( raw: unknown ): ServicesGridProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const items = list( raw.items, ( item ) =>
		int( item.id ) > 0 && str( item.title )
			? {
					id: int( item.id ),
					title: str( item.title ),
					excerpt: str( item.excerpt ),
					text: str( item.text ),
					icon: str( item.icon ),
					url: str( item.url ),
					linkLabel: str( item.linkLabel ),
				}
			: null
	);
	return items.length ? { items } : null;
}

export default defineWidget( {
	parseProps: parseServicesProps,
	Component: ServicesGrid,
} );
