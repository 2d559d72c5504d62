/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { PopupPreview, previewHtml } from './preview';
import { DEFAULT_SETTINGS } from './settings';

it( 'previewHtml drops the block delimiters and keeps the markup', () => {
	expect(
		previewHtml(
			'<!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->\n<!-- wp:separator {"a":1} /-->'
		)
	).toBe( '<p>Hi</p>' );
} );

it( 'opens the dialog with the title and content; Escape closes it', () => {
	render(
		<PopupPreview
			settings={ DEFAULT_SETTINGS }
			title="Spring sale"
			content="<!-- wp:paragraph --><p>Ten percent off</p><!-- /wp:paragraph -->"
		/>
	);
	fireEvent.click( screen.getByRole( 'button', { name: 'Preview popup' } ) );
	const dialog = screen.getByRole( 'dialog', { name: 'Spring sale' } );
	expect( dialog ).toHaveTextContent( 'Ten percent off' );

	fireEvent.keyDown( dialog, { key: 'Escape' } );
	expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
} );
