/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Hotspots } from './hotspots';
import { parseHotspotsProps } from './view';

const raw = {
	image: {
		src: '/a.jpg',
		srcset: '',
		sizes: '',
		width: 900,
		height: 600,
		alt: '',
	},
	spots: [
		{ x: 20, y: 30, title: 'Counter', text: 'Solid ash.' },
		{ x: 140, y: 'x', title: 'Floor', text: 'Terracotta.' },
	],
	trigger: 'click',
};

test( 'reads its props, keeping markers on the picture', () => {
	const props = parseHotspotsProps( raw )!;
	expect( props.spots[ 1 ] ).toMatchObject( { x: 100, y: 50 } );
	expect( props.trigger ).toBe( 'click' );
	expect( parseHotspotsProps( { ...raw, trigger: 'nope' } )!.trigger ).toBe(
		'hover'
	);
	expect( parseHotspotsProps( { spots: [] } ) ).toBeNull();
} );

test( 'markers are buttons that open their tooltip; Escape closes it', async () => {
	render( <Hotspots { ...parseHotspotsProps( raw )! } /> );
	const marker = screen.getByRole( 'button', { name: 'Point 1: Counter' } );
	expect( screen.queryByRole( 'tooltip' ) ).toBeNull();
	await userEvent.tab();
	expect( marker ).toHaveFocus();
	await userEvent.keyboard( '{Enter}' );
	expect( marker ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( screen.getByRole( 'tooltip' ) ).toHaveTextContent(
		'Counter Solid ash.'
	);
	await userEvent.keyboard( '{Escape}' );
	expect( screen.queryByRole( 'tooltip' ) ).toBeNull();
	expect( marker ).toHaveFocus();
} );

test( 'on hover, a tooltip shows while the pointer or focus is on its marker', async () => {
	render(
		<Hotspots { ...parseHotspotsProps( { ...raw, trigger: 'hover' } )! } />
	);
	const marker = screen.getByRole( 'button', { name: 'Point 2: Floor' } );
	await userEvent.hover( marker );
	expect( screen.getByRole( 'tooltip' ) ).toHaveTextContent( 'Terracotta.' );
	await userEvent.unhover( marker );
	expect( screen.queryByRole( 'tooltip' ) ).toBeNull();
} );
