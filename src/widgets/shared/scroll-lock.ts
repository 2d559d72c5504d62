/**
 * The page's scroll held still while a modal is open: the one scroll lock of every modal (the
 * shared Modal — quick view, popups, login, the wishlist's dialogs, search —, the off-canvas
 * panel, the age gate, the events calendar's details). A native modal `<dialog>` makes the page inert but lets a
 * wheel or a swipe on the backdrop, or Page Down, scroll it. No React (the lightbox uses it).
 *
 * `overflow: hidden` on the root stops the visitor's scrolling and keeps the position (no
 * position of our own is put back on release: content above that changed meanwhile, a lazy
 * widget mounting, is the browser's scroll anchoring to answer, which a stored offset would undo);
 * `scrollbar-gutter: stable` keeps the width the scrollbar took, so the page does not shift.
 * The lightbox has GLightbox's own lock (`glightbox-open`, with its scrollbar fixer); taking
 * this one too would leave room for the scrollbar twice.
 * Locks nest (a lightbox opened from a quick view): the page scrolls again when the last one
 * is released.
 */

let locks = 0;
let saved: { overflow: string; gutter: string } | undefined;

/**
 * Locks the page's scroll until the returned function is called (once; more calls do nothing).
 * @return Releases this lock.
 */
export function lockScroll(): () => void {
	const root = document.documentElement;
	if ( locks === 0 ) {
		saved = {
			overflow: root.style.overflow,
			gutter: root.style.scrollbarGutter,
		};
		// A classic scrollbar (not an overlay one, not a page too short to scroll) keeps its room.
		if ( window.innerWidth > root.clientWidth ) {
			root.style.scrollbarGutter = 'stable';
		}
		root.style.overflow = 'hidden';
	}
	locks++;
	let held = true;
	return () => {
		if ( ! held ) {
			return;
		}
		held = false;
		locks--;
		if ( locks === 0 && saved ) {
			root.style.overflow = saved.overflow;
			root.style.scrollbarGutter = saved.gutter;
			saved = undefined;
		}
	};
}

/** Whether the page's scroll is locked (tests). */
export const isScrollLocked = (): boolean => locks > 0;
