/**
 * Internal dependencies
 */
import { isRecord, str } from '../../lib/props';
import { defineBehavior } from '../../runtime/widget';
import { mountTabs, type TabsProps } from './tabs';

/**
 * The tabs' settings; the tab list and the panels are the server's markup, not props.
 * @param raw The mount point's props.
 */
export function parseTabsProps( raw: unknown ): TabsProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) ) {
		return null;
	}
	return { id: str( raw.id ) };
}

export default defineBehavior( {
	parseProps: parseTabsProps,
	mount: mountTabs,
} );
