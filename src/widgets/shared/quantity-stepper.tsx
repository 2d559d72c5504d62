/**
 * The one quantity stepper: − and + buttons around a number input (the no-JS fallback is the
 * same input alone). Each press applies the rules of `src/lib/quantity.ts`, then fires
 * `input` and `change` events on the input (bubbling) so other scripts (the cart, wishlists)
 * hear every step, and keeps the add-to-cart button's `data-quantity` of the same form equal
 * to the value (WooCommerce's contract). A React parent hears each new value through `onValue`
 * (typed or stepped: React's own `onChange` misses the events a step dispatches).
 */

/**
 * External dependencies
 */
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	canDecrement,
	canIncrement,
	decrement,
	increment,
	parseBounds,
	type QuantityBounds,
} from '../../lib/quantity';

import {
	applyValue,
	syncCartButton,
	type QuantityStepperProps,
} from './quantity-stepper-dom';

export { applyValue, syncCartButton, type QuantityStepperProps };

export interface QuantityStepperComponentProps extends QuantityStepperProps {
	/** Called with the field's text after each change, typed or stepped. */
	onValue?: ( value: string ) => void;
}

export function QuantityStepper( props: QuantityStepperComponentProps ) {
	const { id, name, label, onValue } = props;
	const bounds: QuantityBounds = parseBounds(
		props.min,
		props.max,
		props.step
	);
	const input = useRef< HTMLInputElement >( null );
	const [ value, setValue ] = useState( String( props.value ) );

	const step = ( direction: 'up' | 'down' ) => {
		const field = input.current;
		if ( ! field ) {
			return;
		}
		const next =
			direction === 'up'
				? increment( field.value, bounds )
				: decrement( field.value, bounds );
		applyValue( field, next );
		setValue( String( next ) );
		onValue?.( String( next ) );
	};

	return (
		<div className="vitrine-quantity__control">
			<button
				type="button"
				className="vitrine-quantity__button vitrine-quantity__minus"
				aria-label={ __( 'Decrease quantity', 'vitrine' ) }
				aria-controls={ id }
				disabled={ ! canDecrement( value, bounds ) }
				onClick={ () => step( 'down' ) }
			>
				<span aria-hidden="true">−</span>
			</button>
			<label className="screen-reader-text" htmlFor={ id }>
				{ label }
			</label>
			<input
				ref={ input }
				type="number"
				id={ id }
				className="vitrine-quantity__input"
				name={ name }
				value={ value }
				min={ bounds.min }
				max={ bounds.max ?? undefined }
				step={ bounds.step }
				inputMode="numeric"
				autoComplete="off"
				onChange={ ( event ) => {
					setValue( event.currentTarget.value );
					syncCartButton( event.currentTarget );
					onValue?.( event.currentTarget.value );
				} }
			/>
			<button
				type="button"
				className="vitrine-quantity__button vitrine-quantity__plus"
				aria-label={ __( 'Increase quantity', 'vitrine' ) }
				aria-controls={ id }
				disabled={ ! canIncrement( value, bounds ) }
				onClick={ () => step( 'up' ) }
			>
				<span aria-hidden="true">+</span>
			</button>
		</div>
	);
}
