/**
 * Internal dependencies
 */
import { emit, on } from './events';

afterEach( () => {
	delete window.jQuery;
} );

const cart = { count: 2, items: [] };

describe( 'events', () => {
	it( 'dispatches a bubbling vitrine: event on the body with its payload', () => {
		const seen: unknown[] = [];
		const listener = ( event: Event ) =>
			seen.push( ( event as CustomEvent ).detail );
		document.addEventListener( 'vitrine:cart-added', listener );
		emit( 'cart-added', { productId: 7, quantity: 2, cart } );
		document.removeEventListener( 'vitrine:cart-added', listener );

		expect( seen ).toEqual( [ { productId: 7, quantity: 2, cart } ] );
	} );

	it( 'on() hands the payload to the listener until it stops listening', () => {
		const counts: number[] = [];
		const stop = on( 'cart-updated', ( detail ) =>
			counts.push( detail.cart.count )
		);
		emit( 'cart-updated', { cart } );
		stop();
		emit( 'cart-updated', { cart: { count: 5, items: [] } } );

		expect( counts ).toEqual( [ 2 ] );
	} );

	it( "triggers WooCommerce's and YITH's jQuery events with their arguments when jQuery is there", () => {
		const triggered: Array< [ unknown, string, unknown[] | undefined ] > =
			[];
		const jQuery = ( target: unknown ) => ( {
			target,
			trigger: ( name: string, args?: unknown[] ) =>
				triggered.push( [ target, name, args ] ),
		} );
		window.jQuery = jQuery;
		const button = document.createElement( 'button' );
		const wrap = document.createElement( 'div' );
		wrap.append( button );

		emit( 'cart-added', { productId: 7, quantity: 1, cart }, button );
		emit( 'wishlist-added', { productId: 7, wishlistId: 3 }, button );
		emit( 'like-changed', { postId: 1, loved: true, count: 4 } );

		expect(
			triggered.map( ( [ target, name ] ) => [ target, name ] )
		).toEqual( [
			[ document.body, 'added_to_cart' ],
			[ document.body, 'added_to_wishlist' ],
		] );
		const [ fragments, hash, $button ] = triggered[ 0 ]?.[ 2 ] ?? [];
		expect( fragments ).toEqual( {} );
		expect( hash ).toBe( '' );
		expect( ( $button as { target: unknown } ).target ).toBe( button );
		const [ $added, $wrap ] = triggered[ 1 ]?.[ 2 ] ?? [];
		expect( ( $added as { target: unknown } ).target ).toBe( button );
		expect( ( $wrap as { target: unknown } ).target ).toBe( wrap );
	} );

	it( "keeps going when a theme's jQuery handler throws", () => {
		window.jQuery = () => ( {
			trigger: () => {
				throw new Error( 'theme bug' );
			},
		} );
		const seen: number[] = [];
		const stop = on( 'cart-removed', ( detail ) =>
			seen.push( detail.productId )
		);

		expect( () =>
			emit( 'cart-removed', { productId: 9, cart } )
		).not.toThrow();
		stop();
		expect( seen ).toEqual( [ 9 ] );
		expect( console ).toHaveErrored();
	} );
} );
