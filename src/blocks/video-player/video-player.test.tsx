/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { VideoPlayer, siteElement } from './video-player';
import { parseVideoPlayerProps } from './view';
import { createPlayer } from '../../widgets/shared/plyr';

jest.mock( '../../widgets/shared/plyr', () => ( {
	createPlayer: jest.fn( () => ( { destroy: jest.fn() } ) ),
} ) );
const created = createPlayer as jest.MockedFunction< typeof createPlayer >;

// Plyr loads when the player comes near the viewport: here it never does.
beforeEach( () => {
	window.IntersectionObserver = class {
		observe() {}
		disconnect() {}
	} as unknown as typeof IntersectionObserver;
} );

test( 'reads its props: a library video needs its address, a site video a clean id', () => {
	expect(
		parseVideoPlayerProps( { provider: 'html5', src: '/v.webm' } )
	).toMatchObject( { provider: 'html5', lang: 'en' } );
	expect( parseVideoPlayerProps( { provider: 'html5' } ) ).toBeNull();
	expect(
		parseVideoPlayerProps( { provider: 'youtube', videoId: 'a"b' } )
	).toBeNull();
	expect(
		parseVideoPlayerProps( { provider: 'flash', src: '/x' } )
	).toBeNull();
} );

test( 'a site video is a placeholder Plyr recognises', () => {
	const props = parseVideoPlayerProps( {
		provider: 'vimeo',
		videoId: '76979871',
	} )!;
	const element = siteElement( props );
	expect( element.dataset.plyrProvider ).toBe( 'vimeo' );
	expect( element.dataset.plyrEmbedId ).toBe( '76979871' );
} );

test( 'a library video keeps the browser player with its captions until Plyr arrives', () => {
	const { container } = render(
		<VideoPlayer
			{ ...parseVideoPlayerProps( {
				provider: 'html5',
				src: '/v.webm',
				type: 'video/webm',
				captions: '/v.vtt',
				lang: 'fr',
				title: 'Walk',
			} )! }
		/>
	);
	const video = container.querySelector( 'video' )!;
	expect( video ).toHaveAttribute( 'aria-label', 'Walk' );
	expect( container.querySelector( 'track' ) ).toHaveAttribute(
		'srclang',
		'fr'
	);
} );

test( 'a site video waits behind a play button, which starts it', async () => {
	created.mockClear();
	// The player is in view: Plyr loads as soon as it may.
	window.IntersectionObserver = class {
		constructor( private report: IntersectionObserverCallback ) {}
		observe( target: Element ) {
			this.report(
				[
					{
						isIntersecting: true,
						target,
					} as IntersectionObserverEntry,
				],
				this as unknown as IntersectionObserver
			);
		}
		disconnect() {}
	} as unknown as typeof IntersectionObserver;
	const { container } = render(
		<VideoPlayer
			{ ...parseVideoPlayerProps( {
				provider: 'youtube',
				videoId: 'aqz-KE-bpKQ',
				title: 'Workshop',
			} )! }
		/>
	);
	const button = screen.getByRole( 'button', { name: 'Watch Workshop' } );
	expect( created ).not.toHaveBeenCalled();
	await userEvent.click( button );
	expect(
		screen.queryByRole( 'button', { name: 'Watch Workshop' } )
	).toBeNull();
	// The site's player appears: Plyr is given the video site's placeholder, in the frame, to play.
	await waitFor( () => expect( created ).toHaveBeenCalledTimes( 1 ) );
	const [ media, options ] = created.mock.calls[ 0 ]!;
	expect( media.dataset.plyrProvider ).toBe( 'youtube' );
	expect( media.dataset.plyrEmbedId ).toBe( 'aqz-KE-bpKQ' );
	expect(
		container.querySelector( '.vitrine-video-player__media' )
	).toContainElement( media );
	expect( options ).toMatchObject( { title: 'Workshop', autoplay: true } );
} );
