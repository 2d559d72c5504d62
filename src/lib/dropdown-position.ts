/**
 * Where to put a dropdown so it stays inside the viewport: pure geometry, no DOM.
 */

/** Space kept between a dropdown and the viewport's edges, in pixels. */
export const DROPDOWN_SPACING = 10;

/** The horizontal extent of a box, as `getBoundingClientRect()` reports it. */
export interface HorizontalRect {
	left: number;
	width: number;
}

/**
 * How far to move a dropdown horizontally so it stays inside the viewport with `spacing`
 * pixels to spare on both sides: negative moves it left, positive right, 0 leaves it.
 *
 * `rect` is the dropdown's natural position (without any shift applied). A dropdown wider
 * than the room available is aligned with the left edge, so its start stays readable.
 *
 * @param rect          The dropdown's natural horizontal extent.
 * @param viewportWidth The viewport's width (`document.documentElement.clientWidth`).
 * @param spacing       Space to keep from the edges.
 */
export function dropdownShift(
	rect: HorizontalRect,
	viewportWidth: number,
	spacing: number = DROPDOWN_SPACING
): number {
	const minLeft = spacing;
	const maxRight = viewportWidth - spacing;
	if ( rect.width > maxRight - minLeft || rect.left < minLeft ) {
		return minLeft - rect.left;
	}
	const overflow = rect.left + rect.width - maxRight;
	return overflow > 0 ? -overflow : 0;
}

/** Where a nested dropdown (one that opens beside its parent item) should go. */
export interface NestedPlacement {
	/** Open on the left of the parent item instead of the right. */
	flip: boolean;
	/** Horizontal shift still needed after flipping (see `dropdownShift`). */
	shift: number;
}

/**
 * Places a nested dropdown that opens to the right of its parent item: when it would
 * overflow the right edge, it opens to the left instead if that fits better; whatever
 * still overflows is shifted.
 *
 * @param rect          The nested dropdown's natural extent, opening to the right.
 * @param parent        The parent dropdown's extent (the flipped dropdown ends at its left).
 * @param viewportWidth The viewport's width.
 * @param spacing       Space to keep from the edges.
 * @param gap           Space between the parent and the nested dropdown.
 */
export function placeNestedDropdown(
	rect: HorizontalRect,
	parent: HorizontalRect,
	viewportWidth: number,
	spacing: number = DROPDOWN_SPACING,
	gap = 0
): NestedPlacement {
	const shift = dropdownShift( rect, viewportWidth, spacing );
	if ( shift >= 0 ) {
		return { flip: false, shift };
	}
	const flipped = { left: parent.left - gap - rect.width, width: rect.width };
	const flippedShift = dropdownShift( flipped, viewportWidth, spacing );
	return Math.abs( flippedShift ) < Math.abs( shift )
		? { flip: true, shift: flippedShift }
		: { flip: false, shift };
}
