/**
 * The backdrop and spinner a launcher shows between a visitor's click and the moment its
 * dialog's code has arrived, so the click is answered at once. Styled by the widget's own
 * stylesheet: `{block}__backdrop is-loading` and `{block}__spinner`.
 * @param element The launcher's mount point.
 * @param block   The widget's class block, such as `vitrine-popup`.
 * @param label   What a screen reader announces.
 * @return A function that removes the backdrop.
 */
export function showLoadingBackdrop(
	element: HTMLElement,
	block: string,
	label: string
): () => void {
	const backdrop = document.createElement( 'div' );
	backdrop.className = `${ block }__backdrop is-loading`;
	const spinner = document.createElement( 'span' );
	spinner.className = `${ block }__spinner`;
	spinner.setAttribute( 'role', 'status' );
	const text = document.createElement( 'span' );
	text.className = 'screen-reader-text';
	text.textContent = label;
	spinner.append( text );
	backdrop.append( spinner );
	element.append( backdrop );
	return () => backdrop.remove();
}
