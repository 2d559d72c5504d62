/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { textResponse } from '../../runtime/test-utils';
import { clickBackdrop } from '../shared/modal-test-utils';
import { QuickView } from './quick-view';

const product = ( id: string ) =>
	`<div class="vitrine-quick-view-product" data-product_id="${ id }" data-title-id="t-${ id }"><h2 id="t-${ id }">Product ${ id }</h2><a href="/p/${ id }">View full details</a></div>`;

let fetchMock: jest.Mock;
const mount = jest.fn( async () => undefined );

function setUp( failing: string[] = [] ) {
	document.body.innerHTML = '';
	const list = document.createElement( 'div' );
	list.className = 'vitrine-products';
	list.dataset.loopName = 'shop';
	list.innerHTML = [ '11', '12', '13' ]
		.map(
			( id, position ) =>
				`<a class="vitrine-quick-view-button" href="/p/${ id }" data-product_id="${ id }" data-loop-name="shop" data-loop-position="${ position }">Quick view ${ id }</a>`
		)
		.join( '' );
	const other = document.createElement( 'a' );
	other.className = 'vitrine-quick-view-button';
	other.dataset.loopName = 'related';
	other.dataset.product_id = '99';
	const point = document.createElement( 'span' );
	list.appendChild( point );
	document.body.append( list, other );
	fetchMock = jest.fn( async ( url: string ) => {
		const id = new URL( url, 'http://x' ).searchParams.get( 'id' ) ?? '';
		return failing.includes( id )
			? textResponse(
					'{"success":false,"data":{"code":"vitrine_product_not_found","message":"Gone"}}',
					404
				)
			: textResponse( product( id ) );
	} );
	global.fetch = fetchMock as unknown as typeof fetch;
	window.vitrine = { mount } as unknown as Window[ 'vitrine' ];
	render( <QuickView />, { container: point } );
}

beforeEach( () => {
	jest.useRealTimers();
	mount.mockClear();
} );

test( 'opens the product with a GET, mounts its widgets and names the dialog', async () => {
	setUp();
	const button = screen.getByText( 'Quick view 12' );
	expect( button ).toHaveAttribute( 'aria-haspopup', 'dialog' );
	await userEvent.click( button );
	const dialog = await screen.findByRole( 'dialog', { name: 'Product 12' } );
	expect( dialog ).toBeInTheDocument();
	expect( String( fetchMock.mock.calls[ 0 ][ 0 ] ) ).toContain(
		'action=jws_ajax_load_product&id=12'
	);
	expect( fetchMock.mock.calls[ 0 ][ 1 ] ).toMatchObject( { method: 'GET' } );
	expect( mount ).toHaveBeenCalledWith(
		dialog.querySelector( '.vitrine-quick-view__content' )
	);
	expect( button ).not.toHaveClass( 'is-loading' );
} );

test( 'steps through the same list only, wrapping around', async () => {
	setUp();
	await userEvent.click( screen.getByText( 'Quick view 13' ) );
	await screen.findByRole( 'dialog', { name: 'Product 13' } );
	await userEvent.click(
		screen.getByRole( 'button', { name: /Next product/ } )
	);
	await screen.findByRole( 'dialog', { name: 'Product 11' } );
	await userEvent.click(
		screen.getByRole( 'button', { name: /Previous product/ } )
	);
	await screen.findByRole( 'dialog', { name: 'Product 13' } );
	expect(
		fetchMock.mock.calls.map( ( call ) =>
			new URL( String( call[ 0 ] ), 'http://x' ).searchParams.get( 'id' )
		)
	).toEqual( [ '13', '11', '13' ] );
} );

test( 'a failed fetch is ignored quietly and the loading state removed', async () => {
	setUp( [ '11' ] );
	const button = screen.getByText( 'Quick view 11' );
	await userEvent.click( button );
	await waitFor( () => expect( button ).not.toHaveClass( 'is-loading' ) );
	expect( button ).not.toHaveAttribute( 'aria-busy' );
	expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
} );

test( 'shows the loading state while fetching', async () => {
	setUp();
	let answer: ( response: Response ) => void = () => undefined;
	fetchMock.mockImplementationOnce(
		() => new Promise( ( resolve ) => ( answer = resolve ) )
	);
	const button = screen.getByText( 'Quick view 11' );
	await userEvent.click( button );
	expect( button ).toHaveClass( 'is-loading' );
	expect( button ).toHaveAttribute( 'aria-busy', 'true' );
	await act( async () => answer( textResponse( product( '11' ) ) ) );
	expect( button ).not.toHaveClass( 'is-loading' );
} );

test( 'Escape closes, focus returns, the popup is removed 500 ms later', async () => {
	setUp();
	const button = screen.getByText( 'Quick view 12' );
	await userEvent.click( button );
	await screen.findByRole( 'dialog', { name: 'Product 12' } );
	jest.useFakeTimers();
	await act( async () => {
		button.ownerDocument.activeElement?.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
	} );
	expect( button ).toHaveFocus();
	expect( document.querySelector( '.vitrine-modal' ) ).toHaveClass(
		'is-closing'
	);
	await act( async () => jest.advanceTimersByTime( 499 ) );
	expect( document.querySelector( '.vitrine-modal' ) ).not.toBeNull();
	await act( async () => jest.advanceTimersByTime( 1 ) );
	expect( document.querySelector( '.vitrine-modal' ) ).toBeNull();
} );

test( 'a click on the backdrop closes it', async () => {
	setUp();
	await userEvent.click( screen.getByText( 'Quick view 11' ) );
	clickBackdrop( await screen.findByRole( 'dialog' ) );
	expect( document.querySelector( '.vitrine-modal' ) ).toHaveClass(
		'is-closing'
	);
} );
