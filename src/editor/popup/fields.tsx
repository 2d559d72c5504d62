/**
 * The small controls the popup sidebar's panels share.
 */

/**
 * External dependencies
 */
import {
	CheckboxControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { PopupSettingsValue } from './settings';

export type Update = ( next: PopupSettingsValue ) => void;

export function Toggle( props: {
	label: string;
	checked: boolean;
	onChange: ( on: boolean ) => void;
} ) {
	return <ToggleControl __nextHasNoMarginBottom { ...props } />;
}

export function NumberField( props: {
	label: string;
	value: number;
	onChange: ( value: number ) => void;
	min?: number;
} ) {
	return (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			type="number"
			min={ props.min ?? 0 }
			label={ props.label }
			value={ String( props.value ) }
			onChange={ ( value ) => props.onChange( Number( value ) || 0 ) }
		/>
	);
}

export function TextField( props: {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	type?: 'text' | 'url' | 'datetime-local';
} ) {
	return (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			type={ props.type ?? 'text' }
			label={ props.label }
			value={ props.value }
			onChange={ props.onChange }
		/>
	);
}

/**
 * A select of a few choices, given as `[ value, label ]` pairs like Checklist's.
 * @param props
 * @param props.label
 * @param props.value
 * @param props.options
 * @param props.onChange
 */
export function Choice< T extends string >( props: {
	label: string;
	value: T;
	options: Array< [ T, string ] >;
	onChange: ( value: T ) => void;
} ) {
	return (
		<SelectControl< T >
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ props.label }
			value={ props.value }
			options={ props.options.map( ( [ value, label ] ) => ( {
				value,
				label,
			} ) ) }
			onChange={ props.onChange }
		/>
	);
}

export function Checklist< T extends string >( props: {
	options: Array< [ T, string ] >;
	value: T[];
	onChange: ( value: T[] ) => void;
} ) {
	return (
		<>
			{ props.options.map( ( [ value, label ] ) => (
				<CheckboxControl
					__nextHasNoMarginBottom
					key={ value }
					label={ label }
					checked={ props.value.includes( value ) }
					onChange={ ( on ) =>
						props.onChange(
							on
								? [ ...props.value, value ]
								: props.value.filter( ( v ) => v !== value )
						)
					}
				/>
			) ) }
		</>
	);
}

/**
 * A set of related rules under its own legend, so the panel reads as a few questions
 * instead of one long list of switches.
 * @param props
 * @param props.legend
 * @param props.children
 */
export function RuleGroup( props: { legend: string; children: ReactNode } ) {
	return (
		<fieldset className="vitrine-popup-rules">
			<legend className="vitrine-popup-rules__legend">
				{ props.legend }
			</legend>
			{ props.children }
		</fieldset>
	);
}
