/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { resetSessionForTests } from '../../runtime/session';
import {
	jsonResponse,
	makeSession,
	mockServer,
	textResponse,
} from '../../runtime/test-utils';
import { WishlistPage } from './wishlist-page';
import { parsePageProps } from './view';

const nonces = {
	load_fragments: 'n-load',
	save_title: 'n-title',
	update_item_quantity: 'n-qty',
	sort_wishlist_items: 'n-sort',
};

const list = ( overrides = {} ) => ( {
	id: 5,
	token: 'ABCDEFGHIJKL',
	name: 'My wishlist',
	privacy: 0,
	isDefault: true,
	isOwner: true,
	shareUrl: '/wishlist/?wishlist=ABCDEFGHIJKL',
	page: 1,
	perPage: 10,
	pages: 1,
	total: 2,
	lists: [],
	items: [ 1, 2 ].map( ( id ) => ( {
		id,
		productId: 100 + id,
		name: `Product ${ id }`,
		url: `/product/${ id }/`,
		image: '',
		priceHtml: '<span>€10.00</span>',
		stock: 'instock',
		stockLabel: 'In stock',
		purchasable: true,
		quantity: 1,
	} ) ),
	...overrides,
} );

function server( data = list() ) {
	const sent: URLSearchParams[] = [];
	mockServer( {
		session: () => jsonResponse( makeSession( { nonces } ) ),
		ajax: ( body ) => {
			sent.push( body );
			return body.get( 'action' ) === 'load_fragments'
				? jsonResponse( { fragments: {}, wishlist: data } )
				: textResponse(
						body.get( 'action' ) === 'save_title'
							? '{"result":true}'
							: ''
					);
		},
	} );
	return sent;
}

const actions = ( sent: URLSearchParams[] ) =>
	sent.map( ( body ) => body.get( 'action' ) );

beforeEach( () => {
	resetSessionForTests();
	window.vitrineSettings = {};
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'WishlistPage', () => {
	it( 'reads its props', () => {
		expect(
			parsePageProps( { token: 'ABCDEFGHIJKL', perPage: 5 } )
		).toEqual( { token: 'ABCDEFGHIJKL', manage: false, perPage: 5 } );
		expect( parsePageProps( { token: '<script>' } ) ).toEqual( {
			token: '',
			manage: false,
			perPage: 10,
		} );
	} );

	it( 'renames: Escape cancels, an empty title is refused, Enter saves', async () => {
		const sent = server();
		render( <WishlistPage token="" manage={ false } perPage={ 10 } /> );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Rename' } )
		);
		const field = screen.getByLabelText( /Wishlist name/ );
		await userEvent.clear( field );
		await userEvent.type( field, 'Nope{Escape}' );
		expect(
			screen.getByRole( 'heading', { name: 'My wishlist' } )
		).toBeInTheDocument();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Rename' } )
		);
		await userEvent.clear( screen.getByLabelText( /Wishlist name/ ) );
		await userEvent.type(
			screen.getByLabelText( /Wishlist name/ ),
			'{Enter}'
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'A wishlist needs a name.'
		);
		expect( actions( sent ) ).not.toContain( 'save_title' );

		await userEvent.type(
			screen.getByLabelText( /Wishlist name/ ),
			'Birthday{Enter}'
		);
		await waitFor( () =>
			expect( actions( sent ) ).toContain( 'save_title' )
		);
		expect(
			sent
				.find( ( body ) => body.get( 'action' ) === 'save_title' )
				?.get( 'title' )
		).toBe( 'Birthday' );
	} );

	it( "asks a new list's name in a dialog, not window.prompt()", async () => {
		const prompt = jest.spyOn( window, 'prompt' );
		const sent = server(
			list( {
				lists: [ { id: 9, token: 'MNOPQRSTUVWX', name: 'Gifts' } ],
			} )
		);
		render( <WishlistPage token="" manage={ false } perPage={ 10 } /> );
		const select = await screen.findByRole( 'combobox', {
			name: 'Move “Product 1” to another list',
		} );
		await userEvent.selectOptions( select, 'new' );
		const dialog = screen.getByRole( 'dialog', {
			name: 'Move “Product 1” to a new list',
		} );
		const field = screen.getByLabelText( 'Name of the new list' );
		expect( field ).toHaveFocus();

		await userEvent.click( screen.getByRole( 'button', { name: 'Move' } ) );
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( actions( sent ) ).not.toContain( 'move_to_another_wishlist' );

		await userEvent.type( field, '  Garden  {Enter}' );
		expect( dialog ).not.toBeInTheDocument();
		expect( select ).toHaveFocus();
		await waitFor( () =>
			expect( actions( sent ) ).toContain( 'move_to_another_wishlist' )
		);
		const move = sent.find(
			( body ) => body.get( 'action' ) === 'move_to_another_wishlist'
		);
		expect( move?.get( 'destination_wishlist_token' ) ).toBe( 'new' );
		expect( move?.get( 'wishlist_name' ) ).toBe( 'Garden' );
		expect( prompt ).not.toHaveBeenCalled();
	} );

	it( 'closes the new-list dialog with Escape and sends nothing', async () => {
		const sent = server(
			list( {
				lists: [ { id: 9, token: 'MNOPQRSTUVWX', name: 'Gifts' } ],
			} )
		);
		render( <WishlistPage token="" manage={ false } perPage={ 10 } /> );
		const select = await screen.findByRole( 'combobox', {
			name: 'Move “Product 1” to another list',
		} );
		await userEvent.selectOptions( select, 'new' );
		await userEvent.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( select ).toHaveFocus();
		expect( actions( sent ) ).not.toContain( 'move_to_another_wishlist' );
	} );

	it( 'sends a quantity only after a 1 s pause', async () => {
		jest.useFakeTimers();
		const sent = server();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		render( <WishlistPage token="" manage={ false } perPage={ 10 } /> );
		const field = await screen.findByLabelText( 'Product 1 quantity' );
		await user.clear( field );
		await user.type( field, '4' );
		await act( async () => jest.advanceTimersByTime( 900 ) );
		expect( actions( sent ) ).not.toContain( 'update_item_quantity' );
		await act( async () => jest.advanceTimersByTime( 200 ) );
		await waitFor( () =>
			expect( actions( sent ) ).toContain( 'update_item_quantity' )
		);
		expect(
			sent
				.find(
					( body ) => body.get( 'action' ) === 'update_item_quantity'
				)
				?.get( 'quantity' )
		).toBe( '4' );
	} );

	it( 'steps a quantity with the shared stepper, as the cart does', async () => {
		jest.useFakeTimers();
		const sent = server();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const { container } = render(
			<WishlistPage token="" manage={ false } perPage={ 10 } />
		);
		const field = await screen.findByLabelText( 'Product 1 quantity' );
		// The cart's markup: − and + around the number input, in one `.vitrine-quantity` box.
		const box = field.closest( '.vitrine-quantity' )!;
		expect( box ).not.toBeNull();
		expect( field ).toHaveClass( 'vitrine-quantity__input' );
		expect(
			container.querySelectorAll( '.vitrine-quantity' )
		).toHaveLength( 2 );
		const [ minus, plus ] = [
			'Decrease quantity',
			'Increase quantity',
		].map( ( name ) =>
			screen
				.getAllByRole( 'button', { name } )
				.find( ( button ) => box.contains( button ) )!
		);
		expect( minus ).toBeDisabled();
		expect( plus ).toHaveAttribute( 'aria-controls', field.id );
		await user.click( plus! );
		await user.click( plus! );
		expect( field ).toHaveValue( 3 );
		expect( minus ).toBeEnabled();
		await act( async () => jest.advanceTimersByTime( 1100 ) );
		await waitFor( () =>
			expect( actions( sent ) ).toContain( 'update_item_quantity' )
		);
		const updates = sent.filter(
			( body ) => body.get( 'action' ) === 'update_item_quantity'
		);
		// One request after the pause, with the last value.
		expect( updates ).toHaveLength( 1 );
		expect( updates[ 0 ]!.get( 'quantity' ) ).toBe( '3' );
	} );

	it( 'moves a row down with the keyboard alternative and saves the order', async () => {
		const sent = server();
		render( <WishlistPage token="" manage={ false } perPage={ 10 } /> );
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Move “Product 1” down',
			} )
		);
		await waitFor( () =>
			expect( actions( sent ) ).toContain( 'sort_wishlist_items' )
		);
		expect(
			sent
				.find(
					( body ) => body.get( 'action' ) === 'sort_wishlist_items'
				)
				?.get( 'positions' )
		).toBe( '2,1' );
	} );

	it( 'shows a stranger the list without any control', async () => {
		server( list( { isOwner: false } ) );
		render(
			<WishlistPage
				token="ABCDEFGHIJKL"
				manage={ false }
				perPage={ 10 }
			/>
		);
		expect(
			await screen.findByRole( 'heading', { name: 'My wishlist' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'button', { name: 'Rename' } ) ).toBeNull();
		expect( screen.queryByLabelText( /quantity$/ ) ).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Increase quantity' } )
		).toBeNull();
		expect( screen.queryByLabelText( 'Who can see this list' ) ).toBeNull();
	} );
} );
