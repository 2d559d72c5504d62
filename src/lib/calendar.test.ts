/**
 * Internal dependencies
 */
import {
	addDays,
	addMonths,
	eventsOn,
	lastDay,
	monthGrid,
	startOfWeek,
	todayIn,
	upcoming,
	type CalendarEvent,
} from './calendar';

const event = ( values: Partial< CalendarEvent > ): CalendarEvent => ( {
	id: 1,
	title: 'Event',
	start: '2026-12-05 18:00',
	end: '2026-12-05 20:00',
	allDay: false,
	startAt: 0,
	...values,
} );

describe( 'date arithmetic', () => {
	it( 'rolls over months, years and leap days', () => {
		expect( addDays( '2026-12-31', 1 ) ).toBe( '2027-01-01' );
		expect( addDays( '2028-03-01', -1 ) ).toBe( '2028-02-29' );
		expect( addMonths( '2026-12-15', 1 ) ).toBe( '2027-01-01' );
		expect( addMonths( '2026-01-31', -1 ) ).toBe( '2025-12-01' );
	} );

	it( 'finds the start of the week for Monday and Sunday starts', () => {
		expect( startOfWeek( '2026-11-29', 1 ) ).toBe( '2026-11-23' ); // Sunday.
		expect( startOfWeek( '2026-11-29', 0 ) ).toBe( '2026-11-29' );
	} );
} );

describe( 'monthGrid', () => {
	it( 'covers the month in whole weeks from the week start', () => {
		const grid = monthGrid( '2026-12-10', 1 );
		expect( grid ).toHaveLength( 5 );
		expect( grid[ 0 ]![ 0 ] ).toBe( '2026-11-30' );
		expect( grid[ 4 ]![ 6 ] ).toBe( '2027-01-03' );
		expect( grid.every( ( week ) => week.length === 7 ) ).toBe( true );
	} );

	it( 'gives February 2021 four weeks when weeks start on its first day, a Monday', () => {
		expect( monthGrid( '2021-02-10', 1 ) ).toHaveLength( 4 );
		expect( monthGrid( '2021-02-10', 0 ) ).toHaveLength( 5 );
	} );

	it( 'does not depend on the browser time zone', () => {
		// Dates are computed in UTC: no local midnight can shift a day.
		expect( monthGrid( '2026-03-29', 1 )[ 0 ]![ 0 ] ).toBe( '2026-02-23' );
	} );
} );

describe( 'eventsOn', () => {
	const events = [
		event( { id: 1, title: 'Evening', start: '2026-12-05 18:00' } ),
		event( {
			id: 2,
			title: 'Fair',
			start: '2026-12-04',
			end: '2026-12-06',
			allDay: true,
		} ),
		event( {
			id: 3,
			title: 'Night',
			start: '2026-12-05 22:00',
			end: '2026-12-06 00:00',
		} ),
		event( {
			id: 4,
			title: 'Late',
			start: '2026-12-06 23:30',
			end: '2026-12-07 01:00',
		} ),
	];

	it( 'puts multi-day events on every day they cover, all-day first', () => {
		expect(
			eventsOn( events, '2026-12-05' ).map( ( e ) => e.title )
		).toEqual( [ 'Fair', 'Evening', 'Night' ] );
		expect(
			eventsOn( events, '2026-12-06' ).map( ( e ) => e.title )
		).toEqual( [ 'Fair', 'Late' ] );
		expect(
			eventsOn( events, '2026-12-07' ).map( ( e ) => e.title )
		).toEqual( [ 'Late' ] );
	} );

	it( 'ends an event at midnight on the day before', () => {
		expect( lastDay( events[ 2 ]! ) ).toBe( '2026-12-05' );
		expect( lastDay( events[ 1 ]! ) ).toBe( '2026-12-06' );
	} );
} );

describe( 'todayIn', () => {
	it( 'gives the site time zone’s date, not the browser’s', () => {
		const now = new Date( Date.UTC( 2026, 11, 31, 12, 30 ) );
		expect( todayIn( now, 'Pacific/Auckland' ) ).toBe( '2027-01-01' );
		expect( todayIn( now, 'America/Los_Angeles' ) ).toBe( '2026-12-31' );
		expect( todayIn( now, '' ) ).toBe( '2026-12-31' );
		expect( todayIn( now, 'Not/AZone' ) ).toBe( '2026-12-31' );
	} );
} );

describe( 'upcoming', () => {
	it( 'lists events not yet ended, soonest first, up to a limit', () => {
		const events = [
			event( { id: 1, start: '2026-12-10 10:00', startAt: 300 } ),
			event( {
				id: 2,
				start: '2026-11-01 10:00',
				end: '2026-11-01 11:00',
				startAt: 10,
			} ),
			event( {
				id: 3,
				start: '2026-12-01',
				end: '2026-12-03',
				allDay: true,
				startAt: 100,
			} ),
			event( { id: 4, start: '2026-12-20 10:00', startAt: 400 } ),
		];
		expect(
			upcoming( events, 200, '2026-12-02', 2 ).map( ( e ) => e.id )
		).toEqual( [ 3, 1 ] );
	} );
} );
