/**
 * An off-canvas panel's launcher: no React. It turns the server's fallback (a link to the
 * panel, shown by `:target`) into a toggle button and answers
 * `#vitrine-action:off-canvas/{open|close|toggle}/{id}` links. The panel (React, the shared modal)
 * loads the first time it opens, or when a pointer or the focus reaches an opener, so a panel
 * on every page's header costs a page no React until a visitor reaches for it.
 */

/**
 * Internal dependencies
 */
import type { PanelState } from '../../lib/off-canvas';
import { actionLinkAt, onHashAction } from '../../widgets/shared/hash-actions';
import { loadForRequest } from '../../widgets/shared/busy-until';
import { loadOnce } from '../../widgets/shared/load-once';
import { onApproach } from '../../widgets/shared/on-approach';
import { keepServerFallback } from '../../widgets/shared/server-fallback';
import type { OffCanvasProps } from './off-canvas';

const loadPanel = () =>
	import( /* webpackChunkName: "off-canvas-panel" */ './off-canvas' );

function toggleButton( props: OffCanvasProps ): HTMLButtonElement {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = 'vitrine-off-canvas__toggle wp-element-button button';
	button.setAttribute( 'aria-expanded', 'false' );
	button.setAttribute( 'aria-controls', `vitrine-off-canvas-${ props.id }` );
	button.setAttribute( 'aria-haspopup', 'dialog' );
	button.textContent = props.label;
	return button;
}

/**
 * Enhances the mount point. Returns a function that removes the panel and the listeners (tests).
 * @param element The widget's mount point.
 * @param props   The panel's settings.
 */
export function mountOffCanvas(
	element: HTMLElement,
	props: OffCanvasProps
): () => void {
	const toggle = toggleButton( props );
	// The panel shows the server's own content (the fallback panel's), not a copy.
	const content = element.querySelector(
		'.vitrine-off-canvas__fallback > .vitrine-off-canvas__content'
	);
	// React's root: the panel itself is portalled to <body>, so this stays empty.
	const host = document.createElement( 'div' );
	host.hidden = true;
	const restoreFallback = keepServerFallback( element );
	element.replaceChildren( toggle, host );

	const onStateChange = ( state: PanelState ): void =>
		toggle.setAttribute(
			'aria-expanded',
			String( state === 'opening' || state === 'open' )
		);

	const panel = loadOnce( () =>
		loadPanel().then( ( module ) =>
			module.renderOffCanvasPanel(
				host,
				props,
				content,
				toggle,
				onStateChange
			)
		)
	);
	const request = (
		event: 'open' | 'close' | 'toggle',
		from: HTMLElement | null
	): void => {
		if ( event === 'close' && ! panel.requested() ) {
			return; // Never opened: nothing to close, and no code to fetch for it.
		}
		loadForRequest( panel, from ).then(
			( loaded ) =>
				loaded.whenReady( ( controls ) =>
					controls.request( event, from )
				),
			( error ) => {
				// eslint-disable-next-line no-console
				console.error(
					'Vitrine: the panel could not be opened.',
					error
				);
				if ( from && event !== 'close' ) {
					showWithoutScripts();
				}
			}
		);
	};

	// The code did not come: the server's panel opens as without scripts (`:target`).
	const showWithoutScripts = (): void => {
		stop();
		restoreFallback();
		window.location.hash = `vitrine-off-canvas-${ props.id }`;
		element
			.querySelector< HTMLElement >( '.vitrine-off-canvas__close' )
			?.focus();
	};

	const onToggle = (): void => request( 'toggle', toggle );
	toggle.addEventListener( 'click', onToggle );

	const isMine = ( target: string ): boolean => target === props.id;
	const stopLinks = onHashAction( ( action, from ) => {
		if ( action.kind !== 'off-canvas' ) {
			return false;
		}
		if (
			action.verb === 'close' &&
			( action.target === '' || isMine( action.target ) )
		) {
			request( 'close', from );
		} else if ( isMine( action.target ) ) {
			request( action.verb, from );
		}
		return isMine( action.target );
	} );

	const stopApproach = onApproach(
		( target ) => {
			if ( toggle.contains( target ) ) {
				return true;
			}
			const action = actionLinkAt( target )?.action;
			return (
				action?.kind === 'off-canvas' &&
				action.verb !== 'close' &&
				isMine( action.target )
			);
		},
		() => panel.load().catch( () => undefined )
	);

	function stop(): void {
		toggle.removeEventListener( 'click', onToggle );
		stopLinks();
		stopApproach();
		panel.requested()?.then(
			( loaded ) => loaded.unmount(),
			() => undefined
		);
	}
	return stop;
}
