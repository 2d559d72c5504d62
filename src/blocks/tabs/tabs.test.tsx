/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Tabs } from './tabs';
import { parseTabsProps } from './view';

const props = parseTabsProps( {
	id: 't1',
	label: 'How we work',
	tabs: [
		{ title: 'Listen', html: '<p>One</p>' },
		{ title: 'Design', html: '<p>Two</p>' },
		{ title: 'Make', html: '<p>Three</p>' },
		{ html: 'refused: no title' },
	],
} )!;

test( 'reads its props, dropping tabs without a title', () => {
	expect( props.tabs ).toHaveLength( 3 );
	expect( parseTabsProps( { id: 't', tabs: [] } ) ).toBeNull();
} );

test( 'arrow keys, Home and End move between tabs and select them', async () => {
	render( <Tabs { ...props } /> );
	const tabs = screen.getAllByRole( 'tab' ) as [
		HTMLElement,
		HTMLElement,
		HTMLElement,
	];
	expect(
		screen.getByRole( 'tablist', { name: 'How we work' } )
	).toBeVisible();
	expect( tabs[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
	expect( tabs[ 1 ] ).toHaveAttribute( 'tabindex', '-1' );
	expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent( 'One' );

	await userEvent.click( tabs[ 0 ] );
	await userEvent.keyboard( '{ArrowRight}' );
	expect( tabs[ 1 ] ).toHaveFocus();
	expect( tabs[ 1 ] ).toHaveAttribute( 'aria-selected', 'true' );
	expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent( 'Two' );
	expect( screen.getByRole( 'tabpanel' ) ).toHaveAttribute(
		'aria-labelledby',
		't1-tab-1'
	);

	await userEvent.keyboard( '{End}' );
	expect( tabs[ 2 ] ).toHaveFocus();
	await userEvent.keyboard( '{ArrowRight}' );
	expect( tabs[ 0 ] ).toHaveFocus();
	await userEvent.keyboard( '{ArrowLeft}' );
	expect( tabs[ 2 ] ).toHaveAttribute( 'aria-selected', 'true' );
	await userEvent.keyboard( '{Home}' );
	expect( tabs[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
	expect( tabs[ 0 ] ).toHaveAttribute( 'tabindex', '0' );
} );

test( 'a click selects a tab', async () => {
	render( <Tabs { ...props } /> );
	await userEvent.click( screen.getByRole( 'tab', { name: 'Make' } ) );
	expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent( 'Three' );
} );

test( 'the underline follows its tab once the window has stopped resizing for 100 ms', () => {
	jest.useFakeTimers();
	let width = 80;
	const offsetWidth = jest
		.spyOn( HTMLElement.prototype, 'offsetWidth', 'get' )
		.mockImplementation( () => width );
	const { container } = render( <Tabs { ...props } /> );
	const underline = container.querySelector(
		'.vitrine-tabs__underline'
	) as HTMLElement;
	expect( underline.style.width ).toBe( '80px' );

	width = 120;
	fireEvent( window, new Event( 'resize' ) );
	act( () => jest.advanceTimersByTime( 60 ) );
	fireEvent( window, new Event( 'resize' ) );
	act( () => jest.advanceTimersByTime( 99 ) );
	expect( underline.style.width ).toBe( '80px' );
	act( () => jest.advanceTimersByTime( 1 ) );
	expect( underline.style.width ).toBe( '120px' );

	offsetWidth.mockRestore();
	jest.useRealTimers();
} );
