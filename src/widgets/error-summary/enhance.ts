/**
 * The error summary's behaviour (plugin/src/Core/Forms/ErrorSummary.php), bundled into the
 * scripts of the pages that show one (the checkout's and the account page's view scripts): the
 * summary takes the focus when the page loads (its `autofocus` did it already where the
 * browser honours it on a non-control), and each of its links focuses the field it names
 * rather than only scrolling to it. Without a script the summary still has `autofocus` and
 * its links still lead to their fields.
 */

/**
 * Focuses the page's error summary and makes its links focus their fields.
 * @param doc The page.
 * @return The summary, or null when the page has none.
 */
export function enhanceErrorSummary( doc: Document ): HTMLElement | null {
	const summary = doc.querySelector< HTMLElement >(
		'[data-vitrine-error-summary]'
	);
	if ( ! summary ) {
		return null;
	}
	if ( doc.activeElement !== summary ) {
		summary.focus();
	}
	summary.addEventListener( 'click', ( event ) => {
		const link =
			event.target instanceof Element
				? event.target.closest( 'a[href^="#"]' )
				: null;
		const field = link
			? doc.getElementById(
					( link.getAttribute( 'href' ) ?? '' ).slice( 1 )
				)
			: null;
		if ( field ) {
			event.preventDefault();
			field.focus();
		}
	} );
	return summary;
}
