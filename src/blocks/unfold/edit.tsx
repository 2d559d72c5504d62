/**
 * The sidebar of the Unfold / read more block (the server renders its preview).
 */

/**
 * External dependencies
 */
import { RangeControl, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type EditProps } from '../shared/server-block';
import { textField } from '../shared/fields';

const Controls = ( props: EditProps ) => (
	<>
		<TextareaControl
			label={ __( 'Text', 'vitrine' ) }
			value={ String( props.attributes.content ?? '' ) }
			onChange={ ( content ) => props.setAttributes( { content } ) }
			__nextHasNoMarginBottom
		/>
		<RangeControl
			label={ __( 'Folded height (px)', 'vitrine' ) }
			value={ Number( props.attributes.height ?? 160 ) }
			min={ 40 }
			max={ 800 }
			onChange={ ( height ) => props.setAttributes( { height } ) }
			__nextHasNoMarginBottom
		/>
		{ textField(
			props,
			'more',
			__( 'Button to unfold', 'vitrine' ),
			__( 'Empty: “Read more”.', 'vitrine' )
		) }
		{ textField(
			props,
			'less',
			__( 'Button to fold', 'vitrine' ),
			__( 'Empty: “Read less”.', 'vitrine' )
		) }
	</>
);

export default Controls;
