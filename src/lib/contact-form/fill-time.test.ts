import { DEFAULT_MIN_FILL_SECONDS, holdFor, sendableAt } from './fill-time';

describe( 'sendableAt', () => {
	it( 'waits the minimum plus a second for the server’s whole-second count', () => {
		expect( sendableAt( 10_000, 3 ) ).toBe( 14_000 );
		expect( sendableAt( 10_000, 5 ) ).toBe( 16_000 );
	} );

	it( 'sends at once when the server asks for no fill time', () => {
		expect( sendableAt( 10_000, 0 ) ).toBe( 10_000 );
	} );

	it( 'falls back to the server’s default for a missing or bad value', () => {
		const fallback = 10_000 + DEFAULT_MIN_FILL_SECONDS * 1000 + 1000;
		expect( sendableAt( 10_000, undefined ) ).toBe( fallback );
		expect( sendableAt( 10_000, '3' ) ).toBe( fallback );
		expect( sendableAt( 10_000, -1 ) ).toBe( fallback );
		expect( sendableAt( 10_000, Number.NaN ) ).toBe( fallback );
	} );
} );

describe( 'holdFor', () => {
	it( 'holds a send asked for too early for the rest of the time', () => {
		expect( holdFor( 14_000, 12_500 ) ).toBe( 1500 );
		expect( holdFor( 14_000, 13_999.2 ) ).toBe( 1 );
	} );

	it( 'does not hold a send asked for after it', () => {
		expect( holdFor( 14_000, 14_000 ) ).toBe( 0 );
		expect( holdFor( 14_000, 60_000 ) ).toBe( 0 );
	} );
} );
