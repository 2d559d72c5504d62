/**
 * The "Motion effects" panel: each scroll effect with its direction, speed and viewport range.
 */

/**
 * External dependencies
 */
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	MOTION_DEFAULT_SPEED,
	MOTION_EFFECTS,
	type MotionEffect,
	type MotionEffectName,
	type MotionSettings,
} from '../../lib/motion';
import { ALL_DEVICES, DevicesControl } from './devices-control';

type Value = Partial< MotionSettings > | undefined;

function labels(): Record< MotionEffectName, string > {
	return {
		translateY: __( 'Vertical scroll', 'vitrine' ),
		translateX: __( 'Horizontal scroll', 'vitrine' ),
		opacity: __( 'Transparency', 'vitrine' ),
		blur: __( 'Blur', 'vitrine' ),
		rotate: __( 'Rotate', 'vitrine' ),
		scale: __( 'Scale', 'vitrine' ),
	};
}

function directions(
	name: MotionEffectName
): Array< { value: string; label: string } > {
	const fades = [
		{ value: 'in', label: __( 'Fade in', 'vitrine' ) },
		{ value: 'out', label: __( 'Fade out', 'vitrine' ) },
		{ value: 'in-out', label: __( 'In, then out', 'vitrine' ) },
		{ value: 'out-in', label: __( 'Out, then in', 'vitrine' ) },
	];
	const sides = [
		{ value: 'left', label: __( 'Left', 'vitrine' ) },
		{ value: 'right', label: __( 'Right', 'vitrine' ) },
	];
	const upDown = [
		{ value: 'up', label: __( 'Up', 'vitrine' ) },
		{ value: 'down', label: __( 'Down', 'vitrine' ) },
	];
	switch ( name ) {
		case 'opacity':
		case 'blur':
			return fades;
		case 'translateX':
		case 'rotate':
			return sides;
		default:
			return upDown;
	}
}

function EffectControls( {
	name,
	effect,
	onChange,
}: {
	name: MotionEffectName;
	effect: MotionEffect | undefined;
	onChange: ( next: MotionEffect | undefined ) => void;
} ) {
	const label = labels()[ name ];
	const options = directions( name );
	const range = (
		key: 'speed' | 'start' | 'end',
		text: string,
		max: number
	) =>
		effect && (
			<RangeControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ text }
				min={ 0 }
				max={ max }
				value={ effect[ key ] }
				onChange={ ( value ) =>
					onChange( { ...effect, [ key ]: value ?? 0 } )
				}
			/>
		);
	return (
		<>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ label }
				checked={ !! effect }
				onChange={ ( on ) =>
					onChange(
						on
							? {
									speed: MOTION_DEFAULT_SPEED,
									direction: options[ 0 ]?.value ?? '',
									start: 0,
									end: 100,
								}
							: undefined
					)
				}
			/>
			{ effect && (
				<>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						/* translators: %s: a motion effect, e.g. "Blur". */
						label={ __( 'Direction', 'vitrine' ) }
						value={ effect.direction }
						options={ options }
						onChange={ ( direction ) =>
							onChange( { ...effect, direction } )
						}
					/>
					{ range( 'speed', __( 'Speed', 'vitrine' ), 10 ) }
					{ range(
						'start',
						__( 'Starts at (% of the viewport)', 'vitrine' ),
						100
					) }
					{ range(
						'end',
						__( 'Ends at (% of the viewport)', 'vitrine' ),
						100
					) }
				</>
			) }
		</>
	);
}

export function MotionPanel( {
	value,
	onChange,
}: {
	value: Value;
	onChange: ( next: Value ) => void;
} ) {
	const effects = value?.effects ?? {};
	const setEffect = (
		name: MotionEffectName,
		effect: MotionEffect | undefined
	) => {
		const next = { ...effects, [ name ]: effect };
		if ( ! effect ) {
			delete next[ name ];
		}
		onChange(
			Object.keys( next ).length ? { ...value, effects: next } : undefined
		);
	};
	return (
		<PanelBody
			title={ __( 'Motion effects', 'vitrine' ) }
			initialOpen={ !! value }
		>
			{ MOTION_EFFECTS.map( ( name ) => (
				<EffectControls
					key={ name }
					name={ name }
					effect={ effects[ name ] }
					onChange={ ( effect ) => setEffect( name, effect ) }
				/>
			) ) }
			{ value && (
				<DevicesControl
					label={ __( 'Moves on', 'vitrine' ) }
					help={ __(
						'Nothing moves for visitors who prefer reduced motion.',
						'vitrine'
					) }
					value={ value.devices ?? ALL_DEVICES }
					onChange={ ( devices ) =>
						onChange( { ...value, devices } )
					}
				/>
			) }
		</PanelBody>
	);
}
