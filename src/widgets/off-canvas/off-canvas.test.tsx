/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { OffCanvas, type OffCanvasProps } from './off-canvas';
import { parseOffCanvasProps } from './index';

const props: OffCanvasProps = {
	id: 'notes',
	side: 'left',
	mode: 'push',
	label: 'Notes',
	title: 'Studio notes',
	html: '<p>Inside</p><a href="/x/">A link</a>',
	close: { button: true, overlay: true, escape: false },
};

beforeEach( () => {
	document.body.innerHTML =
		'<main><a id="open" href="#vitrine-action:off-canvas/toggle/notes">Toggle</a></main>';
	window.matchMedia = ( () => ( { matches: true } ) ) as never;
} );

describe( 'OffCanvas', () => {
	it( 'leaves focus where it is when it mounts (moving it would scroll the page)', () => {
		const before = document.getElementById( 'open' )!;
		before.focus();
		render( <OffCanvas { ...props } />, {
			container: document.body.appendChild(
				document.createElement( 'div' )
			),
		} );
		expect( before ).toHaveFocus();
	} );

	it( 'opens as a modal, pushes the page, ignores Escape when so configured, closes from its button', async () => {
		const user = userEvent.setup();
		render( <OffCanvas { ...props } />, {
			container: document.body.appendChild(
				document.createElement( 'div' )
			),
		} );
		const toggle = screen.getByRole( 'button', { name: 'Notes' } );
		await user.click( toggle );
		const panel = await screen.findByRole( 'dialog', {
			name: 'Studio notes',
		} );
		expect( panel ).toHaveClass( 'is-left' );
		expect( document.body ).toHaveClass( 'vitrine-off-canvas-pushed-left' );
		expect( document.querySelector( 'main' ) ).toHaveAttribute( 'inert' );
		await user.keyboard( '{Escape}' );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Close' } ) );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( document.body ).not.toHaveClass(
			'vitrine-off-canvas-pushed-left'
		);
		expect( toggle ).toHaveFocus();
	} );

	it( 'toggles from a hash-action link and returns focus to it', async () => {
		const user = userEvent.setup();
		render(
			<OffCanvas
				{ ...props }
				close={ { ...props.close, escape: true } }
			/>
		);
		const link = document.getElementById( 'open' ) as HTMLElement;
		await user.click( link );
		await screen.findByRole( 'dialog' );
		await user.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( link ).toHaveFocus();
	} );

	it( 'refuses props without a usable id', () => {
		expect( parseOffCanvasProps( { id: 'Bad Id' } ) ).toBeNull();
		expect( parseOffCanvasProps( { id: 'ok', side: 'up' } ) ).toMatchObject(
			{
				side: 'right',
				mode: 'overlay',
				close: { button: true, overlay: true, escape: true },
			}
		);
	} );
} );
