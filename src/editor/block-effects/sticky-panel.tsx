/**
 * The "Sticky" panel: off, top or bottom; spacings; devices; stay inside the container.
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
import { STICKY_DEFAULT_SPACING } from '../../lib/sticky';
import type { StickySettings } from '../../widgets/block-effects/sticky';
import { ALL_DEVICES, DevicesControl } from './devices-control';

export function StickyPanel( {
	value,
	onChange,
}: {
	value: Partial< StickySettings > | undefined;
	onChange: ( next: Partial< StickySettings > | undefined ) => void;
} ) {
	const position = value?.position ?? '';
	const update = ( next: Partial< StickySettings > ) =>
		onChange( { ...value, ...next } );
	return (
		<PanelBody title={ __( 'Sticky', 'vitrine' ) } initialOpen={ !! value }>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Sticky', 'vitrine' ) }
				value={ position }
				options={ [
					{ value: '', label: __( 'Off', 'vitrine' ) },
					{ value: 'top', label: __( 'Top', 'vitrine' ) },
					{ value: 'bottom', label: __( 'Bottom', 'vitrine' ) },
				] }
				onChange={ ( next ) =>
					next === 'top' || next === 'bottom'
						? update( { position: next } )
						: onChange( undefined )
				}
			/>
			{ position && (
				<>
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Top spacing (px)', 'vitrine' ) }
						min={ 0 }
						max={ 500 }
						value={ value?.top ?? STICKY_DEFAULT_SPACING }
						onChange={ ( top ) =>
							update( { top: top ?? STICKY_DEFAULT_SPACING } )
						}
					/>
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Bottom spacing (px)', 'vitrine' ) }
						min={ 0 }
						max={ 500 }
						value={ value?.bottom ?? STICKY_DEFAULT_SPACING }
						onChange={ ( bottom ) =>
							update( {
								bottom: bottom ?? STICKY_DEFAULT_SPACING,
							} )
						}
					/>
					<DevicesControl
						label={ __( 'Sticky on', 'vitrine' ) }
						help={ __(
							'Tablets are 768 to 1023 px wide, phones narrower.',
							'vitrine'
						) }
						value={ value?.devices ?? ALL_DEVICES }
						onChange={ ( devices ) => update( { devices } ) }
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Stay inside its container', 'vitrine' ) }
						checked={ !! value?.inside }
						onChange={ ( inside ) => update( { inside } ) }
					/>
				</>
			) }
		</PanelBody>
	);
}
