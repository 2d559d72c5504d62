/**
 * An off-canvas panel: a button (and any `#vitrine-action:off-canvas/{open|close|toggle}/{id}`
 * link) slides a panel in from the left or the right, over the page or pushing it aside.
 * While open it is a modal dialog: focus stays inside, the page behind is inert, and the
 * close button, a click on the overlay and Escape close it, each as configured. Focus then
 * returns to whatever opened it.
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
import { CloseButton } from '../shared/close-button';
import {
	closesOn,
	nextPanelState,
	transitionMs,
	type CloseOptions,
	type PanelMode,
	type PanelState,
} from '../../lib/off-canvas';
import { prefersReducedMotion } from '../../theme/motion';
import { onHashAction } from '../shared/hash-actions';
import { useInertBackground } from '../shared/use-inert-background';
import { focusableIn, useFocusTrap } from '../shared/use-focus-trap';

export interface OffCanvasProps {
	id: string;
	side: 'left' | 'right';
	mode: PanelMode;
	label: string;
	title: string;
	html: string;
	close: CloseOptions;
}

interface PanelProps extends OffCanvasProps {
	state: PanelState;
	onClose: () => void;
	duration: number;
}

function Panel( props: PanelProps ) {
	const { id, side, title, html, state, onClose, close, duration } = props;
	const ref = useRef< HTMLDivElement >( null );
	const titleId = `${ useId() }-title`;
	useFocusTrap( ref, closesOn( 'escape', close ) ? onClose : () => {} );
	useInertBackground( ref );

	useEffect( () => {
		const root = ref.current;
		( root ? ( focusableIn( root )[ 0 ] ?? root ) : null )?.focus();
	}, [] );

	return (
		<div
			className={ `vitrine-off-canvas__layer is-${ state }` }
			style={ { '--vitrine-off-canvas-ms': `${ duration }ms` } as never }
		>
			{ /* The overlay is a mouse convenience; keyboard users have Escape and the button. */ }
			{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */ }
			<div
				className="vitrine-off-canvas__overlay"
				onClick={ closesOn( 'overlay', close ) ? onClose : undefined }
			/>
			<div
				ref={ ref }
				id={ `vitrine-off-canvas-${ id }` }
				className={ `vitrine-off-canvas__panel is-${ side }` }
				role="dialog"
				aria-modal="true"
				aria-labelledby={ titleId }
				tabIndex={ -1 }
			>
				{ closesOn( 'button', close ) && (
					<CloseButton
						className="vitrine-off-canvas__close"
						onClose={ onClose }
					/>
				) }
				<h2 id={ titleId } className="vitrine-off-canvas__title">
					{ title }
				</h2>
				<div
					className="vitrine-off-canvas__content"
					// The block's inner blocks, rendered by WordPress.
					dangerouslySetInnerHTML={ { __html: html } }
				/>
			</div>
		</div>
	);
}

export function OffCanvas( props: OffCanvasProps ) {
	const { id, side, mode, label } = props;
	const [ state, dispatch ] = useReducer( nextPanelState, 'closed' );
	const opener = useRef< HTMLElement | null >( null );
	const toggleRef = useRef< HTMLButtonElement >( null );
	const duration = transitionMs( mode, prefersReducedMotion() );

	const open = useCallback( ( from: HTMLElement | null ) => {
		opener.current = from;
		dispatch( 'open' );
	}, [] );
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

	// Focus goes back once the panel has closed; not on the first render, where moving focus
	// would scroll the page to the toggle.
	const wasOpen = useRef( false );
	useEffect( () => {
		if ( state !== 'closed' ) {
			wasOpen.current = true;
		} else if ( wasOpen.current ) {
			wasOpen.current = false;
			( opener.current ?? toggleRef.current )?.focus();
			opener.current = null;
		}
	}, [ state ] );

	// Push mode moves the page aside while the panel is in.
	useEffect( () => {
		const pushed =
			mode === 'push' && ( state === 'opening' || state === 'open' );
		document.body.classList.toggle(
			`vitrine-off-canvas-pushed-${ side }`,
			pushed
		);
	}, [ mode, side, state ] );

	useEffect(
		() =>
			onHashAction( ( action, from ) => {
				if ( action.kind !== 'off-canvas' ) {
					return false;
				}
				if (
					action.verb === 'close' &&
					( action.target === '' || action.target === id )
				) {
					close();
				} else if ( action.target === id ) {
					if (
						action.verb === 'open' ||
						state === 'closed' ||
						state === 'closing'
					) {
						open( from );
					} else {
						close();
					}
				}
				return action.target === id;
			} ),
		[ id, open, close, state ]
	);

	const shown = state !== 'closed';
	return (
		<>
			<button
				ref={ toggleRef }
				type="button"
				className="vitrine-off-canvas__toggle"
				aria-expanded={ state === 'open' || state === 'opening' }
				aria-controls={ `vitrine-off-canvas-${ id }` }
				aria-haspopup="dialog"
				onClick={ ( event ) =>
					shown ? close() : open( event.currentTarget )
				}
			>
				{ label }
			</button>
			{ shown &&
				createPortal(
					<Panel
						{ ...props }
						state={ state }
						onClose={ close }
						duration={ duration }
					/>,
					document.body
				) }
		</>
	);
}
