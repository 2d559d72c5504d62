/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { AGE_STORAGE_KEY } from '../../lib/age-gate';
import { clickBackdrop } from '../../widgets/shared/modal-test-utils';
import { isScrollLocked } from '../../widgets/shared/scroll-lock';
import { AgeGate } from './age-gate';
import { parseAgeGateProps } from './view';

const props = parseAgeGateProps( {
	minimum: -18,
	mode: 'age',
	refusal: 'remove',
	title: 'Are you 18 or over?',
	message: 'Wine inside.',
	error: 'Sorry, too young.',
} )!;

beforeEach( () => window.localStorage.clear() );

test( 'reads the absolute minimum and safe defaults', () => {
	expect( props.minimum ).toBe( 18 );
	expect( parseAgeGateProps( { mode: 'x', refusal: 'y' } ) ).toMatchObject( {
		minimum: 0,
		mode: 'age',
		refusal: 'remove',
	} );
} );

test( 'a lower age shows the error and removes the form with its header', async () => {
	render( <AgeGate { ...props } /> );
	const dialog = screen.getByRole( 'dialog', {
		name: 'Are you 18 or over?',
	} );
	expect( screen.getByLabelText( 'Your age' ) ).toHaveFocus();
	await userEvent.type( screen.getByLabelText( 'Your age' ), '12{Enter}' );
	expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
		'Sorry, too young.'
	);
	expect( screen.queryByRole( 'heading' ) ).toBeNull();
	expect( screen.queryByLabelText( 'Your age' ) ).toBeNull();
	expect( dialog ).toBeInTheDocument();
	expect( window.localStorage.getItem( AGE_STORAGE_KEY ) ).toBeNull();
} );

test( 'with "clear", a lower age empties the field and keeps the form', async () => {
	render( <AgeGate { ...props } refusal="clear" /> );
	await userEvent.type( screen.getByLabelText( 'Your age' ), '12{Enter}' );
	expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
		'Sorry, too young.'
	);
	expect( screen.getByLabelText( 'Your age' ) ).toHaveValue( null );
	expect( screen.getByLabelText( 'Your age' ) ).toHaveFocus();
} );

test( 'is a native modal dialog that Escape and a click beside it do not dismiss', async () => {
	render( <AgeGate { ...props } /> );
	const dialog = screen.getByRole< HTMLDialogElement >( 'dialog' );
	expect( dialog.tagName ).toBe( 'DIALOG' );
	expect( dialog.testModal ).toBe( true );
	expect( isScrollLocked() ).toBe( true );
	expect( screen.queryByRole( 'button', { name: 'Close' } ) ).toBeNull();
	await userEvent.keyboard( '{Escape}' );
	clickBackdrop( dialog );
	expect( screen.getByRole( 'dialog' ) ).toBe( dialog );
	expect( dialog.testModal ).toBe( true );
} );

test( 'an accepted age closes the gate, is remembered, and focus and scroll come back', async () => {
	const before = document.body.appendChild(
		document.createElement( 'button' )
	);
	before.focus();
	const { unmount } = render( <AgeGate { ...props } /> );
	expect( before ).not.toHaveFocus();
	await userEvent.type( screen.getByLabelText( 'Your age' ), '30{Enter}' );
	expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	expect( before ).toHaveFocus();
	expect( isScrollLocked() ).toBe( false );
	before.remove();
	expect( window.localStorage.getItem( AGE_STORAGE_KEY ) ).toBe( '30' );
	unmount();
	render( <AgeGate { ...props } /> );
	expect( screen.queryByRole( 'dialog' ) ).toBeNull();
} );

test( 'shows again when the stored age is lower than required', () => {
	window.localStorage.setItem( AGE_STORAGE_KEY, '18' );
	render( <AgeGate { ...props } minimum={ 21 } /> );
	expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
} );

test( 'an unreadable answer asks again without refusing', async () => {
	render( <AgeGate { ...props } /> );
	await userEvent.type( screen.getByLabelText( 'Your age' ), '{Enter}' );
	expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
		'Please enter your age as a whole number.'
	);
	expect( screen.getByLabelText( 'Your age' ) ).toBeInTheDocument();
} );

test( 'asks for a date of birth in that mode', async () => {
	render( <AgeGate { ...props } mode="birthdate" /> );
	const field = screen.getByLabelText( 'Your date of birth' );
	expect( field ).toHaveAttribute( 'type', 'date' );
	await userEvent.type( field, '1990-05-01{Enter}' );
	expect( screen.queryByRole( 'dialog' ) ).toBeNull();
} );
