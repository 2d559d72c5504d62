/**
 * External dependencies
 */
import { useEffect, useRef, type RefObject } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { focusableIn } from './focusable';

export { focusableIn };

/**
 * Keeps keyboard focus inside `ref` while mounted: Tab and Shift+Tab wrap around, focus that
 * escapes (e.g. to the address bar and back) is pulled back in, and Escape calls `onEscape`.
 * @param ref
 * @param onEscape
 */
export function useFocusTrap(
	ref: RefObject< HTMLElement >,
	onEscape: () => void
): void {
	const escape = useRef( onEscape );
	escape.current = onEscape;

	useEffect( () => {
		const onKeyDown = ( event: KeyboardEvent ) => {
			const root = ref.current;
			if ( ! root ) {
				return;
			}
			if ( event.key === 'Escape' ) {
				event.preventDefault();
				event.stopPropagation();
				escape.current();
				return;
			}
			if ( event.key !== 'Tab' ) {
				return;
			}
			const items = focusableIn( root );
			const first = items[ 0 ];
			const last = items[ items.length - 1 ];
			if ( ! first || ! last ) {
				event.preventDefault();
				root.focus();
				return;
			}
			const active = root.ownerDocument.activeElement;
			const inside = active instanceof Node && root.contains( active );
			if (
				event.shiftKey &&
				( ! inside || active === first || active === root )
			) {
				event.preventDefault();
				last.focus();
			} else if ( ! event.shiftKey && ( ! inside || active === last ) ) {
				event.preventDefault();
				first.focus();
			}
		};
		const onFocusIn = ( event: FocusEvent ) => {
			const root = ref.current;
			if (
				root &&
				event.target instanceof Node &&
				! root.contains( event.target )
			) {
				( focusableIn( root )[ 0 ] ?? root ).focus();
			}
		};
		document.addEventListener( 'keydown', onKeyDown, true );
		document.addEventListener( 'focusin', onFocusIn );
		return () => {
			document.removeEventListener( 'keydown', onKeyDown, true );
			document.removeEventListener( 'focusin', onFocusIn );
		};
	}, [ ref ] );
}
