/**
 * Internal dependencies
 */
import {
	focusAfterRemoval,
	cookiesEnabled,
	isWished,
	listName,
	moveByStep,
	moveItem,
	parseAddReply,
	parseLists,
	parseQuantity,
	parseSettings,
	stateAfterAdd,
} from './wishlist';

describe( 'wishlist rules', () => {
	it( 'reads the session lists and the reply lists, dropping broken ones', () => {
		expect(
			parseLists( [
				{
					id: 3,
					token: 'ABCDEFGHIJKL',
					name: 'Mine',
					default: true,
					products: [ 7, 'x', 8 ],
				},
				{ id: 4, wishlist_name: 'Other', default: false },
				{ id: 'x', name: 'broken' },
				null,
			] )
		).toEqual( [
			{
				id: 3,
				token: 'ABCDEFGHIJKL',
				name: 'Mine',
				default: true,
				products: [ 7, 8 ],
			},
			{ id: 4, token: '', name: 'Other', default: false, products: [] },
		] );
		expect( parseLists( 'nope' ) ).toEqual( [] );
	} );

	it( 'knows whether a product is in any list', () => {
		const lists = parseLists( [
			{ id: 1, name: 'a', products: [ 5 ] },
			{ id: 2, name: 'b', products: [ 6 ] },
		] );
		expect( isWished( 6, lists ) ).toBe( true );
		expect( isWished( 9, lists ) ).toBe( false );
	} );

	it( 'defaults the settings to several lists and 3 s', () => {
		expect( parseSettings( undefined ) ).toEqual( {
			multi: true,
			hideAfterAdd: false,
			removeAfterCart: false,
			popupMs: 3000,
			noticeMs: 3000,
			estimate: true,
			pageUrl: '/wishlist/',
			defaultPrivacy: 2,
		} );
		expect( parseSettings( { defaultPrivacy: 0 } ).defaultPrivacy ).toBe(
			0
		);
		expect( parseSettings( { defaultPrivacy: 7 } ).defaultPrivacy ).toBe(
			2
		);
		expect( parseSettings( { defaultPrivacy: '1' } ).defaultPrivacy ).toBe(
			2
		);
		expect(
			parseSettings( { multi: false, popupMs: 500, noticeMs: -1 } )
		).toMatchObject( {
			multi: false,
			popupMs: 500,
			noticeMs: 3000,
		} );
	} );

	it( 'reads true and exists replies, and nothing else', () => {
		expect(
			parseAddReply(
				JSON.stringify( {
					result: 'exists',
					message: 'Already there',
					wishlist_url: '/wishlist/?wishlist=X',
					user_wishlists: [
						{
							id: 1,
							wishlist_name: 'My wishlist',
							default: true,
							products: [ 2 ],
						},
					],
				} )
			)
		).toEqual( {
			result: 'exists',
			message: 'Already there',
			wishlistUrl: '/wishlist/?wishlist=X',
			lists: [
				{
					id: 1,
					token: '',
					name: 'My wishlist',
					default: true,
					products: [ 2 ],
				},
			],
		} );
		expect( parseAddReply( '{"result":false}' ) ).toBeNull();
		expect( parseAddReply( '<html>' ) ).toBeNull();
	} );

	it( 'refuses an empty list name', () => {
		expect( listName( '   ' ) ).toBeNull();
		expect( listName( ' Garden ' ) ).toBe( 'Garden' );
	} );

	it( 'keeps the add button only on multi-list sites that do not hide it', () => {
		const settings = parseSettings( {} );
		expect( stateAfterAdd( settings ) ).toBe( 'add' );
		expect( stateAfterAdd( { ...settings, hideAfterAdd: true } ) ).toBe(
			'browse'
		);
		expect( stateAfterAdd( { ...settings, multi: false } ) ).toBe(
			'browse'
		);
	} );

	it( 'moves items by drag and by keyboard, never out of the list', () => {
		expect( moveItem( [ 'a', 'b', 'c' ], 0, 2 ) ).toEqual( [
			'b',
			'c',
			'a',
		] );
		expect( moveItem( [ 'a', 'b', 'c' ], 2, 5 ) ).toEqual( [
			'a',
			'b',
			'c',
		] );
		expect( moveByStep( [ 'a', 'b', 'c' ], 1, -1 ) ).toEqual( [
			'b',
			'a',
			'c',
		] );
		expect( moveByStep( [ 'a', 'b', 'c' ], 0, -1 ) ).toEqual( [
			'a',
			'b',
			'c',
		] );
		expect( moveByStep( [ 'a', 'b', 'c' ], 2, 1 ) ).toEqual( [
			'a',
			'b',
			'c',
		] );
	} );

	it( 'accepts quantities from 1 to 9999 only', () => {
		expect( parseQuantity( '3' ) ).toBe( 3 );
		expect( parseQuantity( '0' ) ).toBeNull();
		expect( parseQuantity( '2.5' ) ).toBeNull();
		expect( parseQuantity( '10000' ) ).toBeNull();
	} );

	it( 'tells when cookies are off', () => {
		expect( cookiesEnabled( { cookieEnabled: false } ) ).toBe( false );
		expect( cookiesEnabled( { cookieEnabled: true } ) ).toBe( true );
	} );

	it( 'sends focus to the next row after a removal, else the previous, else nowhere', () => {
		const rows = [ { id: 4 }, { id: 9 }, { id: 2 } ];
		expect( focusAfterRemoval( rows, 4 ) ).toBe( 9 );
		expect( focusAfterRemoval( rows, 9 ) ).toBe( 2 );
		expect( focusAfterRemoval( rows, 2 ) ).toBe( 9 );
		expect( focusAfterRemoval( [ { id: 7 } ], 7 ) ).toBeNull();
		expect( focusAfterRemoval( rows, 5 ) ).toBeNull();
	} );
} );
