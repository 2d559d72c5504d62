/**
 * First clicks on what a widget enhances (a quick view button, an image link, a popup's
 * opener). Widgets load when they come near the viewport, so a link they enhance may be
 * clicked before they have: the runtime holds such a click, mounts the widget and clicks
 * again. These helpers decide which clicks to hold and which mount points they wait for.
 * (Enter on a link or button is a click too: the browser fires one.)
 */

/**
 * A click the browser would answer by following the link as it is: the main button with no
 * modifier key. Ctrl/Cmd/Shift/Alt clicks (new tab, window, download) keep the browser's
 * default; a middle click fires no `click` at all.
 * @param event The click.
 */
export function isPlainClick( event: MouseEvent ): boolean {
	return (
		! event.defaultPrevented &&
		event.button === 0 &&
		! event.metaKey &&
		! event.ctrlKey &&
		! event.shiftKey &&
		! event.altKey
	);
}

export interface HeldClick {
	/** The element the widget enhances (the one clicked, or its ancestor). */
	opener: HTMLElement;
	/** The widget's mount points that have not mounted yet (or are still mounting). */
	pending: HTMLElement[];
	/** What the widget enhances (to find the opener again if mounting replaced it). */
	selector: string;
	/**
	 * The opener's place among what its mount point enhances, when it stands inside that
	 * mount point (a gallery's third thumbnail): its successor is the third one again.
	 */
	index?: number;
}

/**
 * The element to click again once the widget has mounted: the opener, or, when mounting
 * replaced it (an off-canvas panel's fallback link becomes a button), its successor.
 * @param held The held click.
 */
export function replayTarget( held: HeldClick ): HTMLElement | null {
	if ( held.opener.isConnected ) {
		return held.opener;
	}
	for ( const mount of held.pending ) {
		const successors = mount.querySelectorAll< HTMLElement >(
			held.selector
		);
		const successor = successors[ held.index ?? 0 ] ?? successors[ 0 ];
		if ( successor ) {
			return successor;
		}
	}
	return null;
}

const settled = ( element: HTMLElement ): boolean =>
	element.dataset.vitrineState === 'mounted' ||
	element.dataset.vitrineState === 'failed';

/**
 * The widget that owns a clicked element, when it has not mounted yet. A widget owns the
 * openers that match its selector and share its nearest enclosing element: a product
 * list's quick view owns that list's buttons, a content's lightbox that content's image
 * links, a popup (whose mount point sits anywhere) the openers of the whole document. When
 * the nearest mount points of that name have all mounted (or failed), the click is theirs.
 * @param target  The click's target.
 * @param openers A selector per widget name: what that widget enhances.
 */
export function heldClick(
	target: EventTarget | null,
	openers: Readonly< Record< string, string > >
): HeldClick | null {
	if ( ! ( target instanceof Element ) ) {
		return null;
	}
	for ( const [ name, selector ] of Object.entries( openers ) ) {
		const opener = target.closest< HTMLElement >( selector );
		let scope = opener?.parentElement;
		while ( opener && scope ) {
			const mounts = Array.from(
				scope.querySelectorAll< HTMLElement >(
					`[data-vitrine-widget="${ name }"]`
				)
			);
			if ( mounts.length > 0 ) {
				const pending = mounts.filter(
					( mount ) => ! settled( mount )
				);
				if ( pending.length > 0 ) {
					const own = pending.find( ( mount ) =>
						mount.contains( opener )
					);
					return own
						? {
								opener,
								pending,
								selector,
								index: Array.from(
									own.querySelectorAll( selector )
								).indexOf( opener ),
							}
						: { opener, pending, selector };
				}
				break;
			}
			scope = scope.parentElement;
		}
	}
	return null;
}
