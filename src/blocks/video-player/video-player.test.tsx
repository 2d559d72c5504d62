/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { VideoPlayer, siteElement } from './video-player';
import { parseVideoPlayerProps } from './view';

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
	render(
		<VideoPlayer
			{ ...parseVideoPlayerProps( {
				provider: 'youtube',
				videoId: 'aqz-KE-bpKQ',
				title: 'Workshop',
			} )! }
		/>
	);
	const button = screen.getByRole( 'button', { name: 'Watch Workshop' } );
	await userEvent.click( button );
	expect(
		screen.queryByRole( 'button', { name: 'Watch Workshop' } )
	).toBeNull();
} );
