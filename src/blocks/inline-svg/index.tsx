/**
 * The inline-svg block in the editor: its settings in the sidebar, the server's preview. Name,
 * attributes and supports are in block.json.
 */

/**
 * External dependencies
 */
import { Notice } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isSvgFile } from '../../lib/inline-svg';
import { type EditProps } from '../shared/server-block';
import { alignments, mediaBlock } from '../shared/media-block';
import { MediaButton } from '../shared/media-button';
import metadata from './block.json';

function SvgPicker( { attributes, setAttributes }: EditProps ) {
	const [ refused, setRefused ] = useState( false );
	return (
		<>
			{ refused && (
				<Notice status="error" isDismissible={ false }>
					{ __( 'Please select a SVG file format.', 'vitrine' ) }
				</Notice>
			) }
			<MediaButton
				label={ __( 'Choose an SVG file', 'vitrine' ) }
				value={ Number( attributes.id ) }
				allowedTypes={ [ 'image/svg+xml' ] }
				onSelect={ ( [ picked ] ) => {
					const ok = !! picked && isSvgFile( picked );
					setRefused( ! ok );
					if ( ok && picked ) {
						setAttributes( { id: picked.id } );
					}
				} }
			/>
		</>
	);
}

mediaBlock( metadata, [
	( props ) => <SvgPicker { ...props } />,
	{
		text: 'label',
		label: __( 'Text alternative (empty: decorative)', 'vitrine' ),
	},
	{
		range: 'width',
		label: __( 'Width in pixels (0: the column)', 'vitrine' ),
		min: 0,
		max: 1200,
	},
	{ toggle: 'currentColor', label: __( 'Use the text colour', 'vitrine' ) },
	{ text: 'color', label: __( 'Colour (hex, e.g. #b5462a)', 'vitrine' ) },
	{
		select: 'align',
		label: __( 'Alignment', 'vitrine' ),
		options: alignments(),
		fallback: 'left',
	},
] );
