/**
 * An off-canvas panel, loaded by its launcher (launcher.ts) the first time it opens: it slides
 * in from the left or the right, over the page or pushing it aside. While open it is the shared
 * native modal `<dialog>` (../../widgets/shared/modal.tsx): focus stays inside, the page behind
 * is inert and holds still, and the close button, a click on the overlay (the dialog's
 * ::backdrop) and Escape close it, each as configured. It stays modal while it slides out;
 * focus then returns to whatever opened it. Its content is the server's: the fallback panel's
 * content, moved into the dialog while it is open (../../widgets/shared/server-content.ts).
 */

/**
 * External dependencies
 */
import {
	createPortal,
	useCallback,
	useEffect,
	useId,
	useReducer,
	useRef,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	closesOn,
	nextPanelState,
	transitionMs,
	type CloseOptions,
	type PanelMode,
	type PanelState,
} from '../../lib/off-canvas';
import { prefersReducedMotion } from '../../theme/motion';
import {
	renderOnDemand,
	type OnDemandDialog,
} from '../../widgets/shared/render-on-demand';
import { focusableIn } from '../../widgets/shared/focusable';
import { Modal } from '../../widgets/shared/modal';
import { useServerContent } from '../../widgets/shared/server-content';

export interface OffCanvasProps {
	id: string;
	side: 'left' | 'right';
	mode: PanelMode;
	label: string;
	title: string;
	close: CloseOptions;
}

/** What the panel shows besides its settings. */
interface PanelContent {
	/** The server's `.vitrine-off-canvas__content` (null when the fallback has none). */
	content: Element | null;
}

interface PanelProps extends OffCanvasProps, PanelContent {
	state: PanelState;
	onClose: () => void;
	duration: number;
}

function Panel( props: PanelProps ) {
	const { id, side, title, content, state, onClose, close, duration } = props;
	const ref = useRef< HTMLDialogElement >( null );
	const contentRef = useServerContent( content );
	const titleId = `${ useId() }-title`;

	// The modal focuses itself as it opens; the first control inside (the close button) is
	// where a keyboard user starts.
	useEffect( () => {
		const root = ref.current;
		( root ? ( focusableIn( root )[ 0 ] ?? root ) : null )?.focus();
	}, [] );

	return (
		<Modal
			classPrefix="vitrine-off-canvas"
			className={ `vitrine-off-canvas__panel is-${ side } is-${ state }` }
			labelledBy={ titleId }
			dialogRef={ ref }
			dialogProps={ {
				id: `vitrine-off-canvas-${ id }`,
				style: {
					'--vitrine-off-canvas-ms': `${ duration }ms`,
				} as never,
			} }
			closeOnEscape={ closesOn( 'escape', close ) }
			closeOnBackdrop={ closesOn( 'overlay', close ) }
			showClose={ closesOn( 'button', close ) }
			onClose={ onClose }
		>
			<h2 id={ titleId } className="vitrine-off-canvas__title">
				{ title }
			</h2>
			<div className="vitrine-off-canvas__content" ref={ contentRef } />
		</Modal>
	);
}

/** What the launcher asks of the panel. */
export interface PanelControls {
	/**
	 * Opens, closes or toggles the panel. Focus returns to `from` when a panel it opened
	 * closes (to the toggle button when it is null).
	 */
	request: (
		event: 'open' | 'close' | 'toggle',
		from: HTMLElement | null
	) => void;
}

interface OffCanvasPanelProps extends OffCanvasProps, PanelContent {
	/** The launcher's toggle button. */
	toggle: HTMLElement;
	/** Hands the launcher the panel's controls once they exist. */
	connect: ( controls: PanelControls ) => void;
	/** Tells the launcher the panel's state (for the toggle's `aria-expanded`). */
	onStateChange: ( state: PanelState ) => void;
}

export function OffCanvasPanel( props: OffCanvasPanelProps ) {
	const { side, mode, toggle, connect, onStateChange } = props;
	const [ state, dispatch ] = useReducer( nextPanelState, 'closed' );
	const current = useRef( state );
	current.current = state;
	const opener = useRef< HTMLElement | null >( null );
	const duration = transitionMs( mode, prefersReducedMotion() );

	const request = useCallback< PanelControls[ 'request' ] >(
		( event, from ) => {
			const closed =
				current.current === 'closed' || current.current === 'closing';
			if ( event === 'open' || ( event === 'toggle' && closed ) ) {
				opener.current = from;
				dispatch( 'open' );
			} else {
				dispatch( 'close' );
			}
		},
		[]
	);
	useEffect( () => connect( { request } ), [ connect, request ] );
	useEffect( () => onStateChange( state ), [ onStateChange, state ] );
	const close = useCallback( () => dispatch( 'close' ), [] );

	// The slide ends after its duration (timers, not transitionend: reduced motion has none).
	useEffect( () => {
		if ( state !== 'opening' && state !== 'closing' ) {
			return;
		}
		const timer = window.setTimeout(
			() => dispatch( 'settled' ),
			duration
		);
		return () => window.clearTimeout( timer );
	}, [ state, duration ] );

	// Focus goes back once the panel has closed.
	const wasOpen = useRef( false );
	useEffect( () => {
		if ( state !== 'closed' ) {
			wasOpen.current = true;
		} else if ( wasOpen.current ) {
			wasOpen.current = false;
			( opener.current ?? toggle ).focus();
			opener.current = null;
		}
	}, [ state, toggle ] );

	// Push mode moves the page aside while the panel is in.
	useEffect( () => {
		const pushed =
			mode === 'push' && ( state === 'opening' || state === 'open' );
		document.body.classList.toggle(
			`vitrine-off-canvas-pushed-${ side }`,
			pushed
		);
	}, [ mode, side, state ] );

	return state === 'closed'
		? null
		: createPortal(
				<Panel
					{ ...props }
					state={ state }
					onClose={ close }
					duration={ duration }
				/>,
				document.body
			);
}

/**
 * Renders the panel (closed) into the launcher's host element.
 * @param host          An element of the launcher's (the panel itself goes to `<body>`).
 * @param props         The widget's props.
 * @param content       The server's panel content, lent to the panel while it is open.
 * @param toggle        The launcher's toggle button.
 * @param onStateChange Told each new state of the panel.
 */
export function renderOffCanvasPanel(
	host: HTMLElement,
	props: OffCanvasProps,
	content: Element | null,
	toggle: HTMLElement,
	onStateChange: ( state: PanelState ) => void
): OnDemandDialog< PanelControls > {
	return renderOnDemand< PanelControls >( host, ( connect ) => (
		<OffCanvasPanel
			{ ...props }
			content={ content }
			toggle={ toggle }
			connect={ connect }
			onStateChange={ onStateChange }
		/>
	) );
}
