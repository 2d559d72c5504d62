/**
 * The controls Tab reaches inside an element, in order (the modal's Tab wrap, a panel's first
 * control). A file of its own, so a chunk that needs only this brings nothing else.
 */

const FOCUSABLE = [
	'a[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'[tabindex]:not([tabindex="-1"])',
].join( ',' );

/**
 * @param root The element to look in.
 */
export function focusableIn( root: HTMLElement ): HTMLElement[] {
	return Array.from(
		root.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter( ( element ) => ! element.closest( '[hidden]' ) );
}
