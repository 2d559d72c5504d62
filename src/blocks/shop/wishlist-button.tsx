/**
 * The add-to-wishlist button block in the editor: previewed by the server, its settings in the
 * sidebar: the product (0: the loop's or page's), the label style and which list it adds to.
 */

/**
 * External dependencies
 */
import { RadioControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { legacyServerBlock } from '../shared/server-block';

legacyServerBlock(
	'wishlist-button',
	__( 'Add to wishlist', 'vitrine' ),
	'heart',
	{
		productId: { type: 'integer', default: 0 },
		labelStyle: { type: 'string', default: 'icon-text' },
		list: { type: 'string', default: 'choose' },
	},
	( { attributes, setAttributes } ) => (
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
	)
);
