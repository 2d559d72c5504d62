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
import { LikeButton } from './like-button';
import { parseLikeProps } from './index';

const props = { postId: 7, count: 12, title: 'Slow mornings' };

beforeEach( () => {
	resetSessionForTests();
} );

describe( 'LikeButton', () => {
	it( 'goes inactive while the request runs, then loved with the server count', async () => {
		let release: ( r: Response ) => void = () => undefined;
		const server = mockServer( {
			session: () => jsonResponse( makeSession() ),
			ajax: () =>
				new Promise< Response >( ( resolve ) => ( release = resolve ) ),
		} );
		render( <LikeButton { ...props } /> );
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
		await act( async () => release( textResponse( '13' ) ) );

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

	it( 'shows loved from the session, so a cached page is right', async () => {
		mockServer( {
			session: () => jsonResponse( makeSession( { loved: [ 3, 7 ] } ) ),
		} );
		render( <LikeButton { ...props } /> );
		const button = screen.getByRole( 'button' );
		await waitFor( () => expect( button ).toHaveClass( 'is-loved' ) );
		expect( button ).toHaveTextContent( '12' );
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
		render( <LikeButton { ...props } /> );
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
		render( <LikeButton { ...props } /> );
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
		render( <LikeButton { ...props } /> );
		await userEvent.click( screen.getByRole( 'button' ) );
		expect(
			await screen.findByText( 'You are probably offline.' )
		).toBeInTheDocument();
	} );
} );

describe( 'parseLikeProps', () => {
	it( 'accepts the props PHP prints', () => {
		expect( parseLikeProps( { postId: 5, count: 3, title: 'T' } ) ).toEqual(
			{
				postId: 5,
				count: 3,
				title: 'T',
			}
		);
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
