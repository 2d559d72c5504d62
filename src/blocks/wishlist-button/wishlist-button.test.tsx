/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { resetSessionForTests } from '../../runtime/session';
import {
	jsonResponse,
	makeSession,
	mockServer,
} from '../../runtime/test-utils';
import { WishlistButton } from './wishlist-button';
import { parseButtonProps } from './view';

const nonces = { add_to_wishlist: 'n-add', wp_rest: 'rest-1' };

beforeEach( () => {
	resetSessionForTests();
	window.vitrineSettings = {};
} );

describe( 'WishlistButton', () => {
	it( 'reads its props', () => {
		expect(
			parseButtonProps( { productId: 4, productName: 'Mug' } )
		).toEqual( {
			productId: 4,
			productName: 'Mug',
			labelStyle: 'icon-text',
			list: 'choose',
		} );
		expect(
			parseButtonProps( {
				productId: 4,
				labelStyle: 'icon',
				list: 'default',
			} )
		).toEqual( {
			productId: 4,
			productName: '',
			labelStyle: 'icon',
			list: 'default',
		} );
		expect( parseButtonProps( { productId: 0 } ) ).toBeNull();
	} );

	it( 'adds to the default list from the popup, then shows the product as wished', async () => {
		const sent: URLSearchParams[] = [];
		mockServer( {
			session: () => jsonResponse( makeSession( { nonces } ) ),
			ajax: ( body ) => {
				sent.push( body );
				return jsonResponse( {
					prod_id: 4,
					result: 'true',
					message: 'Product added!',
					wishlist_url: '/wishlist/?wishlist=ABCDEFGHIJKL',
					user_wishlists: [
						{
							id: 9,
							token: 'ABCDEFGHIJKL',
							wishlist_name: 'My wishlist',
							default: true,
							products: [ 4 ],
						},
					],
				} );
			},
		} );
		render( <WishlistButton productId={ 4 } productName="Mug" /> );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add to wishlist: “Mug”' } )
		);
		const dialog = await screen.findByRole( 'dialog' );
		expect(
			screen.getByRole( 'tab', { name: 'Choose a list' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);

		await waitFor( () =>
			expect( dialog ).toHaveTextContent( 'Product added!' )
		);
		expect( sent[ 0 ]?.get( 'action' ) ).toBe( 'add_to_wishlist' );
		expect( sent[ 0 ]?.get( 'nonce' ) ).toBe( 'n-add' );
		expect( sent[ 0 ]?.get( 'wishlist_id' ) ).toBe( '' );
		expect( sent[ 0 ]?.get( 'context' ) ).toBe( 'frontend' );
		expect(
			screen.getByRole( 'button', { name: 'Add to wishlist: “Mug”' } )
		).toHaveClass( 'is-exists' );
	} );

	it( 'gives focus back to the button on Escape, and to the link that replaced it after an add', async () => {
		window.vitrineSettings = {
			wishlist: { multi: true, hideAfterAdd: true },
		} as never;
		mockServer( {
			session: () => jsonResponse( makeSession( { nonces } ) ),
			ajax: () =>
				jsonResponse( {
					result: 'true',
					message: 'Product added!',
					wishlist_url: '/wishlist/?wishlist=ABCDEFGHIJKL',
					user_wishlists: [
						{
							id: 9,
							wishlist_name: 'My wishlist',
							default: true,
							products: [ 4 ],
						},
					],
				} ),
		} );
		render( <WishlistButton productId={ 4 } productName="Mug" /> );
		const button = screen.getByRole( 'button', {
			name: 'Add to wishlist: “Mug”',
		} );
		await userEvent.click( button );
		await screen.findByRole( 'dialog' );
		await userEvent.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( button ).toHaveFocus();

		await userEvent.click( button );
		const dialog = await screen.findByRole( 'dialog' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);
		await waitFor( () =>
			expect( dialog ).toHaveTextContent( 'Product added!' )
		);
		await userEvent.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect(
			screen.getByRole( 'link', { name: 'Browse wishlist' } )
		).toHaveFocus();
	} );

	it( 'marks an empty new-list name invalid and sends nothing', async () => {
		const server = mockServer( {
			session: () => jsonResponse( makeSession( { nonces } ) ),
		} );
		render( <WishlistButton productId={ 4 } productName="Mug" /> );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add to wishlist: “Mug”' } )
		);
		await userEvent.click(
			await screen.findByRole( 'tab', { name: 'Create a new list' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add to wishlist' } )
		);

		expect(
			screen.getByLabelText( 'Name of the new list' )
		).toHaveAttribute( 'aria-invalid', 'true' );
		expect(
			server.mock.calls.filter( ( [ url ] ) =>
				String( url ).includes( 'admin-ajax' )
			)
		).toHaveLength( 0 );
	} );

	it( 'shows a server refusal in the popup with an error icon', async () => {
		mockServer( {
			session: () => jsonResponse( makeSession( { nonces } ) ),
			ajax: () =>
				jsonResponse(
					{
						success: false,
						data: {
							code: 'vitrine_wishlist_product_not_found',
							message: 'This product does not exist.',
						},
					},
					404
				),
		} );
		render( <WishlistButton productId={ 4 } productName="Mug" /> );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add to wishlist: “Mug”' } )
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Add to wishlist' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'This product does not exist.'
		);
	} );

	it( 'on a single-list site adds at once and becomes a browse link', async () => {
		window.vitrineSettings = { wishlist: { multi: false } } as never;
		mockServer( {
			session: () => jsonResponse( makeSession( { nonces } ) ),
			ajax: () =>
				jsonResponse( {
					result: 'exists',
					message: 'Already there',
					wishlist_url: '/wishlist/?wishlist=ABCDEFGHIJKL',
					user_wishlists: [
						{
							id: 9,
							wishlist_name: 'My wishlist',
							default: true,
							products: [ 4 ],
						},
					],
				} ),
		} );
		render( <WishlistButton productId={ 4 } productName="Mug" /> );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add to wishlist: “Mug”' } )
		);
		const link = await screen.findByRole( 'link', {
			name: 'Browse wishlist',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'/wishlist/?wishlist=ABCDEFGHIJKL'
		);
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( "the block's settings: the heart alone, straight to the default list", async () => {
		const sent: URLSearchParams[] = [];
		mockServer( {
			session: () => jsonResponse( makeSession( { nonces } ) ),
			ajax: ( body ) => {
				sent.push( body );
				return jsonResponse( {
					result: 'true',
					message: 'Product added!',
					user_wishlists: [],
				} );
			},
		} );
		render(
			<WishlistButton
				productId={ 4 }
				productName="Mug"
				labelStyle="icon"
				list="default"
			/>
		);
		const button = screen.getByRole( 'button', {
			name: 'Add to wishlist: “Mug”',
		} );
		expect( button ).not.toHaveTextContent( 'Add to wishlist' );
		expect( button ).not.toHaveAttribute( 'aria-haspopup' );
		await userEvent.click( button );
		await waitFor( () => expect( sent ).toHaveLength( 1 ) );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( sent[ 0 ]!.get( 'wishlist_id' ) ).toBe( '' );
	} );

	it( 'alerts and sends nothing when cookies are disabled', async () => {
		const server = mockServer( {
			session: () => jsonResponse( makeSession( { nonces } ) ),
		} );
		const alert = jest
			.spyOn( window, 'alert' )
			.mockImplementation( () => undefined );
		const cookie = jest
			.spyOn( window.navigator, 'cookieEnabled', 'get' )
			.mockReturnValue( false );
		render( <WishlistButton productId={ 4 } productName="Mug" /> );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add to wishlist: “Mug”' } )
		);
		expect( alert ).toHaveBeenCalledWith(
			expect.stringContaining( 'Cookies are disabled' )
		);
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect(
			server.mock.calls.filter( ( [ url ] ) =>
				String( url ).includes( 'admin-ajax' )
			)
		).toHaveLength( 0 );
		alert.mockRestore();
		cookie.mockRestore();
	} );
} );
