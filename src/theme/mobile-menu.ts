/**
 * The mobile menu: below the desktop breakpoint, a toggle button that opens the primary
 * navigation as a side panel (sliding in from the right under the header, over an overlay).
 * While it is open everything but the toggle and the panel is `inert`, so Tab stays inside
 * (the focus trap). Escape, a click on the overlay or on a link, focus leaving the menu, or
 * growing to the desktop layout close it; Escape and the overlay return the focus to the
 * toggle. Sub-menus open with their own buttons (menu.ts), so by keyboard too.
 *
 * Markup (theme/header.php): `<button data-vitrine-menu-toggle aria-controls="…"
 * aria-expanded="false">` and the panel it controls. Without this script the `no-js` styles
 * show the menu as a plain list instead.
 */

/**
 * Internal dependencies
 */
import { debounce } from '../lib/debounce';
import { inertOutside } from './inert-outside';

const OPEN_CLASS = 'is-open';
const ROOT_CLASS = 'has-open-menu';

/**
 * Wires the toggle to its panel. Returns a function that removes the listeners.
 *
 * @param toggle The menu toggle button.
 * @param panel  The element it controls.
 */
export function initMobileMenu(
	toggle: HTMLButtonElement,
	panel: HTMLElement
): () => void {
	const isOpen = (): boolean =>
		toggle.getAttribute( 'aria-expanded' ) === 'true';

	// A mouse convenience behind the panel; keyboard users have Escape and the toggle.
	const overlay = document.createElement( 'div' );
	overlay.className = 'primary-nav-overlay';
	overlay.setAttribute( 'aria-hidden', 'true' );
	overlay.dataset.vitrineMenuOverlay = '';
	panel.before( overlay );

	let release: ( () => void ) | null = null;
	const setOpen = ( open: boolean ): void => {
		toggle.setAttribute( 'aria-expanded', String( open ) );
		panel.classList.toggle( OPEN_CLASS, open );
		overlay.classList.toggle( OPEN_CLASS, open );
		document.documentElement.classList.toggle( ROOT_CLASS, open );
		release?.();
		release = open ? inertOutside( [ toggle, panel, overlay ] ) : null;
	};

	const onOverlayClick = (): void => {
		setOpen( false );
		toggle.focus();
	};

	const onToggleClick = (): void => setOpen( ! isOpen() );

	const onKeyDown = ( event: KeyboardEvent ): void => {
		if ( event.key === 'Escape' && isOpen() ) {
			setOpen( false );
			toggle.focus();
		}
		if ( event.key === 'Tab' && isOpen() ) {
			wrapTab( event );
		}
	};

	// Inert keeps Tab off the page; this keeps it off the browser's own controls too, going
	// round from the panel's last control to the toggle and back.
	const wrapTab = ( event: KeyboardEvent ): void => {
		const stops = [
			toggle,
			...Array.from(
				panel.querySelectorAll< HTMLElement >(
					'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'
				)
			).filter(
				( node ) =>
					! node.hasAttribute( 'disabled' ) &&
					node.getClientRects().length > 0 &&
					// Links of a folded sub-menu keep their boxes but are hidden.
					getComputedStyle( node ).visibility !== 'hidden' &&
					! node.closest( '[hidden], [inert]' )
			),
		];
		const first = toggle;
		const last = stops[ stops.length - 1 ] ?? toggle;
		const active = toggle.ownerDocument.activeElement;
		if ( event.shiftKey && active === first ) {
			event.preventDefault();
			last.focus();
		} else if ( ! event.shiftKey && active === last ) {
			event.preventDefault();
			first.focus();
		}
	};

	const onPanelClick = ( event: MouseEvent ): void => {
		if (
			isOpen() &&
			( event.target as Element | null )?.closest( 'a[href]' )
		) {
			setOpen( false );
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
			setOpen( false );
		}
	};

	// The toggle is hidden in the desktop layout: a menu left open there would lock scrolling.
	const onResize = debounce( () => {
		if ( isOpen() && toggle.offsetParent === null ) {
			setOpen( false );
		}
	}, 50 );

	toggle.addEventListener( 'click', onToggleClick );
	overlay.addEventListener( 'click', onOverlayClick );
	document.addEventListener( 'keydown', onKeyDown );
	panel.addEventListener( 'click', onPanelClick );
	panel.addEventListener( 'focusout', onFocusOut );
	toggle.addEventListener( 'focusout', onFocusOut );
	window.addEventListener( 'resize', onResize );

	return () => {
		setOpen( false );
		overlay.remove();
		toggle.removeEventListener( 'click', onToggleClick );
		document.removeEventListener( 'keydown', onKeyDown );
		panel.removeEventListener( 'click', onPanelClick );
		panel.removeEventListener( 'focusout', onFocusOut );
		toggle.removeEventListener( 'focusout', onFocusOut );
		window.removeEventListener( 'resize', onResize );
		onResize.cancel();
	};
}
