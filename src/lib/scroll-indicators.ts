/**
 * Scroll indicator math: progress through the page and which section is being read.
 */

/** A section counts as current once its top is within this many px of the viewport's top. */
export const SECTION_OFFSET = 120;

/**
 * Progress through the page, 0…1 (1 on a page that does not scroll).
 * @param scrollY        Current scroll position.
 * @param documentHeight Full height of the document.
 * @param viewportHeight Viewport height.
 */
export function scrollProgress(
	scrollY: number,
	documentHeight: number,
	viewportHeight: number
): number {
	const range = documentHeight - viewportHeight;
	if ( range <= 0 ) {
		return 1;
	}
	return Math.min( 1, Math.max( 0, scrollY / range ) );
}

/**
 * The section being read: the last whose top has passed the offset line, -1 above the first.
 * @param tops   Each section's top relative to the viewport, in document order.
 * @param offset Distance of the line from the viewport's top.
 */
export function currentSection(
	tops: number[],
	offset: number = SECTION_OFFSET
): number {
	let current = -1;
	tops.forEach( ( top, index ) => {
		if ( top <= offset ) {
			current = index;
		}
	} );
	return current;
}

/**
 * An id for a heading without one: its text, lowercase, with dashes, made unique.
 * @param text  Heading text.
 * @param taken Ids already in the document.
 */
export function sectionId(
	text: string,
	taken: ReadonlySet< string >
): string {
	const base =
		'section-' +
		( text
			.toLowerCase()
			.normalize( 'NFKD' )
			.replace( /[\u0300-\u036f]/g, '' )
			.replace( /[^a-z0-9]+/g, '-' )
			.replace( /^-+|-+$/g, '' ) || 'untitled' );
	let id = base;
	for ( let n = 2; taken.has( id ); n++ ) {
		id = `${ base }-${ n }`;
	}
	return id;
}
