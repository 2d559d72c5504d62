/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ProductGallery } from './product-gallery';
import { parseProductGalleryProps } from './index';

const mockSlideTo = jest.fn();
jest.mock( '../shared/create-thumbs-swiper', () => ( {
	createThumbsSwiper: () => ( {
		swiper: { slideTo: mockSlideTo, activeIndex: 0, on: jest.fn() },
		destroy: jest.fn(),
	} ),
} ) );
const mockOpenLinks = jest.fn();
jest.mock( '../../lightbox', () => ( { openLinks: mockOpenLinks } ) );

const picture = ( src: string ) => ( {
	src,
	width: 100,
	height: 125,
	alt: 'Art',
} );
const props = parseProductGalleryProps( {
	images: [ 1, 2, 3 ].map( ( id ) => ( {
		id,
		large: picture( `/large-${ id }.jpg` ),
		thumb: picture( `/thumb-${ id }.jpg` ),
		full: `/full-${ id }.jpg`,
	} ) ),
	layout: 2,
	title: 'Mug',
} );

test( 'reads its props', () => {
	expect( props?.images ).toHaveLength( 3 );
	expect( props?.layout ).toBe( 2 );
	expect( parseProductGalleryProps( { images: [ { id: 1 } ] } ) ).toBeNull();
} );

test( 'thumbnails show their image and zoom opens the lightbox on all pictures', async () => {
	render( <ProductGallery { ...props! } /> );
	const second = screen.getByRole( 'button', { name: 'Show image 2' } );
	await userEvent.click( second );
	expect( second ).toHaveAttribute( 'aria-current', 'true' );
	await screen.findByRole( 'link', { name: 'Zoom image 3 of Mug' } );
	expect( mockSlideTo ).toHaveBeenCalledWith( 1 );
	await userEvent.click(
		screen.getByRole( 'link', { name: 'Zoom image 3 of Mug' } )
	);
	expect( mockOpenLinks ).toHaveBeenCalledTimes( 1 );
	const [ links, clicked ] = mockOpenLinks.mock.calls[ 0 ];
	expect( links ).toHaveLength( 3 );
	expect( clicked.getAttribute( 'href' ) ).toBe( '/full-3.jpg' );
} );
