/**
 * The primary menu: submenu toggle buttons, dropdowns kept inside the viewport, Escape
 * and outside clicks close open dropdowns.
 *
 * Markup (theme/header.php): `<nav data-vitrine-menu>` holding the menu, where each item
 * with a submenu has a `<button class="submenu-toggle" aria-expanded>` after its link.
 * Without this script, dropdowns open on hover and focus (CSS) and the buttons are hidden.
 * On small screens the same buttons open the submenus as an accordion.
 */

/**
 * Internal dependencies
 */
import { debounce } from '../lib/debounce';
import {
	DROPDOWN_SPACING,
	dropdownShift,
	placeNestedDropdown,
} from '../lib/dropdown-position';

const SUBMENU = ':scope > .sub-menu, :scope > .children';
const SHIFT = '--dropdown-shift';

function submenuOf( item: Element ): HTMLElement | null {
	return item.querySelector< HTMLElement >( SUBMENU );
}

function toggleOf( item: Element ): HTMLButtonElement | null {
	return item.querySelector< HTMLButtonElement >(
		':scope > .submenu-toggle'
	);
}

/** Dropdowns float (desktop) rather than expand in place (mobile accordion). */
function isFloating( submenu: HTMLElement ): boolean {
	return window.getComputedStyle( submenu ).position === 'absolute';
}

/**
 * Moves a floating dropdown so it stays inside the viewport, 10 px from its edges.
 *
 * The natural position is measured from layout (`offsetLeft`, which ignores the shift
 * applied as a transform), so placing an open dropdown again never measures itself.
 *
 * @param item The menu item whose dropdown to place.
 */
export function positionDropdown( item: Element ): void {
	const submenu = submenuOf( item );
	if ( ! submenu ) {
		return;
	}
	if ( ! isFloating( submenu ) ) {
		submenu.style.removeProperty( SHIFT );
		submenu.classList.remove( 'is-flipped' );
		return;
	}
	const viewport = document.documentElement.clientWidth || window.innerWidth;
	const parentList = item.parentElement;
	const nested = parentList?.matches( '.sub-menu, .children' ) ?? false;

	submenu.classList.remove( 'is-flipped' );
	const rect = {
		left: item.getBoundingClientRect().left + submenu.offsetLeft,
		width: submenu.offsetWidth,
	};

	let shift: number;
	if ( nested && parentList ) {
		const gap =
			parseFloat( window.getComputedStyle( submenu ).marginLeft ) || 0;
		const placement = placeNestedDropdown(
			rect,
			parentList.getBoundingClientRect(),
			viewport,
			DROPDOWN_SPACING,
			gap
		);
		submenu.classList.toggle( 'is-flipped', placement.flip );
		shift = placement.shift;
	} else {
		shift = dropdownShift( rect, viewport );
	}
	if ( shift === 0 ) {
		submenu.style.removeProperty( SHIFT );
	} else {
		submenu.style.setProperty( SHIFT, `${ Math.round( shift ) }px` );
	}
}

/**
 * Opens or closes an item's submenu (closing also closes the submenus inside it).
 *
 * @param item The menu item.
 * @param open Whether to open it.
 */
function setOpen( item: Element, open: boolean ): void {
	item.classList.toggle( 'is-open', open );
	item.classList.remove( 'is-dismissed' );
	toggleOf( item )?.setAttribute( 'aria-expanded', String( open ) );
	if ( open ) {
		positionDropdown( item );
		return;
	}
	item.querySelectorAll( '.is-open' ).forEach( ( child ) =>
		setOpen( child, false )
	);
}

/**
 * Wires the menu. Returns a function that removes the listeners.
 *
 * @param nav The navigation element.
 */
export function initMenu( nav: HTMLElement ): () => void {
	const parents = Array.from(
		nav.querySelectorAll< HTMLElement >( 'li' )
	).filter( ( item ) => submenuOf( item ) !== null );

	const closeAll = (): void => {
		parents.forEach( ( item ) => {
			if ( item.classList.contains( 'is-open' ) ) {
				setOpen( item, false );
			}
		} );
	};

	const onClick = ( event: MouseEvent ): void => {
		const toggle = ( event.target as Element | null )?.closest(
			'.submenu-toggle'
		);
		const item = toggle?.parentElement;
		if ( ! toggle || ! item ) {
			return;
		}
		const open = ! item.classList.contains( 'is-open' );
		if ( open ) {
			// One open dropdown per level.
			Array.from( item.parentElement?.children ?? [] ).forEach(
				( sibling ) => {
					if (
						sibling !== item &&
						sibling.classList.contains( 'is-open' )
					) {
						setOpen( sibling, false );
					}
				}
			);
		}
		setOpen( item, open );
	};

	const onKeyDown = ( event: KeyboardEvent ): void => {
		if ( event.key !== 'Escape' ) {
			return;
		}
		const active = nav.ownerDocument.activeElement;
		// The innermost dropdown holding the focus, opened by click, hover or focus.
		const submenu = active?.closest( '.sub-menu, .children' );
		const item =
			( submenu && nav.contains( submenu )
				? submenu.parentElement
				: null ) ?? active?.closest( 'li.is-open' );
		const list = item ? submenuOf( item ) : null;
		// In the mobile accordion, Escape is left to the mobile menu, which closes as a whole.
		if (
			! item ||
			! list ||
			! nav.contains( item ) ||
			! isFloating( list )
		) {
			return;
		}
		event.stopPropagation();
		setOpen( item, false );
		// Keep a hovered or focused dropdown closed until the pointer or focus leaves.
		item.classList.add( 'is-dismissed' );
		const target =
			toggleOf( item ) ??
			item.querySelector< HTMLElement >( ':scope > a' );
		target?.focus();
	};

	const onDocumentClick = ( event: MouseEvent ): void => {
		if ( ! nav.contains( event.target as Node | null ) ) {
			closeAll();
		}
	};

	const onFocusOut = ( event: FocusEvent ): void => {
		const next = event.relatedTarget as Node | null;
		parents.forEach( ( item ) => {
			if ( next && item.contains( next ) ) {
				return;
			}
			item.classList.remove( 'is-dismissed' );
			const submenu = submenuOf( item );
			if (
				item.classList.contains( 'is-open' ) &&
				submenu &&
				isFloating( submenu )
			) {
				setOpen( item, false );
			}
		} );
	};

	const onEnter = ( event: Event ): void => {
		const item = event.currentTarget as HTMLElement;
		if (
			event.type === 'focusin' &&
			item.contains(
				( event as FocusEvent ).relatedTarget as Node | null
			)
		) {
			return; // Focus moved within the item: already placed.
		}
		positionDropdown( item );
	};

	const onLeave = ( event: Event ): void => {
		( event.currentTarget as HTMLElement ).classList.remove(
			'is-dismissed'
		);
	};

	const onResize = debounce( () => {
		parents.forEach( ( item ) => positionDropdown( item ) );
	}, 50 );

	nav.addEventListener( 'click', onClick );
	nav.addEventListener( 'keydown', onKeyDown );
	nav.addEventListener( 'focusout', onFocusOut );
	document.addEventListener( 'click', onDocumentClick );
	window.addEventListener( 'resize', onResize );
	parents.forEach( ( item ) => {
		item.addEventListener( 'pointerenter', onEnter );
		item.addEventListener( 'focusin', onEnter );
		item.addEventListener( 'pointerleave', onLeave );
	} );

	return () => {
		nav.removeEventListener( 'click', onClick );
		nav.removeEventListener( 'keydown', onKeyDown );
		nav.removeEventListener( 'focusout', onFocusOut );
		document.removeEventListener( 'click', onDocumentClick );
		window.removeEventListener( 'resize', onResize );
		onResize.cancel();
		parents.forEach( ( item ) => {
			item.removeEventListener( 'pointerenter', onEnter );
			item.removeEventListener( 'focusin', onEnter );
			item.removeEventListener( 'pointerleave', onLeave );
		} );
	};
}
