/**
 * Toggle / accordion following the WAI-ARIA accordion pattern, made of the server's own
 * markup: each `<details>` the server printed becomes a heading with a button (its summary's
 * nodes) that has `aria-expanded` and controls a region holding the section's content (the
 * server's nodes, moved, never re-parsed or sent twice). Up/Down arrows move between the
 * buttons, Home/End jump to the ends. Panels open with a height animation (CSS grid rows).
 */

export interface AccordionProps {
	id: string;
	multiple: boolean;
	open: number;
}

const KEYS: Record< string, ( index: number, count: number ) => number > = {
	ArrowDown: ( index, count ) => ( index + 1 ) % count,
	ArrowUp: ( index, count ) => ( index - 1 + count ) % count,
	Home: () => 0,
	End: ( _index, count ) => count - 1,
};

/**
 * One section: the heading's button and the panel, built around the details' own nodes.
 * @param details The server's section.
 * @param id      The accordion's id.
 * @param index   The section's position.
 */
function section( details: HTMLDetailsElement, id: string, index: number ) {
	const doc = details.ownerDocument;
	const item = doc.createElement( 'div' );
	item.className = 'vitrine-accordion__item';
	const heading = doc.createElement( 'h3' );
	heading.className = 'vitrine-accordion__heading';
	const button = doc.createElement( 'button' );
	button.type = 'button';
	button.className = 'vitrine-accordion__title';
	button.id = `${ id }-button-${ index }`;
	button.setAttribute( 'aria-controls', `${ id }-panel-${ index }` );
	const summary = details.querySelector( ':scope > summary' );
	button.append( ...Array.from( summary?.childNodes ?? [] ) );
	heading.append( button );
	const panel = doc.createElement( 'div' );
	panel.className = 'vitrine-accordion__panel';
	panel.id = `${ id }-panel-${ index }`;
	panel.setAttribute( 'role', 'region' );
	panel.setAttribute( 'aria-labelledby', button.id );
	summary?.remove();
	panel.append( ...Array.from( details.childNodes ) );
	item.append( heading, panel );
	details.replaceWith( item );
	return { item, button };
}

/**
 * Turns the server's sections into the accordion.
 * @param element The mount point, holding the server's `<details>`.
 * @param props   The settings.
 * @return A function that puts the server's markup back (tests).
 */
export function mountAccordion(
	element: HTMLElement,
	props: AccordionProps
): () => void {
	const { id, multiple, open } = props;
	const fallback = Array.from( element.childNodes ).map( ( node ) =>
		node.cloneNode( true )
	);
	const sections = Array.from(
		element.querySelectorAll< HTMLDetailsElement >(
			':scope > details.vitrine-accordion__item'
		)
	).map( ( details, index ) => section( details, id, index ) );
	const setOpen = ( index: number, isOpen: boolean ) => {
		const { item, button } = sections[ index ]!;
		item.classList.toggle( 'is-open', isOpen );
		button.setAttribute( 'aria-expanded', String( isOpen ) );
	};
	sections.forEach( ( _section, index ) =>
		setOpen( index, index === open - 1 )
	);
	sections.forEach( ( { button }, index ) => {
		button.addEventListener( 'click', () => {
			const isOpen = button.getAttribute( 'aria-expanded' ) !== 'true';
			if ( isOpen && ! multiple ) {
				sections.forEach( ( _other, other ) =>
					setOpen( other, false )
				);
			}
			setOpen( index, isOpen );
		} );
		button.addEventListener( 'keydown', ( event ) => {
			const move = KEYS[ event.key ];
			if ( move ) {
				event.preventDefault();
				sections[ move( index, sections.length ) ]?.button.focus();
			}
		} );
	} );
	return () => element.replaceChildren( ...fallback );
}
