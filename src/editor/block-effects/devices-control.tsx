/**
 * The device modes a block effect is on for, as three checkboxes.
 */

/**
 * External dependencies
 */
import { CheckboxControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DeviceMode } from '../../lib/device-mode';

export const ALL_DEVICES: DeviceMode[] = [ 'desktop', 'tablet', 'mobile' ];

export function DevicesControl( {
	label,
	help,
	value,
	onChange,
}: {
	label: string;
	help?: string;
	value: DeviceMode[];
	onChange: ( devices: DeviceMode[] ) => void;
} ) {
	const names: Record< DeviceMode, string > = {
		desktop: __( 'Desktop', 'vitrine' ),
		tablet: __( 'Tablet', 'vitrine' ),
		mobile: __( 'Mobile', 'vitrine' ),
	};
	return (
		<fieldset className="vitrine-devices-control">
			<legend>{ label }</legend>
			{ ALL_DEVICES.map( ( mode ) => (
				<CheckboxControl
					__nextHasNoMarginBottom
					key={ mode }
					label={ names[ mode ] }
					checked={ value.includes( mode ) }
					onChange={ ( checked ) =>
						onChange(
							ALL_DEVICES.filter( ( other ) =>
								other === mode
									? checked
									: value.includes( other )
							)
						)
					}
				/>
			) ) }
			{ help && (
				<p className="components-base-control__help">{ help }</p>
			) }
		</fieldset>
	);
}
