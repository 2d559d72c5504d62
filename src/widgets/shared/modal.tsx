/**
 * The accessible modal shared by the login popup and the builder popups: a backdrop, a
 * labelled `role="dialog"` with `aria-modal`, a close button, focus kept inside
 * (`useFocusTrap`), Escape and a backdrop click closing it, and the rest of the page made
 * `inert` while it is open. Class names come from `classPrefix`, so each widget keeps its
 * own look (`{prefix}__backdrop`, `{prefix}__dialog`, `{prefix}__close`). While `closing`
 * (fading out), focus and the page are released so focus can go back where it came from.
 * The base look of the `vitrine-modal` prefix ships with this module (modal.css), so every
 * chunk that uses it brings it, whichever widget's stylesheet the page has.
 */

/**
 * External dependencies
 */
import {
	createPortal,
	useEffect,
	useRef,
	type RefObject,
} from '@wordpress/element';
import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { CloseButton } from './close-button';
import { useFocusTrap } from './use-focus-trap';
import { useInertBackground } from './use-inert-background';
import './modal.css';

// Kept here for the modal's users; without the modal, import it from its own file (no styles).
export { useInertBackground };

export interface ModalProps {
	classPrefix: string;
	/** Id of the element that names the dialog ('' to use `label`). */
	labelledBy: string;
	/** The dialog's name when no element names it. */
	label?: string;
	/** More classes on the backdrop. */
	backdropClassName?: string;
	/** Fading out: the focus trap and the inert page are released. */
	closing?: boolean;
	busy?: boolean;
	/** Render at the end of `<body>` instead of in place. */
	portal?: boolean;
	onClose: () => void;
	children: ReactNode;
	dialogRef?: RefObject< HTMLDivElement >;
	/** Extra attributes of the dialog element (data-*, className additions). */
	dialogProps?: HTMLAttributes< HTMLDivElement > &
		Record< `data-${ string }`, string >;
	closeOnBackdrop?: boolean;
	closeOnEscape?: boolean;
	showClose?: boolean;
}

/** Holds focus inside and the page inert; unmounted while the modal fades out. */
function Hold( {
	target,
	onEscape,
}: {
	target: RefObject< HTMLDivElement >;
	onEscape: () => void;
} ) {
	useFocusTrap( target, onEscape );
	useInertBackground( target );
	return null;
}

export function Modal( props: ModalProps ) {
	const {
		classPrefix,
		labelledBy,
		label,
		backdropClassName = '',
		closing = false,
		busy = false,
		portal = false,
		onClose,
		children,
		dialogProps = {},
		closeOnBackdrop = true,
		closeOnEscape = true,
		showClose = true,
	} = props;
	const ownRef = useRef< HTMLDivElement >( null );
	const dialogRef = props.dialogRef ?? ownRef;

	// Focus moves into the dialog as it opens (widgets may then move it to a first field).
	useEffect( () => {
		const node = dialogRef.current;
		if ( node && ! node.contains( node.ownerDocument.activeElement ) ) {
			node.focus();
		}
	}, [ dialogRef ] );

	const onBackdrop = ( event: MouseEvent< HTMLDivElement > ) => {
		if ( closeOnBackdrop && event.target === event.currentTarget ) {
			onClose();
		}
	};
	const { className: extraClass = '', ...rest } = dialogProps;

	const backdropClass = [
		`${ classPrefix }__backdrop`,
		backdropClassName,
		closing ? 'is-closing' : '',
	]
		.filter( Boolean )
		.join( ' ' );

	const modal = (
		// The backdrop is a mouse convenience; keyboard users have Escape and the close button.
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
		<div className={ backdropClass } onClick={ onBackdrop }>
			{ ! closing && (
				<Hold
					target={ dialogRef }
					onEscape={ closeOnEscape ? onClose : () => {} }
				/>
			) }
			<div
				{ ...rest }
				ref={ dialogRef }
				className={ `${ classPrefix }__dialog ${ extraClass }`.trim() }
				role="dialog"
				aria-modal="true"
				aria-labelledby={ labelledBy || undefined }
				aria-label={ labelledBy ? undefined : label }
				aria-busy={ busy || undefined }
				tabIndex={ -1 }
			>
				{ showClose && (
					<CloseButton
						className={ `${ classPrefix }__close` }
						onClose={ onClose }
					/>
				) }
				{ children }
			</div>
		</div>
	);
	return portal ? createPortal( modal, document.body ) : modal;
}
