/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { parseQuantityProps } from './index';
import { mountStepper } from './stepper';

afterEach( () => {
	document.body.innerHTML = '';
} );

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
	// The server's markup (Shop\\Rendering): a label and the number input in the mount point.
	document.body.innerHTML = `<form><div class="vitrine-quantity"><label class="screen-reader-text" for="qty">Mug quantity</label><input type="number" id="qty" name="quantity" value="1" min="1"${
		max === null ? '' : ` max="${ max }"`
	} step="1"></div><button type="submit" data-product_id="7" data-quantity="1">Add to cart</button></form>`;
	mountStepper( document.querySelector( '.vitrine-quantity' )!, props );
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

test( 'takes over the server’s input with what was typed in it, and undoes itself', () => {
	document.body.innerHTML =
		'<div class="vitrine-quantity"><input type="number" id="qty" value="1" min="1"></div>';
	const element =
		document.querySelector< HTMLElement >( '.vitrine-quantity' )!;
	const input = element.querySelector( 'input' )!;
	input.value = '2';
	const undo = mountStepper(
		element,
		parseQuantityProps( { id: 'qty', name: 'quantity', value: 1 } )!
	);
	expect( element.querySelector( '.vitrine-quantity__control input' ) ).toBe(
		input
	);
	expect( input.value ).toBe( '2' );
	undo();
	expect( element.innerHTML ).toBe(
		'<input type="number" id="qty" value="1" min="1">'
	);
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
