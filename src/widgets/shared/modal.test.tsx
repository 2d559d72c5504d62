/**
 * External dependencies
 */
import { createEvent, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { Modal, type ModalProps } from './modal';
import { clickBackdrop, clickDialogAt } from './modal-test-utils';

function renderModal( props: Partial< ModalProps > = {} ) {
	const onClose = jest.fn();
	const view = render(
		<Modal
			classPrefix="demo"
			labelledBy=""
			label="Demo"
			onClose={ onClose }
			{ ...props }
		>
			<p>Inside</p>
		</Modal>
	);
	const dialog = screen.getByRole( 'dialog', {
		name: 'Demo',
	} ) as HTMLDialogElement;
	return { ...view, dialog, onClose };
}

afterEach( () => jest.restoreAllMocks() );

test( 'opens a named native <dialog> with showModal() and focuses it', () => {
	const { dialog } = renderModal( { className: 'extra' } );
	expect( dialog.tagName ).toBe( 'DIALOG' );
	expect( dialog.testModal ).toBe( true );
	expect( dialog ).toHaveClass( 'demo__dialog', 'extra' );
	expect( dialog ).toHaveFocus();
} );

test( 'Escape calls onClose and keeps the browser from closing the dialog itself', () => {
	const { dialog, onClose } = renderModal();
	const escape = createEvent.keyDown( dialog, { key: 'Escape' } );
	fireEvent( dialog, escape );
	expect( escape.defaultPrevented ).toBe( true );
	expect( onClose ).toHaveBeenCalledTimes( 1 );
	// Other close requests (`cancel`) are answered the same way.
	const cancel = createEvent( 'cancel', dialog, { cancelable: true } );
	fireEvent( dialog, cancel );
	expect( cancel.defaultPrevented ).toBe( true );
	expect( onClose ).toHaveBeenCalledTimes( 2 );
	expect( dialog ).toHaveAttribute( 'open' );
} );

test( 'with closeOnEscape off, Escape and cancel leave it open', () => {
	const { dialog, onClose } = renderModal( { closeOnEscape: false } );
	const escape = createEvent.keyDown( dialog, { key: 'Escape' } );
	fireEvent( dialog, escape );
	const cancel = createEvent( 'cancel', dialog, { cancelable: true } );
	fireEvent( dialog, cancel );
	expect( escape.defaultPrevented ).toBe( true );
	expect( cancel.defaultPrevented ).toBe( true );
	expect( onClose ).not.toHaveBeenCalled();
} );

test( 'a click on the backdrop closes it; one on its padding or content does not', () => {
	const { dialog, onClose } = renderModal();
	clickDialogAt( dialog, 120, 120 );
	fireEvent.click( screen.getByText( 'Inside' ) );
	expect( onClose ).not.toHaveBeenCalled();
	clickBackdrop( dialog );
	expect( onClose ).toHaveBeenCalledTimes( 1 );
} );

test( 'with closeOnBackdrop off, a backdrop click leaves it open', () => {
	const { dialog, onClose } = renderModal( { closeOnBackdrop: false } );
	clickBackdrop( dialog );
	expect( onClose ).not.toHaveBeenCalled();
} );

test( 'closing (fading out) closes the dialog but keeps it in the page; unmounting closes it', () => {
	const onClose = jest.fn();
	const view = render(
		<Modal
			classPrefix="demo"
			labelledBy=""
			label="Demo"
			onClose={ onClose }
		>
			<p>Inside</p>
		</Modal>
	);
	const dialog = document.querySelector( 'dialog' )!;
	expect( dialog ).toHaveAttribute( 'open' );
	view.rerender(
		<Modal
			classPrefix="demo"
			labelledBy=""
			label="Demo"
			onClose={ onClose }
			closing
		>
			<p>Inside</p>
		</Modal>
	);
	expect( dialog ).not.toHaveAttribute( 'open' );
	expect( dialog ).toHaveClass( 'is-closing' );
	expect( dialog.isConnected ).toBe( true );

	// Opened again (say the quick view loads another product mid-fade), then removed.
	view.rerender(
		<Modal
			classPrefix="demo"
			labelledBy=""
			label="Demo"
			onClose={ onClose }
		>
			<p>Inside</p>
		</Modal>
	);
	expect( dialog ).toHaveAttribute( 'open' );
	const close = jest.spyOn( dialog, 'close' );
	view.unmount();
	expect( close ).toHaveBeenCalled();
} );

test( 'Tab wraps from the last control to the first and Shift+Tab back, instead of leaving for the browser', () => {
	render(
		<Modal
			classPrefix="demo"
			labelledBy=""
			label="Demo"
			onClose={ jest.fn() }
		>
			<a href="#last">Last</a>
		</Modal>
	);
	const dialog = screen.getByRole( 'dialog' );
	const close = screen.getByRole( 'button', { name: 'Close' } );
	const last = screen.getByRole( 'link', { name: 'Last' } );
	last.focus();
	const tab = createEvent.keyDown( last, { key: 'Tab' } );
	fireEvent( last, tab );
	expect( tab.defaultPrevented ).toBe( true );
	expect( close ).toHaveFocus();
	fireEvent.keyDown( close, { key: 'Tab', shiftKey: true } );
	expect( last ).toHaveFocus();
	// In between, Tab is the browser's.
	const inner = createEvent.keyDown( close, { key: 'Tab' } );
	close.focus();
	fireEvent( close, inner );
	expect( inner.defaultPrevented ).toBe( false );
	// From the dialog itself (focused as it opens), Shift+Tab goes to the last control.
	dialog.focus();
	fireEvent.keyDown( dialog, { key: 'Tab', shiftKey: true } );
	expect( last ).toHaveFocus();
} );
