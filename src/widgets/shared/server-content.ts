/**
 * A dialog that shows content the server already printed in its no-JS fallback (the
 * off-canvas panel, the widget popup) borrows that content instead of receiving it again as
 * HTML in its props: the nodes move into the dialog while it is open and go back into the
 * fallback when it closes. One copy of the markup on the page and in the download, nothing
 * re-parsed, and what a visitor typed or a widget inside did stays between openings; the
 * fallback is whole again for the launcher's "code did not come" path.
 */

/**
 * External dependencies
 */
import { useCallback, useRef } from '@wordpress/element';

/**
 * Moves every child of `from` into `to`.
 * @param from The server's content element.
 * @param to   The dialog's (empty) content element.
 * @return A function that moves them back.
 */
export function lendChildren( from: Element, to: Element ): () => void {
	to.append( ...Array.from( from.childNodes ) );
	return () => from.append( ...Array.from( to.childNodes ) );
}

/**
 * A callback ref for the dialog's content element: while that element is on the page it
 * holds the server's content, which goes back when it leaves (or `source` changes).
 * @param source The server's content element (null: the dialog shows nothing there).
 */
export function useServerContent( source: Element | null ) {
	const giveBack = useRef< ( () => void ) | null >( null );
	return useCallback(
		( target: HTMLElement | null ) => {
			giveBack.current?.();
			giveBack.current =
				source && target ? lendChildren( source, target ) : null;
		},
		[ source ]
	);
}
