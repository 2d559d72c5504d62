/**
 * The `vitrine/like` block in the editor. The block is dynamic: PHP renders the post's button
 * (src/blocks/like/LikeBlock.php), taking the post from the query loop's block context. In
 * the editor, where templates show no real post, it is a still preview of the button; where
 * the post around it is of a type visitors cannot love (a page), it says it shows nothing there.
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
import { ContextNotice, useEditorSetting } from '../shared/context-notice';
import metadata from './block.json';
import { HeartIcon } from './heart-icon';

function Edit( { context }: { context: { postType?: string } } ) {
	const likeable = useEditorSetting< string[] >( 'vitrineLikeablePostTypes', [
		'post',
	] );
	const blockProps = useBlockProps( { className: 'vitrine-like-row' } );
	// In a template no post type is known: the still preview stands for any post.
	if ( context.postType && ! likeable.includes( context.postType ) ) {
		return (
			<div { ...blockProps }>
				<ContextNotice>
					{ __(
						'Visitors cannot love this type of content, so the like button shows nothing here. Place it in a post, a single-post template or a query loop of posts.',
						'vitrine'
					) }
				</ContextNotice>
			</div>
		);
	}
	return (
		<div { ...blockProps }>
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
	edit: Edit as never,
	save: () => null,
} );
