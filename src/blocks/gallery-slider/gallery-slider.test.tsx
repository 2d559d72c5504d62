/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { GallerySlider } from './gallery-slider';
import { parseGallerySliderProps } from './view';

const mockSlideTo = jest.fn();
jest.mock( '../../widgets/shared/create-thumbs-swiper', () => ( {
	createThumbsSwiper: () => ( {
		swiper: { slideTo: mockSlideTo, activeIndex: 0, on: jest.fn() },
		destroy: jest.fn(),
	} ),
} ) );
const mockOpenLinks = jest.fn();
jest.mock( '../../lightbox', () => ( { openLinks: mockOpenLinks } ) );

const picture = ( src: string ) => ( {
	src,
	width: 300,
	height: 200,
	alt: 'Room',
} );
const raw = {
	images: [ 1, 2, 3 ].map( ( id ) => ( {
		id,
		large: picture( `/large-${ id }.jpg` ),
		thumb: picture( `/thumb-${ id }.jpg` ),
		full: `/full-${ id }.jpg`,
	} ) ),
	position: 'left',
	perView: 12,
	autoplay: false,
	lightbox: true,
};

test( 'reads its props, with safe defaults', () => {
	const props = parseGallerySliderProps( raw );
	expect( props?.position ).toBe( 'left' );
	expect( props?.perView ).toBe( 8 );
	expect(
		parseGallerySliderProps( { ...raw, position: 'top' } )?.position
	).toBe( 'bottom' );
	expect( parseGallerySliderProps( { images: [ { id: 2 } ] } ) ).toBeNull();
} );

test( 'arrow keys move the picture and the current thumbnail follows', async () => {
	render( <GallerySlider { ...parseGallerySliderProps( raw )! } /> );
	// Swiper arrives in its own chunk.
	await act( () => Promise.resolve() );
	const first = screen.getByRole( 'button', { name: 'Show image 1' } );
	expect( first ).toHaveAttribute( 'aria-current', 'true' );
	fireEvent.keyDown( first, { key: 'ArrowRight' } );
	const second = screen.getByRole( 'button', { name: 'Show image 2' } );
	expect( second ).toHaveAttribute( 'aria-current', 'true' );
	expect( second ).toHaveFocus();
	expect( mockSlideTo ).toHaveBeenLastCalledWith( 1 );
	fireEvent.keyDown( second, { key: 'End' } );
	expect( mockSlideTo ).toHaveBeenLastCalledWith( 2 );
	await userEvent.click(
		screen.getByRole( 'link', { name: 'Enlarge image 3 of 3' } )
	);
	expect( mockOpenLinks ).toHaveBeenCalledTimes( 1 );
} );

test( 'without the lightbox the pictures are not links', () => {
	render(
		<GallerySlider
			{ ...parseGallerySliderProps( { ...raw, lightbox: false } )! }
		/>
	);
	expect( screen.queryByRole( 'link' ) ).toBeNull();
	expect( screen.getAllByRole( 'img' ) ).toHaveLength( 6 );
} );
