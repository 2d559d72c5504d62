/**
 * The product form's quantity stepper without React: − and + buttons put around the server's
 * number input, with the rules and events of the shared React stepper
 * (`../shared/quantity-stepper.tsx`, which the cart's React widgets render). A product page's
 * first screen then loads no React for it.
 */

/**
 * Internal dependencies
 */
import {
	canDecrement,
	canIncrement,
	decrement,
	increment,
	parseBounds,
} from '../../lib/quantity';
import { __ } from '../../runtime/i18n';
import {
	applyValue,
	syncCartButton,
	type QuantityStepperProps,
} from '../shared/quantity-stepper-dom';

function stepButton( id: string, up: boolean ): HTMLButtonElement {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = `vitrine-quantity__button vitrine-quantity__${
		up ? 'plus' : 'minus'
	}`;
	button.setAttribute(
		'aria-label',
		up
			? __( 'Increase quantity', 'vitrine' )
			: __( 'Decrease quantity', 'vitrine' )
	);
	button.setAttribute( 'aria-controls', id );
	const sign = document.createElement( 'span' );
	sign.setAttribute( 'aria-hidden', 'true' );
	sign.textContent = up ? '+' : '−';
	button.append( sign );
	return button;
}

/**
 * Puts the buttons around the mount point's input (kept, with what the visitor typed).
 * @param element The mount point.
 * @param props   The stepper's props.
 * @return Undoes it (tests).
 */
export function mountStepper(
	element: HTMLElement,
	props: QuantityStepperProps
): () => void {
	const input =
		element.querySelector< HTMLInputElement >( 'input[type=number]' );
	if ( ! input ) {
		throw new Error( 'no quantity input' );
	}
	const bounds = parseBounds( props.min, props.max, props.step );
	const control = document.createElement( 'div' );
	control.className = 'vitrine-quantity__control';
	const minus = stepButton( props.id, false );
	const plus = stepButton( props.id, true );
	const fallback = Array.from( element.childNodes );
	control.append( minus, ...fallback, plus );
	element.append( control );

	const update = () => {
		minus.disabled = ! canDecrement( input.value, bounds );
		plus.disabled = ! canIncrement( input.value, bounds );
	};
	const step = ( up: boolean ) => {
		applyValue(
			input,
			up
				? increment( input.value, bounds )
				: decrement( input.value, bounds )
		);
		update();
	};
	const onMinus = () => step( false );
	const onPlus = () => step( true );
	const onInput = () => {
		syncCartButton( input );
		update();
	};
	minus.addEventListener( 'click', onMinus );
	plus.addEventListener( 'click', onPlus );
	input.addEventListener( 'input', onInput );
	update();
	return () => {
		input.removeEventListener( 'input', onInput );
		element.replaceChildren( ...fallback );
	};
}
