/**
 * What the media blocks share in the editor: registration from block.json with a sidebar of
 * controls and the server's preview, and the media library controls.
 */

/**
 * External dependencies
 */
import { registerBlockType } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import {
	controlList,
	serverBlockEdit,
	type Attributes,
	type BlockMetadata,
	type ControlSpec,
	type EditProps,
} from './server-block';
import { choices } from './choices';
import { MediaButton } from './media-button';

/**
 * Registers a media block from its block.json.
 * @param metadata The block's block.json.
 * @param controls Sidebar controls, or a function rendering them.
 * @param preview  Replaces the server preview (hotspots, scroll indicators).
 */
export function mediaBlock(
	metadata: BlockMetadata,
	controls: ControlSpec[] | ( ( props: EditProps ) => ReactNode ),
	preview?: ( props: EditProps ) => ReactNode
) {
	const edit = serverBlockEdit( {
		name: metadata.name.replace( /^vitrine\//, '' ),
		panel: __( 'Settings', 'vitrine' ),
		controls: Array.isArray( controls )
			? controlList( controls )
			: controls,
		preview,
		empty: (
			<p className="vitrine-block-placeholder">
				{ __( 'Choose the media in the block settings.', 'vitrine' ) }
			</p>
		),
	} );
	registerBlockType< Attributes >( metadata as never, {
		edit,
		save: () => null,
	} );
}

/**
 * A media library button for one attachment id.
 * @param key          Attribute.
 * @param label        Button label.
 * @param allowedTypes MIME types.
 */
export const media =
	( key: string, label: string, allowedTypes: string[] ): ControlSpec =>
	( { attributes, setAttributes } ) => (
		<MediaButton
			label={ label }
			value={ Number( attributes[ key ] ) }
			allowedTypes={ allowedTypes }
			onSelect={ ( [ picked ] ) =>
				picked && setAttributes( { [ key ]: picked.id } )
			}
		/>
	);

/**
 * A media library button for a list of attachment ids.
 * @param key          Attribute.
 * @param label        Button label.
 * @param allowedTypes MIME types.
 */
export const mediaList =
	( key: string, label: string, allowedTypes: string[] ): ControlSpec =>
	( { attributes, setAttributes } ) => (
		<MediaButton
			label={ label }
			value={ ( attributes[ key ] as number[] ) ?? [] }
			allowedTypes={ allowedTypes }
			multiple
			onSelect={ ( picked ) =>
				setAttributes( { [ key ]: picked.map( ( item ) => item.id ) } )
			}
		/>
	);

export const alignments = () =>
	choices( [
		{ value: 'left', label: __( 'Left', 'vitrine' ) },
		{ value: 'center', label: __( 'Centre', 'vitrine' ) },
		{ value: 'right', label: __( 'Right', 'vitrine' ) },
	] );

export const lightboxToggle = (): ControlSpec => ( {
	toggle: 'lightbox',
	label: __( 'Open pictures in the lightbox', 'vitrine' ),
} );

export const columns = ( key: string, label: string ): ControlSpec => ( {
	range: key,
	label,
	min: 1,
	max: 6,
} );
