/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { AudioPlayer, nextTrack } from './audio-player';
import { parseAudioPlayerProps } from './view';

const props = parseAudioPlayerProps( {
	tracks: [
		{ src: '/a.wav', type: 'audio/wav', title: 'Chime' },
		{ title: 'no source' },
		{ src: '/b.wav', type: 'audio/wav', title: 'Bell' },
	],
} )!;

// Plyr loads when the player comes near the viewport: here it never does.
beforeEach( () => {
	window.IntersectionObserver = class {
		observe() {}
		disconnect() {}
	} as unknown as typeof IntersectionObserver;
} );

test( 'reads its tracks, dropping those without a source', () => {
	expect( props.tracks.map( ( track ) => track.title ) ).toEqual( [
		'Chime',
		'Bell',
	] );
	expect( parseAudioPlayerProps( { tracks: [] } ) ).toBeNull();
} );

test( 'the next track follows, and the playlist stops after the last', () => {
	expect( nextTrack( 0, 2 ) ).toBe( 1 );
	expect( nextTrack( 1, 2 ) ).toBeNull();
} );

test( 'the playlist is a list of buttons, the chosen track marked current', async () => {
	render( <AudioPlayer { ...props } /> );
	const list = screen.getByRole( 'list', { name: 'Playlist' } );
	const bell = screen.getByRole( 'button', { name: 'Play: Bell' } );
	expect( list ).toContainElement( bell );
	expect(
		screen.getByRole( 'button', { name: 'Play: Chime' } )
	).toHaveAttribute( 'aria-current', 'true' );
	await userEvent.click( bell );
	expect( bell ).toHaveAttribute( 'aria-current', 'true' );
} );
