/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { QuantityStepper } from '../shared/quantity-stepper';
import { parseQuantityProps } from './index';

function renderInForm( max: number | null = 3 ) {
	const props = parseQuantityProps( {
		id: 'qty',
		name: 'quantity',
		value: 1,
		min: 1,
		max,
		step: 1,
		label: 'Mug quantity',
	} );
	if ( ! props ) {
		throw new Error( 'props refused' );
	}
	render(
		<form>
			<QuantityStepper { ...props } />
			<button type="submit" data-product_id="7" data-quantity="1">
				Add to cart
			</button>
		</form>
	);
	return screen.getByLabelText( 'Mug quantity' ) as HTMLInputElement;
}

test( 'reads its props', () => {
	expect( parseQuantityProps( { id: 'a' } ) ).toBeNull();
	expect(
		parseQuantityProps( { id: 'a', name: 'q', max: 'x' } )?.max
	).toBeNull();
} );

test( 'plus stops at max, minus at min, each step fires change and updates data-quantity', async () => {
	const input = renderInForm();
	const changes: string[] = [];
	input.addEventListener( 'change', () => changes.push( input.value ) );
	const plus = screen.getByRole( 'button', { name: 'Increase quantity' } );
	const minus = screen.getByRole( 'button', { name: 'Decrease quantity' } );
	const cart = screen.getByRole( 'button', { name: 'Add to cart' } );

	expect( minus ).toBeDisabled();
	await userEvent.click( plus );
	await userEvent.click( plus );
	expect( input.value ).toBe( '3' );
	expect( plus ).toBeDisabled();
	expect( cart.dataset.quantity ).toBe( '3' );
	await userEvent.click( minus );
	expect( input.value ).toBe( '2' );
	expect( changes ).toEqual( [ '2', '3', '2' ] );
	expect( cart.dataset.quantity ).toBe( '2' );
} );

test( 'typing keeps the button in line and an invalid value steps from 0', async () => {
	const input = renderInForm( null );
	await userEvent.clear( input );
	await userEvent.type( input, '7' );
	expect(
		screen.getByRole( 'button', { name: 'Add to cart' } ).dataset.quantity
	).toBe( '7' );
	await userEvent.clear( input );
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Increase quantity' } )
	);
	expect( input.value ).toBe( '1' );
} );
