/**
 * Internal dependencies
 */
import {
	automaticTriggers,
	frequencyKey,
	parseRecord,
	type WidgetPopupTriggerSettings,
} from './frequency';
import type { FrequencyRecord } from './storage';

describe( 'parseRecord', () => {
	it.each< [ string | null, FrequencyRecord | null ] >( [
		[ null, null ],
		[ '', null ],
		[ 'not json', null ],
		[ '[]', null ],
		[ '{"since":"x","shown":1}', null ],
		[ '{"since":5,"shown":2,"extra":1}', { since: 5, shown: 2 } ],
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
