/**
 * A copy of server markup shown while the original stays on the page (a map pin's popup copies
 * its place from the list of places) must not repeat the original's ids: two elements with one
 * id make `getElementById`, `<label for>` and every `aria-*` reference ambiguous. The copy's
 * ids get a suffix, and the references inside the copy that named them follow; a reference to
 * an element outside the copy is left as it was.
 */

/** Attributes holding one id or a space-separated list of ids. */
export const ID_REFERENCES = [
	'aria-activedescendant',
	'aria-controls',
	'aria-describedby',
	'aria-details',
	'aria-errormessage',
	'aria-flowto',
	'aria-labelledby',
	'aria-owns',
	'for',
	'headers',
	'list',
] as const;

/**
 * An id reference list with the renamed ids replaced.
 * @param value   The attribute's value (`"a b"`).
 * @param renamed Old id to new id.
 * @return The value with each renamed id replaced, the others kept, spacing normalised.
 */
export function renameIdReferences(
	value: string,
	renamed: ReadonlyMap< string, string >
): string {
	return value
		.split( /\s+/ )
		.filter( Boolean )
		.map( ( id ) => renamed.get( id ) ?? id )
		.join( ' ' );
}

/**
 * Gives every id inside a copied node a suffix, and points the copy's references (the
 * attributes of ID_REFERENCES, and in-page links `href="#id"`) at the renamed ids.
 * @param copy   The copy, not yet in the document (or its children's container).
 * @param suffix Appended to each id (`-copy-3`): unique per copy shown at once.
 * @return The copy.
 */
export function renameCopiedIds< T extends Element | DocumentFragment >(
	copy: T,
	suffix: string
): T {
	const renamed = new Map< string, string >();
	for ( const element of Array.from( copy.querySelectorAll( '[id]' ) ) ) {
		renamed.set( element.id, `${ element.id }${ suffix }` );
		element.id = `${ element.id }${ suffix }`;
	}
	if ( copy instanceof Element && copy.id ) {
		renamed.set( copy.id, `${ copy.id }${ suffix }` );
		copy.id = `${ copy.id }${ suffix }`;
	}
	if ( ! renamed.size ) {
		return copy;
	}
	const referring = [
		...( copy instanceof Element ? [ copy ] : [] ),
		...Array.from( copy.querySelectorAll( '*' ) ),
	];
	for ( const element of referring ) {
		for ( const name of ID_REFERENCES ) {
			const value = element.getAttribute( name );
			if ( value !== null ) {
				element.setAttribute(
					name,
					renameIdReferences( value, renamed )
				);
			}
		}
		const href = element.getAttribute( 'href' );
		if ( href?.startsWith( '#' ) && renamed.has( href.slice( 1 ) ) ) {
			element.setAttribute(
				'href',
				`#${ renamed.get( href.slice( 1 ) ) }`
			);
		}
	}
	return copy;
}
