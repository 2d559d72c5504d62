/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { isRecord, list, str } from '../../lib/props';
import { Tabs, type TabsProps } from './tabs';

export function parseTabsProps( raw: unknown ): TabsProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) ) {
		return null;
	}
	const tabs = list( raw.tabs, ( tab ) =>
		str( tab.title )
			? { title: str( tab.title ), html: str( tab.html ) }
			: null
	);
	return tabs.length
		? { id: str( raw.id ), label: str( raw.label ), tabs }
		: null;
}

export default defineWidget( { parseProps: parseTabsProps, Component: Tabs } );
