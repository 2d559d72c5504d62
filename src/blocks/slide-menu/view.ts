/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { isRecord, str } from '../../lib/props';
import { readMenu } from '../../lib/slide-menu';
import { SlideMenu, type SlideMenuProps } from './slide-menu';

export function parseSlideMenuProps( raw: unknown ): SlideMenuProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) ) {
		return null;
	}
	const items = readMenu( raw.items );
	return items.length
		? { id: str( raw.id ), label: str( raw.label ), items }
		: null;
}

export default defineWidget( {
	parseProps: parseSlideMenuProps,
	Component: SlideMenu,
} );
