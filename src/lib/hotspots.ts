/**
 * Hotspot placement: a click on the picture in the editor becomes a position in percent.
 */

export interface HotspotPoint {
	x: number;
	y: number;
}

/**
 * Where a click falls on a box, in percent of its width and height (one decimal, 0…100).
 * @param clientX    Click's clientX.
 * @param clientY    Click's clientY.
 * @param box        The picture's bounding box.
 * @param box.left   Left edge.
 * @param box.top    Top edge.
 * @param box.width  Width.
 * @param box.height Height.
 */
export function pointToPercent(
	clientX: number,
	clientY: number,
	box: { left: number; top: number; width: number; height: number }
): HotspotPoint {
	const axis = ( offset: number, length: number ) =>
		length > 0
			? Math.round(
					Math.min( 100, Math.max( 0, ( offset / length ) * 100 ) ) *
						10
				) / 10
			: 50;
	return {
		x: axis( clientX - box.left, box.width ),
		y: axis( clientY - box.top, box.height ),
	};
}

/**
 * Which side a tooltip opens on so it stays inside the picture: below markers in the top
 * half, above the others; towards the centre horizontally near the edges.
 * @param point Marker position.
 */
export function tooltipPlacement( point: HotspotPoint ): string {
	const vertical = point.y < 50 ? 'below' : 'above';
	if ( point.x < 25 ) {
		return `${ vertical } start`;
	}
	if ( point.x > 75 ) {
		return `${ vertical } end`;
	}
	return vertical;
}
