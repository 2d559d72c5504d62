/**
 * Internal dependencies
 */
import { int, isRecord, str } from '../../lib/props';
import { defineBehavior } from '../../runtime/widget';
import { mountAccordion, type AccordionProps } from './accordion';

/**
 * The accordion's settings; its sections are the server's markup, not props.
 * @param raw The mount point's props.
 */
export function parseAccordionProps( raw: unknown ): AccordionProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) ) {
		return null;
	}
	return {
		id: str( raw.id ),
		multiple: raw.multiple === true,
		open: int( raw.open ),
	};
}

export default defineBehavior( {
	parseProps: parseAccordionProps,
	mount: mountAccordion,
} );
