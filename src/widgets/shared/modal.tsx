/**
 * The accessible modal shared by the login popup, the builder popups, the quick view, the
 * search overlay and the wishlist's dialogs: a native `<dialog>` opened with `showModal()`, so
 * the browser keeps focus in the page's part of it, makes the rest of the page inert and draws
 * the backdrop (`::backdrop`) in the top layer; this module adds the name, a close button,
 * Escape and a backdrop click closing it through `onClose` (React state decides when it closes,
 * so widgets can fade it out), Tab wrapping at its ends, and focus on the dialog as it opens. Class names come from `classPrefix`,
 * so each widget keeps its own look (`{prefix}__dialog`, `{prefix}__close`). While `closing`
 * (fading out) the dialog is closed (`close()`): focus and the page (its scroll lock, scroll-lock.ts) are released at once so
 * focus can go back where it came from, and the stylesheet's `allow-discrete` transitions keep
 * it painted until the fade has run. The base look of the `vitrine-modal` prefix ships with this
 * module (modal.css), so every chunk that uses it brings it, whichever widget's stylesheet the
 * page has. Why native and what it weighs: docs/widgets-and-blocks.md, "The shared dialog".
 */

/**
 * External dependencies
 */
import {
	createPortal,
	useLayoutEffect,
	useRef,
	type RefObject,
} from '@wordpress/element';
import type {
	HTMLAttributes,
	KeyboardEvent,
	MouseEvent,
	ReactNode,
	SyntheticEvent,
} from 'react';

/**
 * Internal dependencies
 */
import { CloseButton } from './close-button';
import { focusableIn } from './focusable';
import { lockScroll } from './scroll-lock';
import './modal.css';

export interface ModalProps {
	classPrefix: string;
	/** Id of the element that names the dialog ('' to use `label`). */
	labelledBy: string;
	/** The dialog's name when no element names it. */
	label?: string;
	/** More classes on the dialog. */
	className?: string;
	/** Fading out: the dialog is closed (focus and the page released) but still painted. */
	closing?: boolean;
	busy?: boolean;
	/** Render at the end of `<body>` instead of in place. */
	portal?: boolean;
	onClose: () => void;
	children: ReactNode;
	dialogRef?: RefObject< HTMLDialogElement >;
	/** Extra attributes of the dialog element (data-*). */
	dialogProps?: HTMLAttributes< HTMLDialogElement > &
		Record< `data-${ string }`, string >;
	closeOnBackdrop?: boolean;
	closeOnEscape?: boolean;
	showClose?: boolean;
}

export function Modal( props: ModalProps ) {
	const {
		classPrefix,
		labelledBy,
		label,
		className = '',
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
	const ownRef = useRef< HTMLDialogElement >( null );
	const dialogRef = props.dialogRef ?? ownRef;

	// Opened before the widgets' own effects run, so they may move focus to a first field;
	// until then focus is on the dialog itself, as before (showModal() would pick the close
	// button). Closed when it starts fading out or goes away.
	useLayoutEffect( () => {
		const node = dialogRef.current;
		if ( ! node || closing ) {
			return;
		}
		node.showModal();
		node.focus();
		// The page behind stays where it is (a modal <dialog> lets the backdrop scroll it).
		const unlock = lockScroll();
		return () => {
			node.close();
			unlock();
		};
	}, [ dialogRef, closing ] );

	// Escape is a keydown the dialog cancels itself: the browser would otherwise close it on a
	// second press whatever `cancel` says. `cancel` still catches other close requests.
	// Tab wraps at the ends: a modal <dialog> lets it go on to the browser's own controls.
	const onKeyDown = ( event: KeyboardEvent< HTMLDialogElement > ) => {
		const node = event.currentTarget;
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			event.stopPropagation();
			if ( closeOnEscape ) {
				onClose();
			}
		} else if ( event.key === 'Tab' ) {
			const items = focusableIn( node );
			const active = node.ownerDocument.activeElement;
			const [ from, to ] = event.shiftKey
				? [ items[ 0 ], items[ items.length - 1 ] ]
				: [ items[ items.length - 1 ], items[ 0 ] ];
			if (
				! to ||
				active === from ||
				( event.shiftKey && active === node )
			) {
				event.preventDefault();
				( to ?? node ).focus();
			}
		}
	};
	const onCancel = ( event: SyntheticEvent< HTMLDialogElement > ) => {
		event.preventDefault();
		if ( closeOnEscape ) {
			onClose();
		}
	};
	// A click whose target is the dialog itself landed on its padding or on ::backdrop; only
	// the latter is outside its box.
	const onClick = ( event: MouseEvent< HTMLDialogElement > ) => {
		if ( ! closeOnBackdrop || event.target !== event.currentTarget ) {
			return;
		}
		const box = event.currentTarget.getBoundingClientRect();
		const inside =
			event.clientX >= box.left &&
			event.clientX <= box.right &&
			event.clientY >= box.top &&
			event.clientY <= box.bottom;
		if ( ! inside ) {
			onClose();
		}
	};

	const modal = (
		// The backdrop is a mouse convenience; keyboard users have Escape and the close button.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<dialog
			{ ...dialogProps }
			ref={ dialogRef }
			className={ [
				`${ classPrefix }__dialog`,
				className,
				closing ? 'is-closing' : '',
			]
				.filter( Boolean )
				.join( ' ' ) }
			// Implied by showModal(); said outright for the tools that read attributes.
			aria-modal="true"
			aria-labelledby={ labelledBy || undefined }
			aria-label={ labelledBy ? undefined : label }
			aria-busy={ busy || undefined }
			tabIndex={ -1 }
			onKeyDown={ onKeyDown }
			onCancel={ onCancel }
			onClick={ onClick }
		>
			{ showClose && (
				<CloseButton
					className={ `${ classPrefix }__close` }
					onClose={ onClose }
				/>
			) }
			{ children }
		</dialog>
	);
	return portal ? createPortal( modal, document.body ) : modal;
}
