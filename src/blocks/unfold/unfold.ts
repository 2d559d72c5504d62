/**
 * A text folded to a height, made of the server's own markup: the text the server printed
 * (already filtered by `wp_kses_post`) is folded in place, never re-parsed or sent twice, and
 * a real button (`aria-expanded`, `aria-controls`) unfolds it with a max-height animation.
 * A text no taller than the fold gets no button.
 */

export interface UnfoldProps {
	id: string;
	height: number;
	more: string;
	less: string;
}

// A text at most this much taller than the fold is shown whole: a button to reveal one line
// would be more bother than the line.
const SLACK = 24;

/**
 * Folds the server's text and adds the button that unfolds it.
 * @param element The mount point, holding the server's `.vitrine-unfold__content`.
 * @param props   The settings.
 * @return A function that puts the server's markup back (tests).
 */
export function mountUnfold(
	element: HTMLElement,
	props: UnfoldProps
): () => void {
	const { id, height, more, less } = props;
	const content = element.querySelector< HTMLElement >(
		':scope > .vitrine-unfold__content'
	);
	if ( ! content ) {
		return () => undefined;
	}
	const doc = element.ownerDocument;
	const view = doc.defaultView ?? window;
	const fallback = content.cloneNode( false ) as HTMLElement;
	content.id = `${ id }-content`;
	const button = doc.createElement( 'button' );
	button.type = 'button';
	button.className = 'vitrine-unfold__button wp-element-button button';
	button.setAttribute( 'aria-controls', content.id );
	let expanded = false;

	const update = () => {
		// scrollHeight is the whole text whatever its max-height; 0 where nothing is laid out
		// (jsdom, a closed panel): folded then, as the stylesheet already shows it.
		const full = content.scrollHeight;
		const foldable = full === 0 || full > height + SLACK;
		content.classList.toggle( 'is-folded', foldable && ! expanded );
		content.style.maxHeight = foldable
			? `${ expanded ? Math.max( full, height ) : height }px`
			: '';
		button.setAttribute( 'aria-expanded', String( expanded ) );
		button.textContent = expanded ? less : more;
		if ( foldable && ! button.isConnected ) {
			content.after( button );
		} else if ( ! foldable ) {
			button.remove();
		}
	};
	button.addEventListener( 'click', () => {
		expanded = ! expanded;
		update();
	} );
	update();
	view.addEventListener( 'resize', update );
	return () => {
		view.removeEventListener( 'resize', update );
		button.remove();
		content.removeAttribute( 'id' );
		content.className = fallback.className;
		content.setAttribute( 'style', fallback.getAttribute( 'style' ) ?? '' );
	};
}
