/**
 * Internal dependencies
 */
import { dateTimeFormat, numberFormat } from './intl-formats';

describe( 'shared Intl formats', () => {
	it( 'builds a number format once per locale', () => {
		expect( numberFormat( 'de-DE' ) ).toBe( numberFormat( 'de-DE' ) );
		expect( numberFormat( 'de-DE' ).format( 1234.5 ) ).toBe( '1.234,5' );
		expect( numberFormat( 'en-US' ) ).not.toBe( numberFormat( 'de-DE' ) );
		expect( numberFormat( 'en-US' ).format( 1234.5 ) ).toBe( '1,234.5' );
	} );

	it( 'builds a date format once per locale and options', () => {
		const long = { month: 'long', timeZone: 'UTC' } as const;
		expect( dateTimeFormat( 'en-US', long ) ).toBe(
			dateTimeFormat( 'en-US', { month: 'long', timeZone: 'UTC' } )
		);
		expect( dateTimeFormat( 'en-US', long ) ).not.toBe(
			dateTimeFormat( 'en-US', { month: 'short', timeZone: 'UTC' } )
		);
		expect(
			dateTimeFormat( 'en-US', long ).format(
				new Date( Date.UTC( 2026, 10, 26 ) )
			)
		).toBe( 'November' );
	} );
} );
