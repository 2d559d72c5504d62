/**
 * The editor's block supports in the editor: the block's wrapper shows the colour and spacing
 * chosen in the sidebar, and the server's preview inside it does not repeat them (the front
 * end gets them on the block's root from Vitrine\Blocks\BlockWrapper; BlockSupportsTest).
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { openEditorWith } from './support';

const CHOSEN = {
	backgroundColor: 'vivid-red',
	style: { spacing: { padding: { top: '31px' } } },
};

for ( const [ block, preview ] of [
	[ 'vitrine/post-slider', '.vitrine-carousel--posts' ],
	[ 'vitrine/timeline', '.vitrine-timeline' ],
] as const ) {
	test( `${ block }: the colour and padding chosen show once, on the editor's wrapper`, async ( {
		page,
	} ) => {
		await openEditorWith( page, [ { name: block, attributes: CHOSEN } ] );
		const editor = page.frameLocator( 'iframe[name="editor-canvas"]' );
		const wrapper = editor
			.locator( `.wp-block-${ block.replace( '/', '-' ) }` )
			.first();
		const inner = wrapper.locator( preview );
		await expect( inner ).toBeVisible( { timeout: 15_000 } );
		await expect( wrapper ).toHaveClass( /has-vivid-red-background-color/ );
		await expect( wrapper ).toHaveCSS( 'padding-top', '31px' );
		await expect( inner ).not.toHaveClass( /has-background/ );
		await expect( inner ).not.toHaveCSS( 'padding-top', '31px' );
	} );
}
