/**
 * The audio player: Plyr's controls on an `<audio>` (loaded when the player comes near the
 * viewport) and the tracks as a playlist: a track's button plays it, the current one is
 * marked, the next one starts when one ends.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { whenNear } from '../../widgets/shared/when-near';
import type { Plyr } from '../../widgets/shared/plyr';

export interface AudioTrack {
	src: string;
	type: string;
	title: string;
}

export interface AudioPlayerProps {
	tracks: AudioTrack[];
}

/**
 * The track after `index`, or null after the last.
 * @param index Current track.
 * @param count Number of tracks.
 */
export function nextTrack( index: number, count: number ): number | null {
	return index + 1 < count ? index + 1 : null;
}

export function AudioPlayer( { tracks }: AudioPlayerProps ) {
	const box = useRef< HTMLDivElement >( null );
	const player = useRef< Plyr | null >( null );
	const [ current, setCurrent ] = useState( 0 );
	const [ playing, setPlaying ] = useState( false );

	const play = ( index: number ) => {
		const track = tracks[ index ];
		const instance = player.current;
		setCurrent( index );
		if ( ! track || ! instance ) {
			return;
		}
		instance.source = {
			type: 'audio',
			title: track.title,
			sources: [ { src: track.src, type: track.type } ],
		};
		instance.once( 'canplay', () => void instance.play() );
	};
	const playRef = useRef( play );
	playRef.current = play;

	useEffect( () => {
		const element = box.current;
		if ( ! element ) {
			return undefined;
		}
		let cancelled = false;
		const stop = whenNear( element, async () => {
			const { createPlayer } = await import(
				/* webpackChunkName: "plyr" */ '../../widgets/shared/plyr'
			);
			const audio = element.querySelector( 'audio' );
			if ( cancelled || ! audio ) {
				return;
			}
			const instance = createPlayer( audio, {
				controls: [
					'play',
					'progress',
					'current-time',
					'duration',
					'mute',
					'volume',
				],
			} );
			instance.on( 'play', () => setPlaying( true ) );
			instance.on( 'pause', () => setPlaying( false ) );
			instance.on( 'ended', () => {
				setCurrent( ( index ) => {
					const next = nextTrack( index, tracks.length );
					if ( next !== null ) {
						window.setTimeout( () => playRef.current( next ), 0 );
					}
					return index;
				} );
			} );
			player.current = instance;
		} );
		return () => {
			cancelled = true;
			stop();
			player.current?.destroy();
		};
	}, [ tracks.length ] );

	const first = tracks[ 0 ]!;
	return (
		<div className="vitrine-audio-player__box">
			<div ref={ box } className="vitrine-audio-player__controls">
				{ /* Plyr takes over this element; React never re-renders it. */ }
				<audio
					className="vitrine-audio-player__audio"
					controls
					preload="none"
					aria-label={ first.title }
				>
					<source src={ first.src } type={ first.type } />
				</audio>
			</div>
			<ol
				className="vitrine-audio-player__playlist"
				aria-label={ __( 'Playlist', 'vitrine' ) }
			>
				{ tracks.map( ( track, index ) => (
					<li
						key={ track.src }
						className="vitrine-audio-player__track"
					>
						<button
							type="button"
							aria-current={
								index === current ? 'true' : undefined
							}
							onClick={ () => play( index ) }
						>
							<span className="screen-reader-text">
								{ index === current && playing
									? __( 'Playing:', 'vitrine' )
									: __( 'Play:', 'vitrine' ) }{ ' ' }
							</span>
							{ track.title }
						</button>
					</li>
				) ) }
			</ol>
			<p className="screen-reader-text" aria-live="polite">
				{ playing && tracks[ current ]
					? sprintf(
							/* translators: %s: track title. */
							__( 'Now playing %s', 'vitrine' ),
							tracks[ current ]!.title
						)
					: '' }
			</p>
		</div>
	);
}
