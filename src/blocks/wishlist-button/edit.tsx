/**
 * The sidebar of the Add to wishlist block (the server renders its preview).
 */

/**
 * External dependencies
 */
import { RadioControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type EditProps } from '../shared/server-block';

const Controls = ( { attributes, setAttributes }: EditProps ) => (
	<>
		<TextControl
			label={ __(
				'Product id (0: the page’s or loop’s product)',
				'vitrine'
			) }
			type="number"
			min={ 0 }
			value={ String( attributes.productId ?? 0 ) }
			onChange={ ( value ) =>
				setAttributes( {
					productId: Math.max( 0, Number( value ) || 0 ),
				} )
			}
			__nextHasNoMarginBottom
		/>
		<RadioControl
			label={ __( 'Label', 'vitrine' ) }
			selected={ String( attributes.labelStyle ?? 'icon-text' ) }
			options={ [
				{
					value: 'icon-text',
					label: __( 'Heart and text', 'vitrine' ),
				},
				{ value: 'icon', label: __( 'Heart only', 'vitrine' ) },
			] }
			onChange={ ( labelStyle ) => setAttributes( { labelStyle } ) }
		/>
		<RadioControl
			label={ __( 'Which list', 'vitrine' ) }
			help={ __(
				'Where visitors keep several lists, “Let the visitor choose” opens the list popup.',
				'vitrine'
			) }
			selected={ String( attributes.list ?? 'choose' ) }
			options={ [
				{
					value: 'choose',
					label: __( 'Let the visitor choose', 'vitrine' ),
				},
				{
					value: 'default',
					label: __( 'Always the default list', 'vitrine' ),
				},
			] }
			onChange={ ( list ) => setAttributes( { list } ) }
		/>
	</>
);

export default Controls;
