/**
 * The fullscreen variant: the search link opens the form in an overlay (see ./overlay, loaded
 * on first use). Closing it (Escape, the close button, the backdrop, or sending it empty)
 * gives the focus back to the link. Without this script the link leads to the search page.
 */

const loadOverlay = () =>
	import( /* webpackChunkName: "search-form-overlay" */ './overlay' );

/**
 * Wires the toggle to the overlay. Returns a function that removes the listeners.
 * @param toggle The search link, made a button.
 * @param panel  The hidden panel holding the form.
 * @param label  The overlay's name.
 */
export function initFullscreenSearch(
	toggle: HTMLElement,
	panel: HTMLElement,
	label: string
): () => void {
	const form = panel.querySelector( 'form' );
	const field = panel.querySelector< HTMLInputElement >( 'input[name="s"]' );
	let close: ( () => void ) | null = null;
	let opening = false;

	toggle.setAttribute( 'role', 'button' );
	toggle.setAttribute( 'aria-haspopup', 'dialog' );
	toggle.setAttribute( 'aria-expanded', 'false' );

	const onClosed = () => {
		close?.();
		close = null;
		toggle.setAttribute( 'aria-expanded', 'false' );
		toggle.focus();
	};

	const open = ( event: Event ) => {
		event.preventDefault();
		if ( close || opening ) {
			return;
		}
		opening = true;
		loadOverlay().then(
			( { openOverlay } ) => {
				opening = false;
				toggle.setAttribute( 'aria-expanded', 'true' );
				close = openOverlay( panel, label, onClosed );
			},
			() => {
				opening = false;
				// The chunk failed (offline): the link's own page still searches.
				window.location.assign( toggle.getAttribute( 'href' ) ?? '/' );
			}
		);
	};
	const onKey = ( event: KeyboardEvent ) => {
		if ( event.key === ' ' ) {
			open( event );
		}
	};
	const onSubmit = ( event: SubmitEvent ) => {
		if ( close && field && field.value.trim() === '' ) {
			event.preventDefault();
			onClosed();
		}
	};

	toggle.addEventListener( 'click', open );
	toggle.addEventListener( 'keydown', onKey );
	form?.addEventListener( 'submit', onSubmit );
	return () => {
		close?.();
		close = null;
		toggle.removeEventListener( 'click', open );
		toggle.removeEventListener( 'keydown', onKey );
		form?.removeEventListener( 'submit', onSubmit );
	};
}
