/**
 * The sidebar of the Price table block (the server renders its preview).
 */

/**
 * External dependencies
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type EditProps } from '../shared/server-block';

const Controls = ( { attributes, setAttributes }: EditProps ) => (
	<TextControl
		label={ __( 'Table', 'vitrine' ) }
		help={ __(
			'The table name given to the plans (Price plans in the admin menu).',
			'vitrine'
		) }
		value={ String( attributes.table ) }
		onChange={ ( table ) => setAttributes( { table } ) }
		__nextHasNoMarginBottom
	/>
);

export default Controls;
