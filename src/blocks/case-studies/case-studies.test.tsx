/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { mockServer, textResponse } from '../../runtime/test-utils';
import { CaseStudies } from './case-studies';
import { parseCaseStudiesProps } from './view';

const mockLightbox = {
	openLightbox: jest.fn(),
	openHtml: jest.fn(),
	slidesFromGalleryHtml: jest.fn(),
};
jest.mock( '../../lightbox', () => mockLightbox );

const props = parseCaseStudiesProps( {
	items: [
		{
			id: 12,
			title: 'A bakery',
			excerpt: 'Bread.',
			client: 'Maison Lune',
			url: '/case-studies/a-bakery/',
			image: { src: '/a.jpg', width: 768, height: 512, alt: 'Art' },
		},
		{ id: 0, title: 'Refused: no id' },
	],
} );

beforeEach( () => jest.clearAllMocks() );

test( 'reads its props and drops items without an id', () => {
	expect( props?.items.map( ( item ) => item.id ) ).toEqual( [ 12 ] );
	expect( parseCaseStudiesProps( { items: [] } ) ).toBeNull();
	expect( parseCaseStudiesProps( 'x' ) ).toBeNull();
} );

test( 'the gallery button posts gallery_popup123 with the card id and browses the answer in the lightbox', async () => {
	const server = mockServer( {
		ajax: () => textResponse( '<div class="vitrine-gallery"></div>' ),
	} );
	mockLightbox.slidesFromGalleryHtml.mockReturnValue( [
		{ type: 'image', href: '/1.jpg' },
	] );
	render( <CaseStudies items={ props!.items } /> );
	expect( screen.getByRole( 'img', { name: 'Art' } ) ).toHaveAttribute(
		'width',
		'768'
	);

	const button = screen.getByRole( 'button', { name: 'View gallery' } );
	expect( button.closest( 'li' ) ).toHaveAttribute( 'data-id', '12' );
	await userEvent.click( button );

	await waitFor( () =>
		expect( mockLightbox.openLightbox ).toHaveBeenCalled()
	);
	const body = server.mock.calls[ 0 ][ 1 ].body as URLSearchParams;
	expect( body.get( 'action' ) ).toBe( 'gallery_popup123' );
	expect( body.get( 'id' ) ).toBe( '12' );
	expect( mockLightbox.slidesFromGalleryHtml ).toHaveBeenCalledWith(
		'<div class="vitrine-gallery"></div>'
	);
	expect( mockLightbox.openLightbox ).toHaveBeenCalledWith(
		[ { type: 'image', href: '/1.jpg' } ],
		{ opener: button }
	);
} );

test( 'an answer without pictures is shown as it is', async () => {
	mockServer( { ajax: () => textResponse( '<p>No pictures yet.</p>' ) } );
	mockLightbox.slidesFromGalleryHtml.mockReturnValue( [] );
	render( <CaseStudies items={ props!.items } /> );
	await userEvent.click(
		screen.getByRole( 'button', { name: 'View gallery' } )
	);
	await waitFor( () =>
		expect( mockLightbox.openHtml ).toHaveBeenCalledWith(
			'<p>No pictures yet.</p>',
			expect.anything()
		)
	);
} );

test( 'a failed call only logs "error"', async () => {
	const error = jest.spyOn( console, 'error' ).mockImplementation( () => {} );
	mockServer( {
		ajax: () =>
			textResponse(
				JSON.stringify( {
					success: false,
					data: { code: 'x', message: 'Content not found' },
				} ),
				404
			),
	} );
	render( <CaseStudies items={ props!.items } /> );
	const button = screen.getByRole( 'button', { name: 'View gallery' } );
	await userEvent.click( button );
	await waitFor( () =>
		expect( error ).toHaveBeenCalledWith( 'error', expect.anything() )
	);
	expect( mockLightbox.openLightbox ).not.toHaveBeenCalled();
	expect( mockLightbox.openHtml ).not.toHaveBeenCalled();
	expect( button ).not.toHaveAttribute( 'aria-busy' );
	error.mockRestore();
} );
