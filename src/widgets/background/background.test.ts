/**
 * Internal dependencies
 */
import definition, { parseBackgroundProps } from './index';
import type { BackgroundProps } from './types';

const mount = ( props: BackgroundProps, html = '' ) => {
	const element = document.createElement( 'div' );
	element.className = 'vitrine-background';
	element.innerHTML = html;
	document.body.append( element );
	const undo = definition.mount( element, props ) as () => void;
	return { element, undo };
};

/** Lets the player's creation (a promise) settle. */
const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

const reducedMotion = ( matches: boolean ) => {
	window.matchMedia = jest.fn().mockReturnValue( {
		matches,
		addEventListener: jest.fn(),
		removeEventListener: jest.fn(),
	} );
};

beforeEach( () => {
	document.body.innerHTML = '';
	document.head.innerHTML = '';
	reducedMotion( false );
	jest.spyOn( HTMLMediaElement.prototype, 'play' ).mockResolvedValue();
	jest.spyOn( HTMLMediaElement.prototype, 'pause' ).mockImplementation(
		() => {}
	);
} );

afterEach( () => {
	jest.restoreAllMocks();
	jest.useRealTimers();
} );

const fileVideo: BackgroundProps = {
	type: 'video',
	src: 'https://site.test/wp-content/uploads/loop.webm',
	start: 1,
	end: 4,
	playOnce: false,
};

describe( 'parseBackgroundProps', () => {
	it( 'reads a video and a slideshow, and refuses the rest', () => {
		expect(
			parseBackgroundProps( {
				type: 'video',
				src: 'https://youtu.be/aqz-KE-bpKQ',
				start: -2,
				end: 'x',
			} )
		).toEqual( {
			type: 'video',
			src: 'https://youtu.be/aqz-KE-bpKQ',
			start: 0,
			end: 0,
			playOnce: false,
		} );
		expect(
			parseBackgroundProps( {
				type: 'slideshow',
				slides: [ { src: 'a.jpg' }, { nope: 1 } ],
				transition: 'spin',
			} )
		).toEqual( {
			type: 'slideshow',
			slides: [ { src: 'a.jpg', srcset: '', sizes: '' } ],
			duration: 5000,
			speed: 500,
			transition: 'fade',
			kenBurns: false,
		} );
		expect(
			parseBackgroundProps( { type: 'slideshow', slides: [] } )
		).toBe( null );
		expect( parseBackgroundProps( { type: 'video' } ) ).toBe( null );
		expect( parseBackgroundProps( { type: 'parallax' } ) ).toBe( null );
	} );
} );

describe( 'background video from a file', () => {
	it( 'adds a muted, inline video without controls, and loads no video-site script', async () => {
		const { element } = mount( fileVideo );
		await flush();
		const video = element.querySelector( 'video' )!;
		expect( video ).not.toBeNull();
		expect( video.muted ).toBe( true );
		expect( video.hasAttribute( 'playsinline' ) ).toBe( true );
		expect( video.controls ).toBe( false );
		expect( video.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		expect( video.src ).toBe( fileVideo.src );
		expect( HTMLMediaElement.prototype.play ).toHaveBeenCalled();
		expect( document.querySelector( 'script' ) ).toBeNull();
	} );

	it( 'starts again at the start time once past the end time', async () => {
		const { element } = mount( fileVideo );
		await flush();
		const video = element.querySelector( 'video' )!;
		let time = 3.9;
		Object.defineProperty( video, 'currentTime', {
			get: () => time,
			set: ( value: number ) => ( time = value ),
		} );
		video.dispatchEvent( new Event( 'timeupdate' ) );
		expect( time ).toBe( 3.9 );
		time = 4.1;
		video.dispatchEvent( new Event( 'timeupdate' ) );
		expect( time ).toBe( 1 );
		expect( element.dataset.vitrineVideoLoops ).toBe( '1' );
	} );

	it( 'stops at the end when it plays once', async () => {
		const { element } = mount( { ...fileVideo, playOnce: true } );
		await flush();
		const video = element.querySelector( 'video' )!;
		Object.defineProperty( video, 'currentTime', { get: () => 4.2 } );
		video.dispatchEvent( new Event( 'timeupdate' ) );
		expect( HTMLMediaElement.prototype.pause ).toHaveBeenCalled();
		expect( element.dataset.vitrineVideo ).toBe( 'ended' );
	} );

	it( 'adds no video under reduced motion (the fallback image stays)', async () => {
		reducedMotion( true );
		const { element } = mount(
			fileVideo,
			'<img class="vitrine-background__fallback" alt="">'
		);
		await flush();
		expect( element.querySelector( 'video' ) ).toBeNull();
		expect( element.querySelector( 'img' ) ).not.toBeNull();
	} );

	it( 'removes the video when undone', async () => {
		const { element, undo } = mount( fileVideo );
		await flush();
		expect( element.querySelector( 'video' ) ).not.toBeNull();
		undo();
		expect( element.querySelector( 'video' ) ).toBeNull();
	} );
} );

describe( 'background video from a video site', () => {
	it( 'loads the YouTube player API, and only then', async () => {
		mount( {
			...fileVideo,
			src: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
		} );
		await flush();
		const scripts = [ ...document.querySelectorAll( 'script' ) ].map(
			( script ) => script.src
		);
		expect( scripts ).toEqual( [ 'https://www.youtube.com/iframe_api' ] );
	} );
} );

describe( 'background slideshow', () => {
	const slideshow: BackgroundProps = {
		type: 'slideshow',
		slides: [
			{ src: 'a.jpg', srcset: '', sizes: '' },
			{ src: 'b.jpg', srcset: '', sizes: '' },
			{ src: 'c.jpg', srcset: '', sizes: '' },
		],
		duration: 3000,
		speed: 500,
		transition: 'fade',
		kenBurns: true,
	};
	const first =
		'<img class="vitrine-background__slide is-active" src="a.jpg" alt="">';

	it( 'keeps the server’s first image, adds the next one ahead of its turn and cycles', () => {
		jest.useFakeTimers();
		const { element } = mount( slideshow, first );
		expect( element.querySelectorAll( 'img' ) ).toHaveLength( 2 );
		expect( element.dataset.vitrineSlide ).toBe( '0' );
		jest.advanceTimersByTime( 3000 );
		expect( element.dataset.vitrineSlide ).toBe( '1' );
		expect(
			element.querySelector( '.is-active' )?.getAttribute( 'src' )
		).toBe( 'b.jpg' );
		expect( element.querySelectorAll( 'img' ) ).toHaveLength( 3 );
		jest.advanceTimersByTime( 6000 );
		expect( element.dataset.vitrineSlide ).toBe( '0' );
		expect( element.querySelectorAll( 'img' ) ).toHaveLength( 3 );
	} );

	it( 'holds still under reduced motion', () => {
		jest.useFakeTimers();
		reducedMotion( true );
		const { element } = mount( slideshow, first );
		jest.advanceTimersByTime( 10000 );
		expect( element.dataset.vitrineSlide ).toBe( '0' );
		expect( element.querySelectorAll( 'img' ) ).toHaveLength( 1 );
	} );

	it( 'stops and removes the added slides when undone', () => {
		jest.useFakeTimers();
		const { element, undo } = mount( slideshow, first );
		undo();
		jest.advanceTimersByTime( 10000 );
		expect( element.dataset.vitrineSlide ).toBe( '0' );
		expect( element.querySelectorAll( 'img' ) ).toHaveLength( 1 );
	} );
} );
