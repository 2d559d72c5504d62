/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM (storage is a Map).
 */

/**
 * Internal dependencies
 */
import {
	countPageLoad,
	disableForGood,
	isDisabled,
	LIFETIME,
	PopupStore,
	recordShown,
	sinceFirstSeen,
	timesShown,
	widgetPopupFrequency,
} from './storage';

function memory() {
	const map = new Map< string, string >();
	return {
		map,
		getItem: ( key: string ) => map.get( key ) ?? null,
		setItem: ( key: string, value: string ) => void map.set( key, value ),
	};
}

function setup() {
	let now = 1_000_000;
	const local = memory();
	let session = memory();
	const store = () => new PopupStore( local, session, () => now );
	return {
		local,
		store,
		advance: ( seconds: number ) => ( now += seconds * 1000 ),
		newTab: () => ( session = memory() ),
	};
}

describe( 'popup storage', () => {
	it( 'counts page views and sessions since the popup was first seen', () => {
		const s = setup();
		countPageLoad( s.store() );
		countPageLoad( s.store() );
		expect( sinceFirstSeen( s.store(), 7 ) ).toEqual( {
			pageViews: 0,
			sessions: 0,
		} );
		countPageLoad( s.store() );
		s.newTab();
		countPageLoad( s.store() );
		expect( sinceFirstSeen( s.store(), 7 ) ).toEqual( {
			pageViews: 2,
			sessions: 1,
		} );
		expect(
			JSON.parse( s.local.map.get( 'vitrine' ) ?? '{}' )
		).toMatchObject( {
			pageViews: 4,
			sessions: 2,
			popup_7_page_views_initialPageViews: 2,
			popup_7_sessions_initialSessions: 1,
		} );
	} );

	it.each( [
		[ 'day', LIFETIME.day ],
		[ 'week', LIFETIME.week ],
		[ 'month', LIFETIME.month ],
	] as const )(
		'forgets %s counts after %d s, fixed from the first write',
		( period, seconds ) => {
			const s = setup();
			recordShown( s.store(), 3 );
			s.advance( seconds - 10 );
			recordShown( s.store(), 3 );
			expect( timesShown( s.store(), 3, period ) ).toBe( 2 );
			s.advance( 10 );
			expect( timesShown( s.store(), 3, period ) ).toBe( 0 );
			expect( timesShown( s.store(), 3, 'overall' ) ).toBe( 2 );
		}
	);

	it( 'keeps session counts per tab', () => {
		const s = setup();
		recordShown( s.store(), 3 );
		expect( timesShown( s.store(), 3, 'session' ) ).toBe( 1 );
		s.newTab();
		expect( timesShown( s.store(), 3, 'session' ) ).toBe( 0 );
	} );

	it( 'remembers do-not-show-again under popup_{id}_disable', () => {
		const s = setup();
		expect( isDisabled( s.store(), 5 ) ).toBe( false );
		disableForGood( s.store(), 5 );
		expect( isDisabled( s.store(), 5 ) ).toBe( true );
		expect( s.local.map.get( 'vitrine' ) ).toContain(
			'"popup_5_disable":true'
		);
	} );

	it( 'survives broken storage content', () => {
		const s = setup();
		s.local.map.set( 'vitrine', '{oops' );
		expect( s.store().number( 'pageViews' ) ).toBe( 0 );
	} );

	const DAY = 86_400_000;
	it.each( [
		[ 'first show', null, 2, 1, 0, true, 1 ],
		[ 'second of two', { since: 0, shown: 1 }, 2, 1, DAY - 1, true, 2 ],
		[ 'third of two', { since: 0, shown: 2 }, 2, 1, DAY - 1, false, 2 ],
		[ 'new 24-hour window', { since: 0, shown: 2 }, 2, 1, DAY, true, 1 ],
		[
			'two-day window still running',
			{ since: 0, shown: 1 },
			1,
			2,
			DAY + 1,
			false,
			1,
		],
		[ 'no limit', { since: 0, shown: 99 }, 0, 1, 5, true, 100 ],
	] )(
		'widget popup frequency: %s',
		( _name, record, times, days, now, allowed, shown ) => {
			const result = widgetPopupFrequency( record, times, days, now );
			expect( result.allowed ).toBe( allowed );
			expect( result.next.shown ).toBe( shown );
		}
	);
} );
