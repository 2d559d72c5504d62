/**
 * The sidebar of the Tabs block (the server renders its preview).
 */

/**
 * External dependencies
 */
import { TextareaControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type EditProps, ListEditor } from '../shared/server-block';

const Controls = ( props: EditProps ) => (
	<>
		<TextControl
			label={ __(
				'Name of the tab list (for screen readers)',
				'vitrine'
			) }
			value={ String( props.attributes.label ?? '' ) }
			onChange={ ( label ) => props.setAttributes( { label } ) }
			__nextHasNoMarginBottom
		/>
		{ ListEditor(
			props,
			'tabs',
			{ title: '', content: '' },
			( tab, change ) => (
				<>
					<TextControl
						label={ __( 'Tab title', 'vitrine' ) }
						value={ String( tab.title ?? '' ) }
						onChange={ ( title ) => change( { title } ) }
						__nextHasNoMarginBottom
					/>
					<TextareaControl
						label={ __( 'Content', 'vitrine' ) }
						value={ String( tab.content ?? '' ) }
						onChange={ ( content ) => change( { content } ) }
						__nextHasNoMarginBottom
					/>
				</>
			),
			__( 'Add a tab', 'vitrine' )
		) }
	</>
);

export default Controls;
