/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { clickBackdrop } from '../../widgets/shared/modal-test-utils';
import { isScrollLocked } from '../../widgets/shared/scroll-lock';
import { EventsCalendar } from './events-calendar';
import { parseEventsCalendarProps } from './view';

const props = parseEventsCalendarProps( {
	id: 'c1',
	label: 'Events',
	view: 'month',
	weekStart: 1,
	timeZone: 'UTC',
	upcoming: 0,
	events: [
		{
			id: 1,
			title: 'Natural dyes',
			start: '2026-12-10 14:00',
			end: '2026-12-10 17:00',
			startAt: 1797080400,
			excerpt: 'Onion skins.',
		},
		{
			id: 2,
			title: 'Tasting',
			start: '2026-11-27 19:00',
			end: '2026-11-27 22:00',
			startAt: 1795806000,
			link: 'https://example.org/tasting/',
			target: '_blank',
			rel: 'noopener',
		},
		{ id: 3, title: 'No date', start: 'soon' },
	],
} )!;

beforeEach( () => {
	jest.useFakeTimers( { advanceTimers: true } );
	jest.setSystemTime( new Date( Date.UTC( 2026, 10, 23, 12 ) ) );
} );
afterEach( () => jest.useRealTimers() );

test( 'reads its props, dropping events without a readable start', () => {
	expect( props.events.map( ( event ) => event.id ) ).toEqual( [ 1, 2 ] );
	expect( parseEventsCalendarProps( { id: 'c', view: 'year' } )?.view ).toBe(
		'month'
	);
} );

test( 'goes to the next month and opens an event in a popover, focus returning', async () => {
	render( <EventsCalendar { ...props } /> );
	expect( screen.getByRole( 'heading', { level: 3 } ) ).toHaveTextContent(
		'November 2026'
	);
	expect( screen.getByRole( 'link', { name: /Tasting/ } ) ).toHaveAttribute(
		'target',
		'_blank'
	);
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Next month' } )
	);
	expect( screen.getByRole( 'heading', { level: 3 } ) ).toHaveTextContent(
		'December 2026'
	);
	const event = screen.getByRole( 'button', { name: /Natural dyes/ } );
	await userEvent.click( event );
	const dialog = screen.getByRole< HTMLDialogElement >( 'dialog', {
		name: 'Natural dyes',
	} );
	expect( dialog ).toHaveTextContent( '2026-12-10, 14:00 – 17:00' );
	expect( dialog ).toHaveTextContent( 'Onion skins.' );
	// The shared native dialog: modal, the page held still.
	expect( dialog.testModal ).toBe( true );
	expect( isScrollLocked() ).toBe( true );
	await userEvent.keyboard( '{Escape}' );
	expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	expect( event ).toHaveFocus();
	expect( isScrollLocked() ).toBe( false );

	// A click beside it closes it too.
	await userEvent.click( event );
	clickBackdrop( screen.getByRole( 'dialog' ) );
	expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	expect( event ).toHaveFocus();
} );

test( 'arrow keys and PageDown move the focused day', async () => {
	render( <EventsCalendar { ...props } /> );
	const today = screen.getByLabelText( /November 23, 2026/ );
	expect( today ).toHaveAttribute( 'tabindex', '0' );
	today.focus();
	await userEvent.keyboard( '{ArrowRight}' );
	expect( screen.getByLabelText( /November 24, 2026/ ) ).toHaveFocus();
	await userEvent.keyboard( '{ArrowDown}' );
	expect( screen.getByLabelText( /December 1, 2026/ ) ).toHaveFocus();
	expect( screen.getByRole( 'heading', { level: 3 } ) ).toHaveTextContent(
		'December 2026'
	);
	await userEvent.keyboard( '{PageDown}' );
	expect( screen.getByLabelText( /January 1, 2027/ ) ).toHaveFocus();
} );

test( 'the week and list views show the events of their period', async () => {
	render( <EventsCalendar { ...props } upcoming={ 5 } /> );
	await userEvent.click( screen.getByRole( 'button', { name: 'List' } ) );
	expect( screen.getByRole( 'button', { name: 'List' } ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	const list = screen.getByRole( 'heading', {
		name: /Friday, November 27/i,
	} );
	expect( list ).toBeInTheDocument();
	await userEvent.click( screen.getByRole( 'button', { name: 'Week' } ) );
	expect(
		screen.getByRole( 'heading', { level: 3, name: /Nov/ } )
	).toHaveTextContent( /23 Nov|Nov 23/ );
	const upcoming = screen
		.getByRole( 'heading', { name: 'Upcoming events' } )
		.closest( 'section' )!;
	expect(
		within( upcoming )
			.getAllByRole( 'listitem' )
			.map( ( item ) => item.textContent )
	).toEqual( [
		expect.stringContaining( 'Tasting' ),
		expect.stringContaining( 'Natural dyes' ),
	] );
} );
