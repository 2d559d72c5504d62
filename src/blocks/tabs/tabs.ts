/**
 * Tabs with a sliding underline (400 ms), made of the server's own markup: the tab list, its
 * buttons and every panel are printed by the server (the panels' HTML already filtered by
 * `wp_kses_post`) and are kept as they are, never re-parsed or sent twice. The behaviour
 * follows the WAI-ARIA tabs pattern with automatic activation: one tab in the tab order, the
 * arrow keys move between tabs (with wraparound) and select them, Home/End jump to the ends
 * (`src/lib/tabs.ts`), a click selects.
 */

/**
 * Internal dependencies
 */
import { debounce, RESIZE_DEBOUNCE_MS } from '../../lib/debounce';
import { tabIndexForKey } from '../../lib/tabs';

export interface TabsProps {
	id: string;
}

/**
 * Makes the server's tabs work.
 * @param element The mount point, holding the server's `.vitrine-tabs__list` and panels
 *                (Tabs.php); each tab's `aria-controls` names its panel.
 * @return A function that removes the behaviour and puts the server's state back (tests).
 */
export function mountTabs( element: HTMLElement ): () => void {
	const list = element.querySelector< HTMLElement >(
		':scope > .vitrine-tabs__list'
	);
	const tabs = Array.from(
		list?.querySelectorAll< HTMLButtonElement >( '[role="tab"]' ) ?? []
	);
	const doc = element.ownerDocument;
	const panels = tabs.map( ( tab ) =>
		doc.getElementById( tab.getAttribute( 'aria-controls' ) ?? '' )
	);
	const underline = list?.querySelector< HTMLElement >(
		'.vitrine-tabs__underline'
	);
	if ( ! list || ! tabs.length || panels.some( ( panel ) => ! panel ) ) {
		return () => undefined;
	}
	const initial = Math.max(
		0,
		tabs.findIndex(
			( tab ) => tab.getAttribute( 'aria-selected' ) === 'true'
		)
	);
	let selected = initial;

	const measure = () => {
		const tab = tabs[ selected ];
		if ( underline && tab ) {
			underline.style.width = `${ tab.offsetWidth }px`;
			underline.style.transform = `translateX(${ tab.offsetLeft }px)`;
			underline.classList.add( 'is-measured' );
		}
	};
	const select = ( index: number ) => {
		selected = index;
		tabs.forEach( ( tab, other ) => {
			const isSelected = other === index;
			tab.setAttribute( 'aria-selected', String( isSelected ) );
			tab.tabIndex = isSelected ? 0 : -1;
			panels[ other ]?.classList.toggle( 'is-selected', isSelected );
			panels[ other ]?.toggleAttribute( 'hidden', ! isSelected );
		} );
		measure();
	};
	const onClick = ( event: MouseEvent ) => {
		const index = tabs.findIndex( ( tab ) =>
			tab.contains( event.target as Node )
		);
		if ( index >= 0 ) {
			select( index );
		}
	};
	const onKeyDown = ( event: KeyboardEvent ) => {
		const next = tabIndexForKey( selected, event.key, tabs.length );
		if ( next === null ) {
			return;
		}
		event.preventDefault();
		select( next );
		tabs[ next ]?.focus();
	};
	const onResize = debounce( measure, RESIZE_DEBOUNCE_MS );
	list.addEventListener( 'click', onClick );
	list.addEventListener( 'keydown', onKeyDown );
	doc.defaultView?.addEventListener( 'resize', onResize );
	select( selected );

	return () => {
		list.removeEventListener( 'click', onClick );
		list.removeEventListener( 'keydown', onKeyDown );
		doc.defaultView?.removeEventListener( 'resize', onResize );
		onResize.cancel();
		select( initial );
		panels.forEach( ( panel ) => panel?.removeAttribute( 'hidden' ) );
		underline?.classList.remove( 'is-measured' );
		underline?.removeAttribute( 'style' );
	};
}
