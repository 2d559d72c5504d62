/**
 * The sidebar of the Search form block (the server renders its preview).
 */

/**
 * External dependencies
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type EditProps } from '../shared/server-block';
import { textField } from '../shared/fields';

const Controls = ( props: EditProps ) => (
	<>
		<SelectControl
			label={ __( 'Variant', 'vitrine' ) }
			value={
				String( props.attributes.variant ?? 'classic' ) as 'classic'
			}
			options={ [
				{ value: 'classic', label: __( 'Classic', 'vitrine' ) },
				{
					value: 'expanding',
					label: __(
						'Expanding (an icon that opens the field)',
						'vitrine'
					),
				},
				{
					value: 'fullscreen',
					label: __( 'Fullscreen overlay', 'vitrine' ),
				},
			] }
			onChange={ ( variant ) => props.setAttributes( { variant } ) }
			__nextHasNoMarginBottom
		/>
		<ToggleControl
			label={ __( 'Live suggestions', 'vitrine' ) }
			checked={ props.attributes.suggestions !== false }
			onChange={ ( suggestions ) =>
				props.setAttributes( { suggestions } )
			}
			__nextHasNoMarginBottom
		/>
		<ToggleControl
			label={ __( 'Filter by content type', 'vitrine' ) }
			checked={ Boolean( props.attributes.typeFilter ) }
			onChange={ ( typeFilter ) => props.setAttributes( { typeFilter } ) }
			__nextHasNoMarginBottom
		/>
		{ Boolean( props.attributes.typeFilter ) && (
			<TextControl
				label={ __( 'Content types offered', 'vitrine' ) }
				help={ __(
					'Slugs separated by commas (post, page, vitrine_product). Empty: every public type.',
					'vitrine'
				) }
				value={ (
					( props.attributes.postTypes as string[] ) ?? []
				).join( ', ' ) }
				onChange={ ( value ) =>
					props.setAttributes( {
						postTypes: value
							.split( ',' )
							.map( ( slug ) => slug.trim() )
							.filter( Boolean ),
					} )
				}
				__nextHasNoMarginBottom
			/>
		) }
		<ToggleControl
			label={ __( 'Filter by category', 'vitrine' ) }
			checked={ Boolean( props.attributes.categoryFilter ) }
			onChange={ ( categoryFilter ) =>
				props.setAttributes( { categoryFilter } )
			}
			__nextHasNoMarginBottom
		/>
		{ textField(
			props,
			'placeholder',
			__( 'Placeholder', 'vitrine' ),
			__( 'Empty: “Search stories and products…”.', 'vitrine' )
		) }
		{ textField(
			props,
			'label',
			__( 'Name of the form (for screen readers)', 'vitrine' ),
			__( 'Empty: “Search the site”.', 'vitrine' )
		) }
	</>
);

export default Controls;
