/**
 * The widget popup's dialog, loaded by its launcher (launcher.ts) the first time the popup
 * opens: its content in the shared Modal. Closing fades it out and removes the node after
 * REMOVAL_DELAY_MS; focus goes back to whatever opened it. The content is the server's: the
 * no-JS disclosure's, moved into the dialog while it is open (../shared/server-content.ts).
 */

/**
 * External dependencies
 */
import {
	useCallback,
	useEffect,
	useId,
	useRef,
	useState,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	REMOVAL_DELAY_MS,
	type Frequency,
	type WidgetPopupTriggerSettings,
} from '../../lib/popup/frequency';
import { Modal } from '../shared/modal';
import { useServerContent } from '../shared/server-content';
import {
	renderOnDemand,
	type OnDemandDialog,
} from '../shared/render-on-demand';

export interface WidgetPopupProps extends WidgetPopupTriggerSettings {
	id: string;
	/** The button's text ('' for no button, e.g. when a selector opens it). */
	label: string;
	title: string;
	/** Click trigger: elements matching this open it too. */
	clickSelector: string;
	frequency: Frequency;
}

export interface WidgetPopupControls {
	/** Opens the popup; focus returns to `opener` when it closes. */
	open: ( opener: HTMLElement | null ) => void;
}

type Phase = 'closed' | 'open' | 'closing';

function WidgetPopupDialog(
	props: WidgetPopupProps & {
		/** The server's `.vitrine-inline-popup__content` (null when the fallback has none). */
		content: Element | null;
		connect: ( controls: WidgetPopupControls ) => void;
	}
) {
	const { id, label, title, content, connect } = props;
	const contentRef = useServerContent( content );
	const [ phase, setPhase ] = useState< Phase >( 'closed' );
	const opener = useRef< HTMLElement | null >( null );
	const titleId = `${ useId() }-title`;

	useEffect(
		() =>
			connect( {
				open: ( from ) => {
					opener.current = from;
					setPhase( 'open' );
				},
			} ),
		[ connect ]
	);

	const hide = useCallback(
		() => setPhase( ( now ) => ( now === 'open' ? 'closing' : now ) ),
		[]
	);

	// Closing: focus returns at once (the modal has released the page), the node goes later.
	useEffect( () => {
		if ( phase !== 'closing' ) {
			return;
		}
		opener.current?.focus();
		const timer = window.setTimeout(
			() => setPhase( 'closed' ),
			REMOVAL_DELAY_MS
		);
		return () => window.clearTimeout( timer );
	}, [ phase ] );

	if ( phase === 'closed' ) {
		return null;
	}
	return (
		<Modal
			classPrefix="vitrine-modal"
			className="vitrine-modal vitrine-inline-popup"
			labelledBy={ title ? titleId : '' }
			label={ label }
			portal
			closing={ phase === 'closing' }
			onClose={ hide }
			dialogProps={ { 'data-inline-popup': id } }
		>
			{ title && (
				<h2 id={ titleId } className="vitrine-inline-popup__title">
					{ title }
				</h2>
			) }
			<div className="vitrine-inline-popup__content" ref={ contentRef } />
		</Modal>
	);
}

/**
 * @param host    An empty element of the launcher's (the dialog is portalled to the body).
 * @param props   The popup's settings.
 * @param content The server's popup content, lent to the dialog while it is open.
 */
export function renderWidgetPopupDialog(
	host: HTMLElement,
	props: WidgetPopupProps,
	content: Element | null
): OnDemandDialog< WidgetPopupControls > {
	return renderOnDemand< WidgetPopupControls >( host, ( connect ) => (
		<WidgetPopupDialog
			{ ...props }
			content={ content }
			connect={ connect }
		/>
	) );
}
