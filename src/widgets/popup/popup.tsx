/**
 * A builder popup's dialog, loaded the first time the popup opens (see launcher.ts, which arms
 * the triggers and links): an accessible modal that closes on its button, a backdrop click,
 * Escape and an auto-close delay, each as configured; "Do not show again" hides it for good.
 */

/**
 * External dependencies
 */
import {
	createPortal,
	useCallback,
	useEffect,
	useId,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	disableForGood,
	recordShown,
	type PopupStore,
} from '../../lib/popup/storage';
import { fetchPageHtml } from '../../runtime/page';
import { Modal } from '../shared/modal';
import { renderOnDemand } from '../shared/render-on-demand';
import type { PopupHandle, PopupProps } from './types';

/**
 * The part of a fetched page a url popup shows: the element matching `selector`, or the body.
 * @param page
 * @param selector
 */
export function extractContent( page: string, selector: string ): string {
	const doc = new DOMParser().parseFromString( page, 'text/html' );
	let root: Element | null = doc.body;
	if ( selector ) {
		try {
			root = doc.querySelector( selector );
		} catch {
			root = null;
		}
	}
	root?.querySelectorAll( 'script' ).forEach( ( script ) => script.remove() );
	return root?.innerHTML ?? '';
}

interface PopupControls {
	open: ( opener: HTMLElement | null ) => void;
	close: () => void;
}

export function Popup(
	props: PopupProps & {
		store: PopupStore;
		/** Hands the launcher the popup's controls once they exist. */
		connect: ( controls: PopupControls ) => void;
	}
) {
	const { id, title, close, store, connect } = props;
	const [ open, setOpen ] = useState( false );
	const [ html, setHtml ] = useState( props.html );
	const [ failed, setFailed ] = useState( false );
	const opener = useRef< HTMLElement | null >( null );
	const titleId = `${ useId() }-title`;

	const show = useCallback(
		async ( from: HTMLElement | null ) => {
			opener.current = from;
			if ( props.type === 'url' && props.url ) {
				try {
					setHtml(
						extractContent(
							await fetchPageHtml( props.url ),
							props.selector
						)
					);
				} catch {
					setFailed( true );
				}
			}
			recordShown( store, id );
			setOpen( true );
		},
		[ store, id, props.type, props.url, props.selector ]
	);

	const hide = useCallback( () => setOpen( false ), [] );

	// Focus goes back to the opener once the dialog is gone and the page is no longer inert
	// (an inert element cannot take focus).
	const wasOpen = useRef( false );
	useEffect( () => {
		if ( wasOpen.current && ! open ) {
			opener.current?.focus();
		}
		wasOpen.current = open;
	}, [ open ] );

	useEffect(
		() => connect( { open: show, close: hide } ),
		[ connect, show, hide ]
	);

	useEffect( () => {
		if ( ! open || close.autoClose <= 0 ) {
			return;
		}
		const timer = window.setTimeout( hide, close.autoClose * 1000 );
		return () => window.clearTimeout( timer );
	}, [ open, close.autoClose, hide ] );

	if ( ! open ) {
		return null;
	}
	return createPortal(
		<Modal
			classPrefix="vitrine-popup"
			labelledBy={ titleId }
			onClose={ hide }
			closeOnBackdrop={ close.backdrop }
			closeOnEscape={ close.escape }
			dialogProps={ { 'data-popup-id': String( id ) } }
		>
			<h2 id={ titleId } className="vitrine-popup__title">
				{ title }
			</h2>
			{ failed ? (
				<p className="vitrine-popup__error" role="alert">
					{ __( 'This content could not be loaded.', 'vitrine' ) }
				</p>
			) : (
				<div
					className="vitrine-popup__content"
					// Post content rendered by WordPress (the_content), or a page of this site.
					dangerouslySetInnerHTML={ { __html: html } }
				/>
			) }
			{ close.dontShowAgain && (
				<button
					type="button"
					className="vitrine-popup__never"
					onClick={ () => {
						disableForGood( store, id );
						hide();
					} }
				>
					{ __( 'Do not show this again', 'vitrine' ) }
				</button>
			) }
		</Modal>,
		document.body
	);
}

/**
 * Renders the popup (closed) into its mount point.
 * @param element The popup's mount point.
 * @param props   The popup's settings.
 * @param store   Where the popup's counts and "do not show again" live.
 */
export function renderPopup(
	element: HTMLElement,
	props: PopupProps,
	store: PopupStore
): PopupHandle {
	const dialog = renderOnDemand< PopupControls >( element, ( connect ) => (
		<Popup { ...props } store={ store } connect={ connect } />
	) );
	return {
		open: ( opener ) =>
			dialog.whenReady( ( popup ) => popup.open( opener ) ),
		close: () => dialog.whenReady( ( popup ) => popup.close() ),
		unmount: dialog.unmount,
	};
}
