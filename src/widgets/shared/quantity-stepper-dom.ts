/**
 * What both quantity steppers share (the React one in `./quantity-stepper.tsx`, the product
 * form's plain one in `../quantity/stepper.ts`), free of React.
 */

export interface QuantityStepperProps {
	id: string;
	name: string;
	value: number;
	min: number;
	max: number | null;
	step: number;
	label: string;
}

/**
 * Writes a value into the input, announces it and mirrors it on the form's add-to-cart button.
 * @param input Number input.
 * @param value New value.
 */
export function applyValue( input: HTMLInputElement, value: number ): void {
	input.value = String( value );
	input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	syncCartButton( input );
}

/**
 * Sets `data-quantity` of the add-to-cart button in the input's form.
 * @param input Number input.
 */
export function syncCartButton( input: HTMLInputElement ): void {
	const button = input.form?.querySelector< HTMLElement >(
		'[data-quantity][data-product_id]'
	);
	if ( button ) {
		button.dataset.quantity = input.value;
	}
}
