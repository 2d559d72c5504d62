/**
 * The expanding search form (docs/product-spec.md §2 "a search form that opens and closes", §5 "submitting
 * with the expanded field empty just closes the field"): a search link opens the form in
 * place and puts the cursor in the field. Escape closes it and returns the focus to the
 * toggle; sending it empty just closes it (an empty search is not a search); the focus
 * leaving it, or a second click on the toggle, closes it too. The theme's header uses it.
 *
 * Markup (plugin `SearchForm`): `<a href="/?s=" data-vitrine-search-toggle>` and
 * `<div id="…" data-vitrine-search-panel hidden>` holding the search form. Without this
 * script the toggle stays what it is, a link to the search page and its form.
 */

const OPEN_CLASS = 'has-open-search';

/**
 * Wires the toggle to its panel. Returns a function that removes the listeners.
 *
 * @param toggle The search link, made a toggle button.
 * @param panel  The hidden panel holding the search form.
 */
export function initExpandingSearch(
	toggle: HTMLElement,
	panel: HTMLElement
): () => void {
	const form = panel.querySelector( 'form' );
	const field = panel.querySelector< HTMLInputElement >( 'input[name="s"]' );

	// The link becomes a button that opens the form in place.
	toggle.setAttribute( 'role', 'button' );
	toggle.setAttribute( 'aria-controls', panel.id );
	toggle.setAttribute( 'aria-expanded', 'false' );

	const isOpen = (): boolean =>
		toggle.getAttribute( 'aria-expanded' ) === 'true';

	const setOpen = ( open: boolean, focus: 'field' | 'toggle' | null ) => {
		toggle.setAttribute( 'aria-expanded', String( open ) );
		panel.hidden = ! open;
		document.documentElement.classList.toggle( OPEN_CLASS, open );
		if ( focus === 'field' ) {
			field?.focus();
		} else if ( focus === 'toggle' ) {
			toggle.focus();
		}
	};

	const onToggle = ( event: Event ): void => {
		event.preventDefault();
		if ( isOpen() ) {
			setOpen( false, 'toggle' );
		} else {
			setOpen( true, 'field' );
		}
	};

	// A link answers Enter by itself; a button also answers Space.
	const onToggleKey = ( event: KeyboardEvent ): void => {
		if ( event.key === ' ' ) {
			onToggle( event );
		}
	};

	const onKeyDown = ( event: KeyboardEvent ): void => {
		if ( event.key === 'Escape' && isOpen() ) {
			setOpen( false, 'toggle' );
		}
	};

	const onSubmit = ( event: SubmitEvent ): void => {
		if ( field && field.value.trim() === '' ) {
			event.preventDefault();
			setOpen( false, 'toggle' );
		}
	};

	const onFocusOut = ( event: FocusEvent ): void => {
		const next = event.relatedTarget as Node | null;
		if (
			isOpen() &&
			next &&
			! panel.contains( next ) &&
			! toggle.contains( next )
		) {
			setOpen( false, null );
		}
	};

	toggle.addEventListener( 'click', onToggle );
	toggle.addEventListener( 'keydown', onToggleKey );
	document.addEventListener( 'keydown', onKeyDown );
	form?.addEventListener( 'submit', onSubmit );
	panel.addEventListener( 'focusout', onFocusOut );

	return () => {
		setOpen( false, null );
		toggle.removeEventListener( 'click', onToggle );
		toggle.removeEventListener( 'keydown', onToggleKey );
		document.removeEventListener( 'keydown', onKeyDown );
		form?.removeEventListener( 'submit', onSubmit );
		panel.removeEventListener( 'focusout', onFocusOut );
	};
}
