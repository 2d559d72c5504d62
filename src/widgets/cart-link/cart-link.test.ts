/**
 * External dependencies
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { CONFIRMATION_TIMING } from '../../lib/add-to-cart';
import { RequestError } from '../../runtime/errors';
import { resetSessionForTests } from '../../runtime/session';
import {
	jsonResponse,
	makeSession,
	mockServer,
} from '../../runtime/test-utils';
import { addToCart } from './cart-api';
import {
	colourFromThemeLinks,
	menuToggleFor,
	mountCartLink,
} from './cart-link';
import { parseCartLinkProps } from './index';

jest.mock( './cart-api', () => ( { addToCart: jest.fn() } ) );
const mockedAdd = addToCart as jest.MockedFunction< typeof addToCart >;

const props = {
	cartUrl: 'https://shop.test/cart/',
	label: 'Cart',
	confirmText: 'Added to your cart',
	viewText: 'View cart',
	closeText: 'Close',
};

const mounted: Array< () => void > = [];

/** Mounts the cart link on its server markup, as the runtime does. */
function mount(): { unmount: () => void } {
	const element = document.createElement( 'span' );
	element.innerHTML = `<a class="vitrine-cart-link__link" href="${ props.cartUrl }">Cart</a>`;
	document.body.append( element );
	let unmount = () => {};
	act( () => {
		unmount = mountCartLink( element, props );
	} );
	mounted.push( unmount );
	return { unmount };
}

/** The markup of AddToCartForm.php with a quantity field. */
function productForm(): HTMLFormElement {
	document.body.insertAdjacentHTML(
		'beforeend',
		`<form class="vitrine-add-to-cart" method="post" action="/product/cup/" data-product_id="42">
			<input type="number" name="quantity" value="3">
			<button type="submit" name="add-to-cart" value="42" class="add_to_cart_button" data-product_id="42" data-quantity="3" data-product_title="Stoneware cup" data-product_image="https://shop.test/cup.jpg">Add to cart</button>
		</form>`
	);
	return document.querySelector(
		'form.vitrine-add-to-cart'
	) as HTMLFormElement;
}

beforeEach( () => {
	resetSessionForTests();
	document.body.innerHTML = '';
	mockedAdd.mockReset();
} );

afterEach( () => {
	mounted.splice( 0 ).forEach( ( unmount ) => unmount() );
	jest.useRealTimers();
} );

describe( 'CartLink', () => {
	afterEach( () => {
		document.cookie = 'vitrine_cart=; Max-Age=0; path=/';
	} );

	it( 'costs a guest who never added anything no session request', async () => {
		const server = mockServer( {
			session: () =>
				jsonResponse( makeSession( { cart: { count: 4 } } ) ),
		} );
		// Every timer the mount sets runs, and the promises between them settle: nothing waits
		// for real time, and a session request anything scheduled would have been made.
		jest.useFakeTimers();
		mount();
		await act( () => jest.runAllTimersAsync() );
		expect( server ).not.toHaveBeenCalled();
		expect( screen.getByRole( 'link', { name: 'Cart' } ) ).toBeVisible();
	} );

	it( 'shows the count from the session', async () => {
		document.cookie = 'vitrine_cart=1; path=/';
		mockServer( {
			session: () =>
				jsonResponse( makeSession( { cart: { count: 4 } } ) ),
		} );
		mount();
		const link = await screen.findByRole( 'link', {
			name: 'Cart, 4 items',
		} );
		expect( link ).toHaveAttribute( 'href', props.cartUrl );
		expect( link ).toHaveTextContent( 'Cart4' );
	} );

	it( 'beside a classic theme’s phone menu toggle, a copy shows the count while the toggle shows', async () => {
		document.cookie = 'vitrine_cart=1; path=/';
		mockServer( {
			session: () =>
				jsonResponse( makeSession( { cart: { count: 2 } } ) ),
		} );
		document.body.innerHTML = `<nav>
			<div class="menu-button-container"><button aria-controls="primary-menu-list" aria-expanded="false">Menu</button></div>
			<div><ul id="primary-menu-list"><li class="menu-item vitrine-cart-menu-item"><span id="item"><a class="vitrine-cart-link__link" href="${ props.cartUrl }">Cart</a></span></li></ul></div>
		</nav>`;
		const toggle = screen.getByRole( 'button', { name: 'Menu' } );
		// jsdom lays nothing out: the toggle is "shown" when it has boxes.
		toggle.getClientRects = () => [ {} ] as unknown as DOMRectList;
		let unmount = () => {};
		act( () => {
			unmount = mountCartLink(
				document.getElementById( 'item' )!,
				props
			);
		} );
		mounted.push( unmount );
		const links = await screen.findAllByRole( 'link', {
			name: 'Cart, 2 items',
		} );
		expect( links ).toHaveLength( 2 );
		const copy = toggle.previousElementSibling as HTMLElement;
		expect( copy ).toHaveClass( 'vitrine-cart-link__compact' );
		expect( copy ).toHaveTextContent( 'Cart2' );
		expect( copy.hidden ).toBe( false );
		// The menu open shows its own item: the cart once.
		toggle.setAttribute( 'aria-expanded', 'true' );
		await waitFor( () => expect( copy.hidden ).toBe( true ) );
		toggle.setAttribute( 'aria-expanded', 'false' );
		await waitFor( () => expect( copy.hidden ).toBe( false ) );
		unmount();
		expect( toggle.previousElementSibling ).toBeNull();
	} );

	it( 'finds a toggle that names its menu by `data-toggle-target` (Twenty Twenty’s modal), the menu item itself the mount point', async () => {
		document.cookie = 'vitrine_cart=1; path=/';
		mockServer( {
			session: () =>
				jsonResponse( makeSession( { cart: { count: 3 } } ) ),
		} );
		document.body.innerHTML = `<header><div class="header-titles-wrapper">
			<button class="search-toggle" data-toggle-target=".search-modal" aria-expanded="false">Search</button>
			<button class="nav-toggle" data-toggle-target=".menu-modal" aria-expanded="false">Menu</button>
		</div></header>
		<div class="search-modal"></div>
		<div class="menu-modal"><nav><ul class="modal-menu"><li id="item" class="menu-item vitrine-cart-menu-item"><a class="vitrine-cart-link__link" href="${ props.cartUrl }">Cart</a></li></ul></nav></div>`;
		const toggle = screen.getByRole( 'button', { name: 'Menu' } );
		toggle.getClientRects = () => [ {} ] as unknown as DOMRectList;
		const item = document.getElementById( 'item' )!;
		expect( menuToggleFor( item ) ).toBe( toggle );
		let unmount = () => {};
		act( () => {
			unmount = mountCartLink( item, props );
		} );
		mounted.push( unmount );
		await waitFor( () =>
			expect( toggle.previousElementSibling ).toHaveTextContent( 'Cart3' )
		);
		expect( toggle.previousElementSibling ).toHaveClass(
			'vitrine-cart-link__compact'
		);
	} );

	it( 'adds no copy to a link outside a collapsing menu', () => {
		mount();
		expect(
			document.querySelector( '.vitrine-cart-link__compact' )
		).toBeNull();
	} );

	it( 'sends a product form through REST and shows the confirmation for about 3 s', async () => {
		mockServer( { session: () => jsonResponse( makeSession() ) } );
		mockedAdd.mockResolvedValue( {
			items: [],
			count: 3,
			line: {
				product_id: 42,
				name: 'Stoneware cup',
				permalink: '/product/cup/',
				image: 'https://shop.test/cup-150.jpg',
				quantity: 3,
			},
		} );
		mount();
		const form = productForm();
		jest.useFakeTimers();

		let notPrevented = true;
		await act( async () => {
			notPrevented = fireEvent.submit( form );
		} );

		expect( notPrevented ).toBe( false );
		// The pressed button goes along, for the jQuery `added_to_cart` event's `$button`.
		expect( mockedAdd ).toHaveBeenCalledWith(
			{ productId: 42, quantity: 3 },
			form.querySelector( '.add_to_cart_button' )
		);
		const status = screen.getByRole( 'status' );
		expect( status ).toHaveTextContent( 'Stoneware cup' );
		expect( status ).toHaveTextContent( 'Added to your cart' );
		expect( status.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://shop.test/cup-150.jpg'
		);
		expect(
			screen.getByRole( 'link', { name: 'View cart' } )
		).toHaveAttribute( 'href', props.cartUrl );
		expect( form.querySelector( 'button' ) ).toHaveClass( 'added' );

		await act( async () => jest.advanceTimersByTime( 50 ) );
		expect( status ).toHaveClass( 'is-shown' );
		const { fadeIn, stay, fadeOut } = CONFIRMATION_TIMING;
		await act( async () => jest.advanceTimersByTime( fadeIn + stay ) );
		expect( status ).toHaveClass( 'is-leaving' );
		await act( async () => jest.advanceTimersByTime( fadeOut ) );
		expect( screen.queryByRole( 'status' ) ).toBeNull();
	} );

	it( 'shows the server’s error instead', async () => {
		mockServer( { session: () => jsonResponse( makeSession() ) } );
		mockedAdd.mockRejectedValue(
			new RequestError(
				'vitrine_cart_quantity_over_stock',
				'Only 1 more of “Stoneware cup” can be added to your cart.',
				409
			)
		);
		mount();
		const form = productForm();
		await act( async () => {
			fireEvent.submit( form );
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Only 1 more of “Stoneware cup” can be added to your cart.'
		);
		expect( form.querySelector( 'button' ) ).not.toHaveClass( 'added' );
		expect( form.querySelector( 'button' ) ).not.toHaveAttribute(
			'aria-busy'
		);
	} );

	it( 'leaves other forms alone and stops listening when unmounted', async () => {
		mockServer( { session: () => jsonResponse( makeSession() ) } );
		const { unmount } = mount();
		document.body.insertAdjacentHTML(
			'beforeend',
			'<form class="search"><button type="submit">Go</button></form>'
		);
		const other = document.querySelector(
			'form.search'
		) as HTMLFormElement;
		expect( fireEvent.submit( other ) ).toBe( true );
		unmount();
		expect( fireEvent.submit( productForm() ) ).toBe( true );
		expect( mockedAdd ).not.toHaveBeenCalled();
	} );
} );

describe( 'colourFromThemeLinks', () => {
	/**
	 * A badge in a page whose stylesheet is `css`, coloured from it.
	 * @param css The theme's rules.
	 */
	function badgeUnder( css: string ) {
		document.head.innerHTML = `<style>${ css }</style>`;
		document.body.innerHTML =
			'<main><a class="vitrine-cart-link__link" href="/cart/">Cart<span class="vitrine-cart-link__count">0</span></a></main>';
		const badge = document.querySelector< HTMLElement >(
			'.vitrine-cart-link__count'
		)!;
		colourFromThemeLinks( badge );
		return badge;
	}

	afterEach( () => {
		document.head.innerHTML = '';
	} );

	it( 'gives the badge the theme’s link colour and figures that read on it', () => {
		const badge = badgeUnder( 'a { color: rgb(205, 38, 83); }' );
		expect(
			badge.style.getPropertyValue( '--vitrine-cart-link-accent' )
		).toBe( 'rgb(205, 38, 83)' );
		expect(
			badge.style.getPropertyValue( '--vitrine-cart-link-on-accent' )
		).toBe( '#fff' );
		// The probe link is gone.
		expect( document.querySelectorAll( 'a' ) ).toHaveLength( 1 );
	} );

	it( 'gives light links dark figures', () => {
		const badge = badgeUnder( 'a { color: rgb(255, 221, 87); }' );
		expect(
			badge.style.getPropertyValue( '--vitrine-cart-link-on-accent' )
		).toBe( '#000' );
	} );

	it( 'leaves a palette with a text colour, or our own properties, to the stylesheet', () => {
		for ( const property of [
			'--wp--preset--color--contrast',
			'--vitrine-cart-count-background',
		] ) {
			const badge = badgeUnder(
				`a { color: rgb(205, 38, 83); } .vitrine-cart-link__count { ${ property }: #111; }`
			);
			expect( badge.getAttribute( 'style' ) ).toBeNull();
		}
	} );

	it( 'leaves links of no solid colour alone', () => {
		const badge = badgeUnder( 'a { color: transparent; }' );
		expect( badge.getAttribute( 'style' ) ).toBeNull();
	} );
} );

describe( 'parseCartLinkProps', () => {
	it( 'needs the cart address', () => {
		expect( parseCartLinkProps( {} ) ).toBeNull();
		expect( parseCartLinkProps( props ) ).toEqual( props );
	} );
} );
