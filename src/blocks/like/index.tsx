/**
 * The `vitrine/like` block in the editor. The block is dynamic: PHP renders the post's button
 * (plugin/src/Likes/LikeBlock.php), taking the post from the query loop's block context. In
 * the editor, where templates show no real post, it is a still preview of the button.
 */

/**
 * External dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { registerBlockType } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { HeartIcon } from './heart-icon';

function Edit() {
	return (
		<div { ...useBlockProps( { className: 'vitrine-like-row' } ) }>
			<span className="vitrine-widget vitrine-like">
				<span
					className="vitrine-like__button"
					title={ __( 'Love this', 'vitrine' ) }
				>
					<HeartIcon filled={ false } />
					<span className="vitrine-like__count">0</span>
				</span>
			</span>
		</div>
	);
}

// Title, icon, context and supports come from block.json.
registerBlockType( metadata as never, {
	edit: Edit,
	save: () => null,
} );
