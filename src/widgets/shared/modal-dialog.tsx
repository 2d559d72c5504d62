/**
 * The shared accessible modal: a backdrop and a `role="dialog"` box labelled by a heading
 * inside it, with a close button. While open (not closing), keyboard focus is trapped inside
 * and Escape closes it; a click on the backdrop closes it too. Rendered at the end of `<body>`.
 */

/**
 * External dependencies
 */
import { createPortal, useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MouseEvent, ReactNode, RefObject } from 'react';

/**
 * Internal dependencies
 */
import { useFocusTrap } from './use-focus-trap';

export interface ModalDialogProps {
	/** Id of the element naming the dialog. */
	labelledBy?: string;
	/** Accessible name when no element names it. */
	label?: string;
	className: string;
	/** Fading out: the trap is released so focus can go back to the page. */
	closing?: boolean;
	busy?: boolean;
	onClose: () => void;
	children: ReactNode;
}

function Trap( {
	target,
	onClose,
}: {
	target: RefObject< HTMLDivElement >;
	onClose: () => void;
} ) {
	useFocusTrap( target, onClose );
	return null;
}

export function ModalDialog( props: ModalDialogProps ) {
	const { labelledBy, label, className, closing, busy, onClose, children } =
		props;
	const dialog = useRef< HTMLDivElement >( null );

	useEffect( () => {
		dialog.current?.focus();
	}, [] );

	const onBackdrop = ( event: MouseEvent< HTMLDivElement > ) => {
		if ( event.target === event.currentTarget ) {
			onClose();
		}
	};

	return createPortal(
		// The backdrop is a mouse convenience; keyboard users have Escape and the close button.
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
		<div
			className={ `vitrine-modal ${ className }${
				closing ? ' is-closing' : ''
			}` }
			onClick={ onBackdrop }
		>
			{ ! closing && <Trap target={ dialog } onClose={ onClose } /> }
			<div
				ref={ dialog }
				className="vitrine-modal__dialog"
				role="dialog"
				aria-modal="true"
				aria-labelledby={ labelledBy || undefined }
				aria-label={ labelledBy ? undefined : label }
				aria-busy={ busy || undefined }
				tabIndex={ -1 }
			>
				<button
					type="button"
					className="vitrine-modal__close"
					onClick={ onClose }
					aria-label={ __( 'Close', 'vitrine' ) }
				>
					<svg
						viewBox="0 0 24 24"
						width="20"
						height="20"
						aria-hidden="true"
						focusable="false"
					>
						<path
							d="M6 6l12 12M18 6 6 18"
							stroke="currentColor"
							strokeWidth="2"
							strokeLinecap="round"
						/>
					</svg>
				</button>
				{ children }
			</div>
		</div>,
		document.body
	);
}
