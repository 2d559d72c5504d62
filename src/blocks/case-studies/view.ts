/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { image, int, isRecord, list, str } from '../../lib/props';
import { CaseStudies, type CaseStudiesProps } from './case-studies';

export function parseCaseStudiesProps( raw: unknown ): CaseStudiesProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const items = list( raw.items, ( item ) =>
		int( item.id ) > 0
			? {
					id: int( item.id ),
					title: str( item.title ),
					excerpt: str( item.excerpt ),
					client: str( item.client ),
					url: str( item.url ),
					image: image( item.image ),
				}
			: null
	);
	return items.length ? { items } : null;
}

export default defineWidget( {
	parseProps: parseCaseStudiesProps,
	Component: CaseStudies,
} );
