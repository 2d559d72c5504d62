/**
 * A block with no settings, previewed by the server (cart, checkout, wishlist page): without
 * an editor script the editor would call it unsupported and save it empty.
 */

/**
 * External dependencies
 */
import { registerBlockType } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import type { BlockMetadata } from './server-block';

/**
 * Registers a block whose editor view is the server's rendering.
 * @param metadata The block's block.json.
 */
export function previewBlock( metadata: BlockMetadata ) {
	registerBlockType(
		metadata as never,
		{
			edit: function PreviewEdit( {
				attributes,
			}: {
				attributes: Record< string, unknown >;
			} ) {
				return (
					<div { ...useBlockProps() }>
						<ServerSideRender
							block={ metadata.name }
							attributes={ attributes }
						/>
					</div>
				);
			},
			save: () => null,
		} as never
	);
}
