/**
 * Internal dependencies
 */
import { productThumbs } from './product-gallery';
import { thumbsBreakpoints, thumbsLayoutAt } from './thumbs-gallery';

describe( 'product gallery thumbnails', () => {
	it.each( [
		[ 375, 1, 4, 'horizontal' ],
		[ 1022, 1, 4, 'horizontal' ],
		[ 1023, 1, 5, 'horizontal' ],
		[ 1440, 1, 5, 'horizontal' ],
		[ 375, 2, 4, 'horizontal' ],
		[ 1022, 2, 4, 'horizontal' ],
		[ 1023, 2, 5, 'vertical' ],
		[ 1440, 2, 5, 'vertical' ],
	] as const )(
		'at %p px, layout %p: %p thumbnails, %p',
		( width, layout, perView, direction ) => {
			expect( thumbsLayoutAt( width, productThumbs( layout ) ) ).toEqual(
				{
					slidesPerView: perView,
					direction,
				}
			);
		}
	);

	it( 'gives Swiper the same two layouts', () => {
		expect( thumbsBreakpoints( productThumbs( 2 ) ) ).toEqual( {
			0: { slidesPerView: 4, direction: 'horizontal' },
			1023: { slidesPerView: 5, direction: 'vertical' },
		} );
	} );
} );
