/**
 * Internal dependencies
 */
import { remaining, shouldAnnounce } from './countdown';

const at = Date.UTC( 2026, 11, 24, 18 );

describe( 'remaining', () => {
	it.each( [
		[
			'days, hours, minutes and seconds',
			at - ( 2 * 86400 + 3 * 3600 + 4 * 60 + 5 ) * 1000,
			{ days: 2, hours: 3, minutes: 4, seconds: 5, total: 183845 },
		],
		[
			'a part of a second as a whole second',
			at - 400,
			{ days: 0, hours: 0, minutes: 0, seconds: 1, total: 1 },
		],
		[
			'nothing at the moment',
			at,
			{ days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 },
		],
		[
			'nothing after it',
			at + 90000,
			{ days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 },
		],
	] )( 'counts %s', ( _, now, expected ) => {
		expect( remaining( at, now ) ).toEqual( expected );
	} );
} );

describe( 'shouldAnnounce', () => {
	it.each( [
		[ 'a second passing with hours left', 7300, 7299, false ],
		[ 'an hour passing with hours left', 7201, 7200, true ],
		[ 'the last hour beginning', 3601, 3600, true ],
		[ 'a second passing in the last hour', 1800, 1799, false ],
		[ 'a minute passing in the last hour', 1801, 1800, true ],
		[ 'several minutes at once (a hidden tab)', 1900, 1700, true ],
		[ 'a second passing in the last minute', 31, 30, false ],
		[ 'the end', 1, 0, true ],
		[ 'no change', 0, 0, false ],
	] )( '%s: %s → %s is %s', ( _, before, after, expected ) => {
		expect( shouldAnnounce( before, after ) ).toBe( expected );
	} );
} );
