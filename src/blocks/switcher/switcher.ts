/**
 * Two contents and a switch between them, made of the server's own markup: the two panels the
 * server printed (already filtered by `wp_kses_post`) are kept and swapped in place, never
 * re-parsed or sent twice. The switch is a `role="switch"` button (checked: the second
 * content); the labels on either side choose their content on click too.
 */

export interface SwitcherProps {
	id: string;
	label: string;
}

/**
 * One of the labels beside the switch: a mouse convenience, the switch is the keyboard's
 * control.
 * @param doc   The document.
 * @param panel The panel it names.
 */
function labelFor( doc: Document, panel: HTMLElement ) {
	const label = doc.createElement( 'span' );
	label.className = 'vitrine-switcher__label';
	label.textContent =
		panel.querySelector( '.vitrine-switcher__heading' )?.textContent ?? '';
	return label;
}

/**
 * Adds the switch and shows one of the server's panels at a time.
 * @param element The mount point, holding the server's two `.vitrine-switcher__panel`.
 * @param props   The settings.
 * @return A function that puts the server's markup back (tests).
 */
export function mountSwitcher(
	element: HTMLElement,
	props: SwitcherProps
): () => void {
	const panels = Array.from(
		element.querySelectorAll< HTMLElement >(
			':scope > .vitrine-switcher__panel'
		)
	);
	const [ first, other ] = panels;
	if ( ! first || ! other ) {
		return () => undefined;
	}
	const doc = element.ownerDocument;
	const control = doc.createElement( 'div' );
	control.className = 'vitrine-switcher__control';
	const labels = [ labelFor( doc, first ), labelFor( doc, other ) ] as const;
	const toggle = doc.createElement( 'button' );
	toggle.type = 'button';
	toggle.className = 'vitrine-switcher__switch';
	toggle.setAttribute( 'role', 'switch' );
	toggle.setAttribute( 'aria-label', props.label );
	toggle.setAttribute( 'aria-controls', `${ props.id }-panel` );
	const thumb = doc.createElement( 'span' );
	thumb.className = 'vitrine-switcher__thumb';
	toggle.append( thumb );
	control.append( labels[ 0 ], toggle, labels[ 1 ] );
	// The shown panel lives here; the other waits outside the page, so that only one is read.
	const shown = doc.createElement( 'div' );
	shown.id = `${ props.id }-panel`;
	shown.className = 'vitrine-switcher__shown';
	shown.setAttribute( 'aria-live', 'polite' );
	first.before( control, shown );
	other.remove();
	panels.forEach( ( panel ) => panel.classList.add( 'is-shown' ) );

	const choose = ( second: boolean ) => {
		toggle.setAttribute( 'aria-checked', String( second ) );
		labels[ 0 ].classList.toggle( 'is-active', ! second );
		labels[ 1 ].classList.toggle( 'is-active', second );
		const panel = second ? other : first;
		if ( shown.firstChild !== panel ) {
			shown.replaceChildren( panel );
		}
	};
	toggle.addEventListener( 'click', () =>
		choose( toggle.getAttribute( 'aria-checked' ) !== 'true' )
	);
	labels[ 0 ].addEventListener( 'click', () => choose( false ) );
	labels[ 1 ].addEventListener( 'click', () => choose( true ) );
	choose( false );
	return () => {
		panels.forEach( ( panel ) => panel.classList.remove( 'is-shown' ) );
		element.replaceChildren( first, other );
	};
}
