/**
 * Where a floating box (the add-to-cart confirmation) goes inside its container so that it
 * covers none of the container's controls: pure geometry in viewport coordinates, no DOM.
 *
 * The rule: the box goes in the preferred bottom corner of the container's visible area; when a
 * control lies there, it goes to the nearest place that covers none, found among the corners and
 * the edges of the controls (beside, above or below one); when there is no such place, the
 * preferred corner all the same.
 */

/** A rectangle as `getBoundingClientRect()` reports it. */
export interface Rect {
	top: number;
	left: number;
	width: number;
	height: number;
}

export interface FreePlacement {
	top: number;
	left: number;
	/** False when every place covers a control (the preferred corner is returned). */
	free: boolean;
}

/** Space kept from the container's edges (the box's old `inset: 1rem`). */
export const PLACEMENT_MARGIN = 16;
/** Space kept from a control. */
export const PLACEMENT_GAP = 8;

const right = ( rect: Rect ) => rect.left + rect.width;
const bottom = ( rect: Rect ) => rect.top + rect.height;

/**
 * Whether two rectangles overlap once `gap` is kept around the second (touching is not).
 * @param a   One.
 * @param b   The other.
 * @param gap Room kept around `b`.
 */
function overlaps( a: Rect, b: Rect, gap: number ): boolean {
	return (
		a.left < right( b ) + gap &&
		b.left - gap < right( a ) &&
		a.top < bottom( b ) + gap &&
		b.top - gap < bottom( a )
	);
}

/**
 * The positions along one axis the box may take: the container's two ends and each side of
 * each control, kept inside the container (a box longer than the room starts at its start).
 * @param start     The container's start.
 * @param end       The container's end.
 * @param length    The box's length.
 * @param edges     The controls' start and end.
 * @param preferEnd Whether the preferred end is `end`.
 */
function positions(
	start: number,
	end: number,
	length: number,
	edges: Array< [ number, number ] >,
	preferEnd: boolean
): number[] {
	const min = start + PLACEMENT_MARGIN;
	const max = end - PLACEMENT_MARGIN - length;
	if ( max <= min ) {
		return [ min ];
	}
	const all = [ preferEnd ? max : min, preferEnd ? min : max ];
	for ( const [ from, to ] of edges ) {
		all.push( from - PLACEMENT_GAP - length, to + PLACEMENT_GAP );
	}
	return all.filter( ( value ) => value >= min && value <= max );
}

/**
 * Where the box goes (viewport coordinates, for `position: fixed`).
 * @param container  The container's visible area (the viewport, or an open dialog's).
 * @param box        The box's size.
 * @param box.width  Width.
 * @param box.height Height.
 * @param controls   The controls the box must not cover.
 * @param corner     The preferred bottom corner: the inline end, `right` unless right-to-left.
 */
export function placeInFreeSpace(
	container: Rect,
	box: { width: number; height: number },
	controls: Rect[],
	corner: 'right' | 'left' = 'right'
): FreePlacement {
	const inside = controls.filter(
		( control ) =>
			control.width > 0 &&
			control.height > 0 &&
			overlaps( control, container, 0 )
	);
	const lefts = positions(
		container.left,
		right( container ),
		box.width,
		inside.map( ( control ) => [ control.left, right( control ) ] ),
		corner === 'right'
	);
	const tops = positions(
		container.top,
		bottom( container ),
		box.height,
		inside.map( ( control ) => [ control.top, bottom( control ) ] ),
		true
	);
	const [ preferredLeft, preferredTop ] = [ lefts[ 0 ]!, tops[ 0 ]! ];
	const candidates = lefts
		.flatMap( ( left ) => tops.map( ( top ) => ( { top, left } ) ) )
		.map( ( place ) => ( {
			...place,
			distance:
				( place.left - preferredLeft ) ** 2 +
				( place.top - preferredTop ) ** 2,
		} ) )
		.sort( ( a, b ) => a.distance - b.distance );
	const found = candidates.find(
		( { top, left } ) =>
			! inside.some( ( control ) =>
				overlaps( { top, left, ...box }, control, PLACEMENT_GAP )
			)
	);
	return found
		? { top: found.top, left: found.left, free: true }
		: { top: preferredTop, left: preferredLeft, free: false };
}
