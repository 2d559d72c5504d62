/**
 * External dependencies
 */
import { fireEvent, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { bindImageLinks, imageLinks } from './image-lightbox';

const mockLightbox = { openLinks: jest.fn() };
jest.mock( '../../lightbox', () => mockLightbox );

function content() {
	const div = document.createElement( 'div' );
	div.innerHTML =
		'<p><a id="one" href="/a.jpg"><img alt="A"></a> <a id="page" href="/about/">About</a> <a id="two" href="/b.webp?x=1">B</a></p>';
	document.body.append( div );
	return div;
}

afterEach( () => {
	document.body.innerHTML = '';
	jest.clearAllMocks();
} );

test( 'finds the image links only', () => {
	expect( imageLinks( content() ).map( ( link ) => link.id ) ).toEqual( [
		'one',
		'two',
	] );
} );

test( 'leaves out the image links of widgets placed in the content (they open their own lightbox)', () => {
	const div = content();
	div.insertAdjacentHTML(
		'beforeend',
		'<div data-vitrine-widget="gallery-slider"><a id="thumb" href="/c.jpg">C</a></div>'
	);
	expect( imageLinks( div ).map( ( link ) => link.id ) ).toEqual( [
		'one',
		'two',
	] );
} );

test( 'a click on an image link opens every image link as a gallery', async () => {
	const div = content();
	const stop = bindImageLinks( div );
	const two = div.querySelector( '#two' )!;
	const click = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	two.dispatchEvent( click );
	expect( click.defaultPrevented ).toBe( true );
	await waitFor( () => expect( mockLightbox.openLinks ).toHaveBeenCalled() );
	expect(
		mockLightbox.openLinks.mock.calls[ 0 ][ 0 ].map(
			( a: Element ) => a.id
		)
	).toEqual( [ 'one', 'two' ] );
	expect( mockLightbox.openLinks.mock.calls[ 0 ][ 1 ] ).toBe( two );
	stop();
} );

test( 'other links and modified clicks are left alone', () => {
	const div = content();
	const stop = bindImageLinks( div );
	const page = new MouseEvent( 'click', { bubbles: true, cancelable: true } );
	div.querySelector( '#page' )!.dispatchEvent( page );
	expect( page.defaultPrevented ).toBe( false );
	fireEvent.click( div.querySelector( '#one img' )!, { ctrlKey: true } );
	expect( mockLightbox.openLinks ).not.toHaveBeenCalled();
	stop();
} );
