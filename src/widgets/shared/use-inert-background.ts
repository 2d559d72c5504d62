/**
 * The page behind a dialog made `inert`, shared by the modal and the off-canvas panel (which
 * imports it from here, so it brings none of the modal's styles).
 */

/**
 * External dependencies
 */
import { useEffect, type RefObject } from '@wordpress/element';

/**
 * Marks every other child of <body> `inert` while mounted (screen readers and Tab skip the
 * page behind the dialog), and restores what was there before.
 * @param ref
 */
export function useInertBackground( ref: RefObject< HTMLElement > ): void {
	useEffect( () => {
		const node = ref.current;
		if ( ! node ) {
			return;
		}
		const branch = Array.from( document.body.children ).find( ( child ) =>
			child.contains( node )
		);
		const changed = Array.from( document.body.children ).filter(
			( child ): child is HTMLElement =>
				child !== branch &&
				child instanceof HTMLElement &&
				! child.hasAttribute( 'inert' )
		);
		changed.forEach( ( child ) => child.setAttribute( 'inert', '' ) );
		return () =>
			changed.forEach( ( child ) => child.removeAttribute( 'inert' ) );
	}, [ ref ] );
}
