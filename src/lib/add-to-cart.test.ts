/**
 * Internal dependencies
 */
import {
	CONFIRMATION_TIMING,
	confirmationPhase,
	readAddToCart,
	type AddToCartFields,
} from './add-to-cart';

describe( 'readAddToCart', () => {
	it.each< [ AddToCartFields, ReturnType< typeof readAddToCart > ] >( [
		[ { productId: '12' }, { productId: 12, quantity: 1 } ],
		[
			{ productId: '12', quantityField: '3', dataQuantity: '1' },
			{ productId: 12, quantity: 3 },
		],
		[
			{ productId: '12', dataQuantity: '4' },
			{ productId: 12, quantity: 4 },
		],
		[
			{ productId: '12', quantityField: 'abc', dataQuantity: '2' },
			{ productId: 12, quantity: 2 },
		],
		[
			{ productId: '12', quantityField: '0' },
			{ productId: 12, quantity: 1 },
		],
		[
			{ productId: '12', quantityField: '-2' },
			{ productId: 12, quantity: 1 },
		],
		[
			{ productId: '12', quantityField: '1.5' },
			{ productId: 12, quantity: 1 },
		],
		[ { productId: '' }, null ],
		[ { productId: '0' }, null ],
		[ { productId: 'x1' }, null ],
		[ {}, null ],
	] )( '%j → %j', ( fields, expected ) => {
		expect( readAddToCart( fields ) ).toEqual( expected );
	} );
} );

describe( 'confirmationPhase', () => {
	const { fadeIn, stay, fadeOut } = CONFIRMATION_TIMING;

	it( 'stays about 2 s and fades out over 1 s', () => {
		expect( stay ).toBe( 2000 );
		expect( fadeOut ).toBe( 1000 );
	} );

	it.each( [
		[ 0, 'entering' ],
		[ fadeIn - 1, 'entering' ],
		[ fadeIn, 'shown' ],
		[ fadeIn + stay - 1, 'shown' ],
		[ fadeIn + stay, 'leaving' ],
		[ fadeIn + stay + fadeOut - 1, 'leaving' ],
		[ fadeIn + stay + fadeOut, 'gone' ],
	] )( 'at %i ms: %s', ( elapsed, phase ) => {
		expect( confirmationPhase( elapsed ) ).toBe( phase );
	} );
} );
