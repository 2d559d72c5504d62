/**
 * The sidebar of the Slide menu block (the server renders its preview).
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type EditProps } from '../shared/server-block';
import { textField } from '../shared/fields';

const Controls = ( props: EditProps ) => (
	<>
		{ textField(
			props,
			'menu',
			__( 'Menu (name, slug or id)', 'vitrine' ),
			__( 'Empty: the menu of the location below.', 'vitrine' )
		) }
		{ textField( props, 'location', __( 'Menu location', 'vitrine' ) ) }
		{ textField(
			props,
			'label',
			__( 'Name of the navigation (for screen readers)', 'vitrine' )
		) }
	</>
);

export default Controls;
