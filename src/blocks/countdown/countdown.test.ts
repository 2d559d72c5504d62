/**
 * Internal dependencies
 */
import definition, { parseCountdownProps } from './view';
import type { CountdownProps } from './countdown';

const NOW = Date.UTC( 2031, 11, 24, 12 );
const HOUR = 3600 * 1000;

/** The server's markup (Countdown.php) with the label, mounted with the given props. */
const RUNNING =
	'<p class="vitrine-countdown__label" id="c-1-label">The sale ends</p><p class="vitrine-countdown__when">Counting down to <time>24 December 2031 18:00</time></p>';

const mount = ( props: Partial< CountdownProps > = {}, markup = RUNNING ) => {
	document.body.innerHTML = `<div class="vitrine-widget vitrine-countdown" data-vitrine-widget="countdown">${ markup }</div>`;
	const root = document.querySelector< HTMLElement >( '.vitrine-countdown' )!;
	const undo = definition.mount( root, {
		...parseCountdownProps( {
			id: 'c-1',
			target: NOW + 2 * HOUR + 1000,
			labelId: 'c-1-label',
			endMessage: 'Sold out',
		} )!,
		...props,
	} ) as () => void;
	const digits = () =>
		[ ...root.querySelectorAll( '.vitrine-countdown__unit' ) ].map(
			( unit ) => unit.textContent
		);
	const status = () =>
		root.querySelector( '[role="status"]' )?.textContent ?? null;
	return { root, undo, digits, status };
};

beforeEach( () => {
	jest.useFakeTimers( { now: NOW } );
} );
afterEach( () => {
	jest.useRealTimers();
} );

test( 'props without an id or a moment are refused; the end defaults to the message', () => {
	expect( parseCountdownProps( { id: 'c', target: 0 } ) ).toBeNull();
	expect( parseCountdownProps( { target: NOW } ) ).toBeNull();
	expect( parseCountdownProps( 'nope' ) ).toBeNull();
	expect(
		parseCountdownProps( { id: 'c', target: NOW, endAction: 'explode' } )
	).toEqual( {
		id: 'c',
		target: NOW,
		labelId: '',
		endAction: 'message',
		endMessage: '',
	} );
} );

test( 'shows the days, hours, minutes and seconds left in a timer named by the label, and ticks', () => {
	const { root, digits } = mount();
	const timer = root.querySelector( '[role="timer"]' )!;
	expect( timer.getAttribute( 'aria-labelledby' ) ).toBe( 'c-1-label' );
	// Under the label, above the date the server printed.
	expect( timer.previousElementSibling?.id ).toBe( 'c-1-label' );
	expect( digits() ).toEqual( [
		'0 Days',
		'02 Hours',
		'00 Minutes',
		'01 Seconds',
	] );
	jest.advanceTimersByTime( 1000 );
	expect( digits() ).toEqual( [
		'0 Days',
		'02 Hours',
		'00 Minutes',
		'00 Seconds',
	] );
	jest.advanceTimersByTime( 1000 );
	expect( digits()[ 1 ] ).toBe( '01 Hours' );
	expect( digits()[ 2 ] ).toBe( '59 Minutes' );
} );

test( 'without a label the timer has a name of its own', () => {
	const { root } = mount( { labelId: '' } );
	expect(
		root.querySelector( '[role="timer"]' )!.getAttribute( 'aria-label' )
	).toBe( 'Time left' );
} );

test( 'the live region speaks once an hour, then once a minute, not every second', () => {
	const { status } = mount();
	expect( status() ).toBe( '' );
	jest.advanceTimersByTime( 500 );
	expect( status() ).toBe( '' );
	// 2:00:00 left: an hour has passed.
	jest.advanceTimersByTime( 500 );
	expect( status() ).toBe( '2 hours left' );
	// Seconds pass silently...
	jest.advanceTimersByTime( 30 * 1000 );
	expect( status() ).toBe( '2 hours left' );
	// ...and, with hours left, minutes too.
	jest.advanceTimersByTime( 30 * 60 * 1000 );
	expect( status() ).toBe( '2 hours left' );
	// 1:00:00 left: another hour.
	jest.advanceTimersByTime( ( 29 * 60 + 30 ) * 1000 );
	expect( status() ).toBe( '1 hour left' );
	// In the last hour, each minute.
	jest.advanceTimersByTime( 1000 );
	expect( status() ).toBe( '1 hour left' );
	jest.advanceTimersByTime( 59 * 1000 );
	expect( status() ).toBe( '59 minutes left' );
	jest.advanceTimersByTime( 30 * 1000 );
	expect( status() ).toBe( '59 minutes left' );
	// The last minute, when it begins; then nothing until the end.
	jest.advanceTimersByTime( ( 57 * 60 + 30 ) * 1000 );
	expect( status() ).toBe( '1 minute left' );
	jest.advanceTimersByTime( 30 * 1000 );
	expect( status() ).toBe( '1 minute left' );
} );

test( 'at the end the message replaces the timer and the date, and is announced', () => {
	const { root, status } = mount();
	jest.advanceTimersByTime( 2 * HOUR + 1000 );
	expect( root.querySelector( '[role="timer"]' ) ).toBeNull();
	expect( root.querySelector( '.vitrine-countdown__when' ) ).toBeNull();
	expect(
		root.querySelector( '.vitrine-countdown__ended' )?.textContent
	).toBe( 'Sold out' );
	expect( status() ).toBe( 'Sold out' );
	expect( root.hidden ).toBe( false );
	// Nothing left ticking.
	expect( jest.getTimerCount() ).toBe( 0 );
} );

test( 'a countdown that hides at the end hides the block', () => {
	const { root } = mount( { endAction: 'hide' } );
	jest.advanceTimersByTime( 2 * HOUR + 1000 );
	expect( root.hidden ).toBe( true );
} );

test( 'a moment already past shows the message at once, without announcing it', () => {
	const { root, status } = mount( { target: NOW - 1000 } );
	expect(
		root.querySelector( '.vitrine-countdown__ended' )?.textContent
	).toBe( 'Sold out' );
	expect( status() ).toBe( '' );
} );

test( 'a countdown the server already ended is left as it is', () => {
	const { root } = mount(
		{ target: NOW - 1000 },
		'<p class="vitrine-countdown__ended">Sold out</p>'
	);
	expect( root.querySelectorAll( '.vitrine-countdown__ended' ) ).toHaveLength(
		1
	);
	expect( root.querySelector( '[role="timer"]' ) ).toBeNull();
	expect( jest.getTimerCount() ).toBe( 0 );
} );

test( 'unmounting stops the clock and removes what it added', () => {
	const { root, undo } = mount();
	undo();
	expect( jest.getTimerCount() ).toBe( 0 );
	expect(
		root.querySelector( '[role="timer"], [role="status"]' )
	).toBeNull();
} );
