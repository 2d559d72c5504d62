/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Switcher } from './switcher';
import { parseSwitcherProps } from './view';

const props = parseSwitcherProps( {
	id: 's1',
	items: [
		{ title: 'Monthly', html: '<p>€ 39</p>' },
		{ title: 'Yearly', html: '<p>€ 390</p>' },
	],
} )!;

test( 'needs two contents and names the switch after the second by default', () => {
	expect( props.label ).toBe( 'Yearly' );
	expect(
		parseSwitcherProps( { id: 's', items: [ { title: 'Only' } ] } )
	).toBeNull();
} );

test( 'the switch and the labels choose the content', async () => {
	render( <Switcher { ...props } /> );
	const toggle = screen.getByRole( 'switch', { name: 'Yearly' } );
	expect( toggle ).toHaveAttribute( 'aria-checked', 'false' );
	expect( screen.getByText( '€ 39' ) ).toBeInTheDocument();
	await userEvent.click( toggle );
	expect( toggle ).toHaveAttribute( 'aria-checked', 'true' );
	expect( screen.getByText( '€ 390' ) ).toBeInTheDocument();
	expect( screen.queryByText( '€ 39' ) ).toBeNull();
	await userEvent.click( screen.getByText( 'Monthly' ) );
	expect( toggle ).toHaveAttribute( 'aria-checked', 'false' );
} );
