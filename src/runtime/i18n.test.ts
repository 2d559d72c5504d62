/**
 * Internal dependencies
 */
import { __, _n, sprintf } from './i18n';

type WithWp = { wp?: unknown };

afterEach( () => {
	delete ( window as unknown as WithWp ).wp;
} );

describe( 'translation without wp-i18n on the page', () => {
	it.each( [
		[ '%1$s, %2$d items', [ 'Cart', 4 ], 'Cart, 4 items' ],
		[ '%2$d × %1$s', [ 'cup', 2.7 ], '2 × cup' ],
		[ '%s of %s', [ 'a', 'b' ], 'a of b' ],
		[ '100%% sure, %d', [ 3 ], '100% sure, 3' ],
	] )( 'sprintf( %p ) gives the English text', ( format, args, expected ) => {
		expect(
			sprintf( format, ...( args as Array< string | number > ) )
		).toBe( expected );
	} );

	it( 'picks English plurals and returns texts as they are', () => {
		expect( _n( 'one item', 'many items', 1, 'vitrine' ) ).toBe(
			'one item'
		);
		expect( _n( 'one item', 'many items', 0, 'vitrine' ) ).toBe(
			'many items'
		);
		expect( __( 'Close', 'vitrine' ) ).toBe( 'Close' );
	} );
} );

describe( 'translation with wp-i18n on the page', () => {
	it( 'hands every call to it', () => {
		( window as unknown as WithWp ).wp = {
			i18n: {
				__: () => 'Schließen',
				_n: ( s: string, p: string, n: number ) =>
					n === 1 ? `${ s }!` : `${ p }!`,
				sprintf: () => 'formatted',
			},
		};
		expect( __( 'Close', 'vitrine' ) ).toBe( 'Schließen' );
		expect( _n( 'item', 'items', 2, 'vitrine' ) ).toBe( 'items!' );
		expect( sprintf( '%s', 'x' ) ).toBe( 'formatted' );
	} );
} );
