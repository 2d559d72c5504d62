/**
 * Quick view rules without a DOM: timings and stepping through a product list.
 */

/** Time between closing the popup and removing it (its fade-out), in ms (docs/product-spec.md §9). */
export const QUICK_VIEW_REMOVAL_DELAY = 500;

/**
 * The index of the previous or next product of a list, wrapping around at both ends.
 * @param count     Number of products in the list.
 * @param current   Index of the product shown.
 * @param direction -1 for previous, 1 for next.
 * @return The index to show, or -1 when the list has no other product.
 */
export function stepIndex(
	count: number,
	current: number,
	direction: -1 | 1
): number {
	if ( count < 2 || current < 0 || current >= count ) {
		return -1;
	}
	return ( current + direction + count ) % count;
}
