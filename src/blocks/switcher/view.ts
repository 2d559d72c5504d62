/**
 * Internal dependencies
 */
import { isRecord, str } from '../../lib/props';
import { defineBehavior } from '../../runtime/widget';
import { mountSwitcher, type SwitcherProps } from './switcher';

/**
 * The switcher's settings; its two contents are the server's markup, not props.
 * @param raw The mount point's props.
 */
export function parseSwitcherProps( raw: unknown ): SwitcherProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) ) {
		return null;
	}
	return { id: str( raw.id ), label: str( raw.label ) };
}

export default defineBehavior( {
	parseProps: parseSwitcherProps,
	mount: mountSwitcher,
} );
