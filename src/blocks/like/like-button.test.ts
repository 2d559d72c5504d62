/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/dom';
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
import { mountLikeButton } from './like-button';
import { parseLikeProps } from './view';

const props = {
	postId: 7,
	count: 12,
	countText: '12',
	title: 'Slow mornings',
};

let unmount: () => void = () => undefined;

beforeEach( () => {
	resetSessionForTests();
} );

afterEach( () => {
	unmount();
	document.body.replaceChildren();
} );

/** The mount point as PHP prints it: its fallback heart is replaced by the button. */
function mount() {
	const element = document.createElement( 'span' );
	element.innerHTML =
		'<span class="vitrine-like__button">fallback<span class="vitrine-like__count">12</span></span>';
	document.body.append( element );
	unmount = mountLikeButton( element, props );
	return element;
}

describe( 'mountLikeButton', () => {
	it( 'goes inactive while the request runs, then loved with the server count', async () => {
		let release: ( r: Response ) => void = () => undefined;
		const server = mockServer( {
			session: () => jsonResponse( makeSession() ),
			ajax: () =>
				new Promise< Response >( ( resolve ) => ( release = resolve ) ),
		} );
		mount();
		const button = screen.getByRole( 'button', {
			name: /Love “Slow mornings”/,
		} );
		expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
		expect( button ).toHaveAttribute( 'title', 'Love this' );

		await userEvent.click( button );
		await waitFor( () => expect( button ).toHaveClass( 'is-inactive' ) );
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );

		// Clicks while inactive are ignored: still one like request.
		await userEvent.click( button );
		release( textResponse( '13' ) );

		await waitFor( () => expect( button ).toHaveClass( 'is-loved' ) );
		expect( button ).toHaveAttribute( 'title', 'You already love this!' );
		expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( button ).toHaveTextContent( '13' );

		const likeCalls = server.mock.calls.filter( ( [ url ] ) =>
			String( url ).includes( 'admin-ajax.php' )
		);
		expect( likeCalls ).toHaveLength( 1 );
		const body = likeCalls[ 0 ]?.[ 1 ]?.body as URLSearchParams;
		expect( body.get( 'action' ) ).toBe( 'jws-love' );
		expect( body.get( 'loves_id' ) ).toBe( 'jws-love-7' );
		expect( body.get( 'nonce' ) ).toBe( 'nonce-1' );

		// Loved ignores clicks.
		await userEvent.click( button );
		expect(
			server.mock.calls.filter( ( [ url ] ) =>
				String( url ).includes( 'admin-ajax.php' )
			)
		).toHaveLength( 1 );
	} );

	it( 'replaces the server’s heart with one button and an empty status line', () => {
		mockServer( { session: () => jsonResponse( makeSession() ) } );
		const element = mount();
		expect( element ).not.toHaveTextContent( 'fallback' );
		expect( element.querySelectorAll( 'button' ) ).toHaveLength( 1 );
		expect( screen.getByRole( 'status' ) ).toBeEmptyDOMElement();
		expect( element.querySelector( 'path' ) ).toHaveAttribute(
			'fill',
			'none'
		);
	} );

	it( 'shows loved from the session, so a cached page is right', async () => {
		mockServer( {
			session: () => jsonResponse( makeSession( { loved: [ 3, 7 ] } ) ),
		} );
		mount();
		const button = screen.getByRole( 'button' );
		await waitFor( () => expect( button ).toHaveClass( 'is-loved' ) );
		expect( button ).toHaveTextContent( '12' );
		expect( button ).toHaveAccessibleName(
			'You love “Slow mornings”. 12 loves'
		);
		expect( button.querySelector( 'path' ) ).toHaveAttribute(
			'fill',
			'currentColor'
		);
	} );

	it( 'retries once with a fresh nonce when the nonce expired', async () => {
		let sessions = 0;
		const server = mockServer( {
			session: () =>
				jsonResponse(
					makeSession( {
						nonces: { 'jws-love': `nonce-${ ++sessions }` },
					} )
				),
			ajax: ( body ) =>
				body.get( 'nonce' ) === 'nonce-2'
					? textResponse( '13' )
					: jsonResponse(
							{
								success: false,
								data: {
									code: 'vitrine_invalid_nonce',
									message: 'Expired',
								},
							},
							403
						),
		} );
		mount();
		const button = screen.getByRole( 'button' );
		await waitFor( () => expect( sessions ).toBe( 1 ) );
		await userEvent.click( button );
		await waitFor( () => expect( button ).toHaveClass( 'is-loved' ) );
		expect( sessions ).toBe( 2 );
		expect( server ).toHaveBeenCalledTimes( 4 );
	} );

	it( 'shows the server’s message and stays clickable when the like is refused', async () => {
		mockServer( {
			session: () => jsonResponse( makeSession() ),
			ajax: () =>
				jsonResponse(
					{
						success: false,
						data: {
							code: 'vitrine_like_rate_limited',
							message: 'Too many likes.',
						},
					},
					429
				),
		} );
		mount();
		const button = screen.getByRole( 'button' );
		await userEvent.click( button );
		expect(
			await screen.findByText( 'Too many likes.' )
		).toBeInTheDocument();
		expect( button ).not.toHaveClass( 'is-inactive' );
		expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
		expect( button ).toHaveTextContent( '12' );
	} );

	it( 'tells the visitor when they are offline', async () => {
		mockServer( {
			session: () => jsonResponse( makeSession() ),
			ajax: () => {
				throw new TypeError( 'Failed to fetch' );
			},
		} );
		mount();
		await userEvent.click( screen.getByRole( 'button' ) );
		expect(
			await screen.findByText( 'You are probably offline.' )
		).toBeInTheDocument();
	} );
} );

describe( 'parseLikeProps', () => {
	it( 'accepts the props PHP prints', () => {
		expect(
			parseLikeProps( {
				postId: 5,
				count: 1200,
				countText: '1,200',
				title: 'T',
			} )
		).toEqual( {
			postId: 5,
			count: 1200,
			countText: '1,200',
			title: 'T',
		} );
		expect( parseLikeProps( { postId: 5 } )?.countText ).toBe( '' );
	} );

	it( 'refuses props without a usable post id', () => {
		expect( parseLikeProps( { postId: '5' } ) ).toBeNull();
		expect( parseLikeProps( { postId: 0 } ) ).toBeNull();
		expect( parseLikeProps( null ) ).toBeNull();
	} );

	it( 'defaults a missing or negative count to zero', () => {
		expect( parseLikeProps( { postId: 5, count: -2 } )?.count ).toBe( 0 );
	} );
} );

describe( 'mountLikeButton on a page of many buttons', () => {
	afterEach( () => jest.restoreAllMocks() );

	it( 'shows the server’s count without building a number format, and builds one at most once', () => {
		mockServer( { session: () => jsonResponse( makeSession() ) } );
		const NumberFormat = jest.spyOn( Intl, 'NumberFormat' );
		const mountAll = ( given: typeof props ) =>
			Array.from( { length: 5 }, () => {
				const element = document.createElement( 'span' );
				document.body.append( element );
				return mountLikeButton( element, given );
			} );

		const unmounts = mountAll( {
			...props,
			count: 1200,
			countText: '1 200',
		} );
		expect( NumberFormat ).not.toHaveBeenCalled();
		expect( screen.getAllByText( '1 200' ) ).toHaveLength( 5 );
		expect(
			screen.getAllByRole( 'button', {
				name: /Love “Slow mornings”. 1 200 loves/,
			} )
		).toHaveLength( 5 );

		// Props from an older page, without the text: one format serves every button.
		unmounts.push( ...mountAll( { ...props, countText: '' } ) );
		expect( NumberFormat.mock.calls.length ).toBeLessThanOrEqual( 1 );
		expect( screen.getAllByText( '12' ) ).toHaveLength( 5 );
		unmounts.forEach( ( stop ) => stop() );
	} );
} );
