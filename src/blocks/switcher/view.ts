/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { isRecord, list, str } from '../../lib/props';
import { Switcher, type SwitcherProps } from './switcher';

export function parseSwitcherProps( raw: unknown ): SwitcherProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) ) {
		return null;
	}
	const items = list( raw.items, ( item ) =>
		str( item.title )
			? { title: str( item.title ), html: str( item.html ) }
			: null
	).slice( 0, 2 );
	const [ first, second ] = items;
	return first && second
		? {
				id: str( raw.id ),
				label: str( raw.label ) || second.title,
				items: [ first, second ],
			}
		: null;
}

export default defineWidget( {
	parseProps: parseSwitcherProps,
	Component: Switcher,
} );
