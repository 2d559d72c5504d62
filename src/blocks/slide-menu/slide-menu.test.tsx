/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { SlideMenu } from './slide-menu';
import { parseSlideMenuProps } from './view';

const props = parseSlideMenuProps( {
	id: 'm1',
	label: 'Site menu',
	items: [
		{ label: 'Home', url: '/', children: [] },
		{
			label: 'Discover',
			url: '#',
			children: [
				{ label: 'About', url: '/about/', children: [] },
				{
					label: 'Rooms',
					url: '/rooms/',
					children: [
						{ label: 'Kitchen', url: '/k/', children: [] },
					],
				},
			],
		},
	],
} )!;

test( 'slides into a submenu and back, moving focus each way', async () => {
	render( <SlideMenu { ...props } /> );
	expect(
		screen.getByRole( 'navigation', { name: 'Site menu' } )
	).toBeInTheDocument();
	await userEvent.click( screen.getByRole( 'button', { name: 'Discover' } ) );
	expect( screen.getByRole( 'link', { name: 'About' } ) ).toBeInTheDocument();
	expect( screen.queryByRole( 'link', { name: 'Home' } ) ).toBeNull();
	expect( screen.getByRole( 'button', { name: 'Back' } ) ).toHaveFocus();

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Open the Rooms submenu' } )
	);
	expect(
		screen.getByRole( 'link', { name: 'Kitchen' } )
	).toBeInTheDocument();
	expect( screen.getByRole( 'link', { name: 'Rooms' } ) ).toBeInTheDocument();

	await userEvent.keyboard( '{Escape}' );
	expect(
		screen.getByRole( 'button', { name: 'Open the Rooms submenu' } )
	).toHaveFocus();
	await userEvent.keyboard( '{ArrowLeft}' );
	expect( screen.getByRole( 'button', { name: 'Discover' } ) ).toHaveFocus();
	expect( screen.getByRole( 'link', { name: 'Home' } ) ).toBeInTheDocument();
} );

test( 'the right arrow opens a submenu from its button', async () => {
	render( <SlideMenu { ...props } /> );
	screen.getByRole( 'button', { name: 'Discover' } ).focus();
	await userEvent.keyboard( '{ArrowRight}' );
	expect( screen.getByRole( 'link', { name: 'About' } ) ).toBeInTheDocument();
} );
