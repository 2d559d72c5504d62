/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { int, isRecord, list, str } from '../../lib/props';
import { Accordion, type AccordionProps } from './accordion';

export function parseAccordionProps( raw: unknown ): AccordionProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) ) {
		return null;
	}
	const items = list( raw.items, ( item ) =>
		str( item.title )
			? { title: str( item.title ), html: str( item.html ) }
			: null
	);
	return items.length
		? {
				id: str( raw.id ),
				items,
				multiple: raw.multiple === true,
				open: int( raw.open ),
			}
		: null;
}

export default defineWidget( {
	parseProps: parseAccordionProps,
	Component: Accordion,
} );
