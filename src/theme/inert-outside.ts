/**
 * Makes everything on the page `inert` except the given elements (and their ancestors, so
 * they stay reachable): Tab and screen readers then stay inside an open panel and its
 * toggle, which is the focus trap of the theme's side panel without any React. Elements
 * that were already inert are left as they were when the returned function restores.
 *
 * @param keep Elements that stay interactive.
 * @param root Where to start (the body).
 * @return A function that removes the `inert` attributes it added.
 */
export function inertOutside(
	keep: readonly Element[],
	root: Element = document.body
): () => void {
	const changed: HTMLElement[] = [];
	const visit = ( parent: Element ): void => {
		for ( const child of Array.from( parent.children ) ) {
			if ( keep.includes( child ) ) {
				continue;
			}
			if ( keep.some( ( kept ) => child.contains( kept ) ) ) {
				visit( child );
			} else if (
				child instanceof HTMLElement &&
				! child.hasAttribute( 'inert' ) &&
				! [ 'SCRIPT', 'STYLE', 'TEMPLATE' ].includes( child.tagName )
			) {
				child.setAttribute( 'inert', '' );
				changed.push( child );
			}
		}
	};
	visit( root );
	return () =>
		changed
			.splice( 0 )
			.forEach( ( child ) => child.removeAttribute( 'inert' ) );
}
