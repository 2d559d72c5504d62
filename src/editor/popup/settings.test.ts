/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import {
	DEFAULT_SETTINGS,
	parseIds,
	parseSettings,
	RULE_DEFAULTS,
	toggleEntry,
} from './settings';

describe( 'popup sidebar settings', () => {
	it( 'reads stored JSON over the defaults, and survives junk', () => {
		expect( parseSettings( '' ) ).toEqual( DEFAULT_SETTINGS );
		expect( parseSettings( '{bad' ) ).toEqual( DEFAULT_SETTINGS );
		expect(
			parseSettings(
				'{"conditions":{"include":"all"},"timing":{"pageViews":{"views":2}}}'
			)
		).toMatchObject( {
			conditions: { include: 'all', ids: [], exclude: [] },
			timing: { pageViews: { views: 2 } },
			close: DEFAULT_SETTINGS.close,
		} );
	} );

	it( 'switches a rule on with its default and off again', () => {
		const on = toggleEntry( {}, 'sessions', true, RULE_DEFAULTS );
		expect( on ).toEqual( { sessions: { sessions: 2 } } );
		expect( toggleEntry( on, 'sessions', false, RULE_DEFAULTS ) ).toEqual(
			{}
		);
	} );

	it( 'reads id lists', () => {
		expect( parseIds( '12, 40,x  7' ) ).toEqual( [ 12, 40, 7 ] );
	} );
} );
