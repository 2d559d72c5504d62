/**
 * The controls Tab reaches inside an element, in order. A file of its own: the modal needs only
 * this, and a module's unused exports stay in every chunk that imports it when another chunk
 * uses them (the focus trap, kept by the age gate and the events calendar).
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
