/**
 * Keyboard movement between tabs, as in the WAI-ARIA tabs pattern (automatic activation):
 * Left/Right (Up/Down in a vertical list) move with wraparound, Home/End jump to the ends.
 */

/**
 * The index a key moves focus to, or null when the key is not a tab key.
 * @param current  Index of the focused tab.
 * @param key      `KeyboardEvent.key`.
 * @param count    Number of tabs.
 * @param vertical Whether the tab list is vertical.
 */
export function tabIndexForKey(
	current: number,
	key: string,
	count: number,
	vertical = false
): number | null {
	if ( count <= 0 ) {
		return null;
	}
	const previous = vertical ? 'ArrowUp' : 'ArrowLeft';
	const next = vertical ? 'ArrowDown' : 'ArrowRight';
	switch ( key ) {
		case previous:
			return ( current - 1 + count ) % count;
		case next:
			return ( current + 1 ) % count;
		case 'Home':
			return 0;
		case 'End':
			return count - 1;
		default:
			return null;
	}
}
