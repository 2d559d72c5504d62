/**
 * Internal dependencies
 */
import { logicalJoin, WIDGET_ID } from '../../lib/loop-filter';
import { isRecord, list, str } from '../../lib/props';
import { defineWidget } from '../../runtime/widget';
import { LoopFilter, type LoopFilterProps } from './loop-filter';

/**
 * Props printed by PHP `TaxonomyFilter`. A join other than AND/OR disables the filter.
 * @param raw
 */
export function parseLoopFilterProps( raw: unknown ): LoopFilterProps | null {
	const join = isRecord( raw ) ? logicalJoin( raw.join ) : null;
	if (
		! isRecord( raw ) ||
		! join ||
		! WIDGET_ID.test( str( raw.target ) )
	) {
		return null;
	}
	return {
		target: str( raw.target ),
		taxonomy: str( raw.taxonomy ),
		join,
		label: str( raw.label ),
		terms: list( raw.terms, ( term ) =>
			str( term.slug ) !== ''
				? { slug: str( term.slug ), name: str( term.name ) }
				: null
		),
	};
}

export default defineWidget( {
	parseProps: parseLoopFilterProps,
	Component: LoopFilter,
} );
