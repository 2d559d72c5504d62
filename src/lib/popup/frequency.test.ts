/**
 * Internal dependencies
 */
import {
	automaticTriggers,
	DAY_MS,
	frequencyKey,
	mayShow,
	parseRecord,
	recordShow,
	type Frequency,
	type ShowRecord,
	type WidgetPopupTriggerSettings,
} from './frequency';

const T0 = Date.UTC( 2026, 0, 10, 12 );

describe( 'mayShow: popup_times per popup_days (24-hour days)', () => {
	it.each< [ string, ShowRecord | null, number, Frequency, boolean ] >( [
		[ 'never shown', null, T0, { times: 1, days: 1 }, true ],
		[
			'no limit',
			{ start: T0, count: 99 },
			T0,
			{ times: 0, days: 1 },
			true,
		],
		[
			'one of one used',
			{ start: T0, count: 1 },
			T0 + 1000,
			{ times: 1, days: 1 },
			false,
		],
		[
			'one of two used',
			{ start: T0, count: 1 },
			T0 + 1000,
			{ times: 2, days: 1 },
			true,
		],
		[
			'two of two used',
			{ start: T0, count: 2 },
			T0 + 1000,
			{ times: 2, days: 1 },
			false,
		],
		[
			'a millisecond before 24 h',
			{ start: T0, count: 1 },
			T0 + DAY_MS - 1,
			{ times: 1, days: 1 },
			false,
		],
		[
			'exactly 24 h later',
			{ start: T0, count: 1 },
			T0 + DAY_MS,
			{ times: 1, days: 1 },
			true,
		],
		[
			'the next calendar day is not enough',
			{ start: T0, count: 1 },
			T0 + 13 * 3600 * 1000,
			{ times: 1, days: 1 },
			false,
		],
		[
			'day 2 of a 3-day window',
			{ start: T0, count: 1 },
			T0 + 2 * DAY_MS,
			{ times: 1, days: 3 },
			false,
		],
		[
			'after a 3-day window',
			{ start: T0, count: 1 },
			T0 + 3 * DAY_MS,
			{ times: 1, days: 3 },
			true,
		],
		[
			'days below 1 count as 1',
			{ start: T0, count: 1 },
			T0 + DAY_MS,
			{ times: 1, days: 0 },
			true,
		],
		[
			'clock set back',
			{ start: T0, count: 5 },
			T0 - 1000,
			{ times: 1, days: 1 },
			true,
		],
	] )( '%s', ( _name, record, now, frequency, expected ) => {
		expect( mayShow( record, now, frequency ) ).toBe( expected );
	} );
} );

describe( 'recordShow', () => {
	const frequency = { times: 2, days: 1 };
	it.each< [ string, ShowRecord | null, number, ShowRecord ] >( [
		[ 'first show starts a window', null, T0, { start: T0, count: 1 } ],
		[
			'inside the window counts up',
			{ start: T0, count: 1 },
			T0 + 5,
			{ start: T0, count: 2 },
		],
		[
			'after the window starts again',
			{ start: T0, count: 2 },
			T0 + DAY_MS,
			{ start: T0 + DAY_MS, count: 1 },
		],
	] )( '%s', ( _name, record, now, expected ) => {
		expect( recordShow( record, now, frequency ) ).toEqual( expected );
	} );
} );

describe( 'parseRecord', () => {
	it.each< [ string | null, ShowRecord | null ] >( [
		[ null, null ],
		[ '', null ],
		[ 'not json', null ],
		[ '[]', null ],
		[ '{"start":"x","count":1}', null ],
		[ '{"start":5,"count":2,"extra":1}', { start: 5, count: 2 } ],
	] )( '%p', ( raw, expected ) => {
		expect( parseRecord( raw ) ).toEqual( expected );
	} );
} );

it( 'keys are per widget', () => {
	expect( frequencyKey( 'spring-sale' ) ).toBe(
		'vitrine_widget_popup_spring-sale'
	);
	expect( frequencyKey( 'a' ) ).not.toBe( frequencyKey( 'b' ) );
} );

describe( 'automaticTriggers', () => {
	const base: WidgetPopupTriggerSettings = {
		trigger: 'click',
		delay: 0,
		scrollAmount: 50,
		scrollSelector: '',
	};
	it.each< [ Partial< WidgetPopupTriggerSettings >, object ] >( [
		[ { trigger: 'click' }, {} ],
		[ { trigger: 'delay', delay: 3 }, { pageLoad: { delay: 3 } } ],
		[ { trigger: 'delay', delay: -2 }, { pageLoad: { delay: 0 } } ],
		[
			{ trigger: 'scroll' },
			{ scrolling: { direction: 'down', offset: 50 } },
		],
		[
			{ trigger: 'scroll', scrollAmount: 250 },
			{ scrolling: { direction: 'down', offset: 100 } },
		],
		[
			{ trigger: 'scroll', scrollSelector: '#faq' },
			{ scrollingTo: { selector: '#faq' } },
		],
		[ { trigger: 'exit' }, { exitIntent: {} } ],
	] )( '%p', ( settings, expected ) => {
		expect( automaticTriggers( { ...base, ...settings } ) ).toEqual(
			expected
		);
	} );
} );
