/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import {
	LIGHTBOX_DEFAULTS,
	isImageLink,
	limitGallery,
	preloadIndices,
	videoEmbedUrl,
	tabTarget,
	wrapIndex,
} from './lightbox';

describe( 'isImageLink', () => {
	it.each( [ 'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'JPG', 'WebP' ] )(
		'opens .%s links',
		( extension ) => {
			expect(
				isImageLink( `https://example.test/a/b.${ extension }` )
			).toBe( true );
		}
	);

	it( 'looks at the path only, not the query or hash', () => {
		expect( isImageLink( '/uploads/a.jpg?ver=2#top' ) ).toBe( true );
		expect( isImageLink( '/page/?image=a.jpg' ) ).toBe( false );
		expect( isImageLink( '/page/#a.png' ) ).toBe( false );
	} );

	it( 'refuses other files, pages and empty links', () => {
		expect( isImageLink( '/a.pdf' ) ).toBe( false );
		expect( isImageLink( '/a.jpgx' ) ).toBe( false );
		expect( isImageLink( '/blog/jpg' ) ).toBe( false );
		expect( isImageLink( '' ) ).toBe( false );
		expect( isImageLink( null ) ).toBe( false );
	} );
} );

describe( 'tabTarget', () => {
	it( 'steps through the controls and wraps at both ends', () => {
		expect( tabTarget( 3, 0, false ) ).toBe( 1 );
		expect( tabTarget( 3, 2, false ) ).toBe( 0 );
		expect( tabTarget( 3, 0, true ) ).toBe( 2 );
		expect( tabTarget( 3, 1, true ) ).toBe( 0 );
	} );

	it( 'enters at the first or, with Shift, the last; none without controls', () => {
		expect( tabTarget( 4, -1, false ) ).toBe( 0 );
		expect( tabTarget( 4, -1, true ) ).toBe( 3 );
		expect( tabTarget( 1, 0, false ) ).toBe( 0 );
		expect( tabTarget( 0, -1, false ) ).toBe( -1 );
	} );
} );

describe( 'wrapIndex', () => {
	it( 'wraps past both ends', () => {
		expect( wrapIndex( 3, 3 ) ).toBe( 0 );
		expect( wrapIndex( -1, 3 ) ).toBe( 2 );
		expect( wrapIndex( -4, 3 ) ).toBe( 2 );
		expect( wrapIndex( 7, 3 ) ).toBe( 1 );
		expect( wrapIndex( 1, 3 ) ).toBe( 1 );
	} );

	it( 'gives 0 for an empty gallery', () => {
		expect( wrapIndex( 5, 0 ) ).toBe( 0 );
	} );
} );

describe( 'preloadIndices', () => {
	it( 'preloads 0 before and 2 after by default, wrapping around', () => {
		expect( preloadIndices( 0, 5 ) ).toEqual( [ 1, 2 ] );
		expect( preloadIndices( 4, 5 ) ).toEqual( [ 0, 1 ] );
	} );

	it( 'never preloads the current slide or one twice', () => {
		expect( preloadIndices( 0, 2 ) ).toEqual( [ 1 ] );
		expect( preloadIndices( 0, 1 ) ).toEqual( [] );
		expect( preloadIndices( 1, 3, 1, 2 ) ).toEqual( [ 2, 0 ] );
	} );
} );

describe( 'limitGallery', () => {
	const items = Array.from( { length: 40 }, ( _, i ) => i );

	it( 'keeps at most 30 items, the clicked one included', () => {
		const cut = limitGallery( items, 35 );
		expect( cut.items ).toHaveLength( LIGHTBOX_DEFAULTS.maxGallery );
		expect( cut.items[ cut.startAt ] ).toBe( 35 );
		const first = limitGallery( items, 0 );
		expect( first.items[ 0 ] ).toBe( 0 );
		expect( first.startAt ).toBe( 0 );
	} );

	it( 'leaves small galleries alone and clamps the start', () => {
		expect( limitGallery( [ 'a', 'b' ], 9 ) ).toEqual( {
			items: [ 'a', 'b' ],
			startAt: 1,
		} );
	} );
} );

describe( 'videoEmbedUrl', () => {
	it( 'turns YouTube links into privacy-friendly frames', () => {
		const embed =
			'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';
		expect(
			videoEmbedUrl( 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3' )
		).toBe( embed );
		expect( videoEmbedUrl( 'https://youtu.be/dQw4w9WgXcQ' ) ).toBe( embed );
		expect(
			videoEmbedUrl( 'https://youtube.com/shorts/dQw4w9WgXcQ' )
		).toBe( embed );
	} );

	it( 'turns Vimeo links into player frames', () => {
		expect( videoEmbedUrl( 'https://vimeo.com/76979871' ) ).toBe(
			'https://player.vimeo.com/video/76979871?autoplay=1'
		);
	} );

	it( 'keeps direct video files and refuses everything else', () => {
		expect( videoEmbedUrl( 'https://example.test/a.mp4' ) ).toBe(
			'https://example.test/a.mp4'
		);
		expect( videoEmbedUrl( 'https://example.test/page' ) ).toBeNull();
		expect( videoEmbedUrl( 'javascript:alert(1)' ) ).toBeNull();
		expect(
			videoEmbedUrl( 'https://www.youtube.com/watch?v=<script>' )
		).toBeNull();
		expect( videoEmbedUrl( 'not a url' ) ).toBeNull();
	} );
} );
