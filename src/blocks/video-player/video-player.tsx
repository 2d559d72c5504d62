/**
 * The video player: the server's video (or a video site's poster) first; Plyr's controls once
 * the player comes near the viewport. A video-site video shows its poster and a play button
 * until pressed: only then do Plyr and the site's player script load, and it plays.
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

export interface VideoPlayerProps {
	provider: 'html5' | 'youtube' | 'vimeo';
	title: string;
	poster: string;
	loop: boolean;
	src: string;
	type: string;
	captions: string;
	lang: string;
	videoId: string;
}

/**
 * The placeholder Plyr turns into a video site's player.
 * @param props Player props.
 */
export function siteElement( props: VideoPlayerProps ): HTMLElement {
	const embed = document.createElement( 'div' );
	embed.dataset.plyrProvider = props.provider;
	embed.dataset.plyrEmbedId = props.videoId;
	return embed;
}

export function VideoPlayer( props: VideoPlayerProps ) {
	const box = useRef< HTMLDivElement >( null );
	const site = props.provider !== 'html5';
	const [ started, setStarted ] = useState( false );

	useEffect( () => {
		const element = box.current;
		if ( ! element || ( site && ! started ) ) {
			return undefined;
		}
		let cancelled = false;
		let player: { destroy: () => void } | null = null;
		const stop = whenNear( element, async () => {
			const { createPlayer } = await import(
				/* webpackChunkName: "plyr" */ '../../widgets/shared/plyr'
			);
			// A library video: Plyr takes over React's <video>; a site's video: a placeholder.
			const media =
				element.querySelector( 'video' ) ?? siteElement( props );
			if ( cancelled ) {
				return;
			}
			if ( ! media.isConnected ) {
				element.append( media );
			}
			const instance = createPlayer( media, {
				title: props.title,
				loop: { active: props.loop },
				autoplay: site,
			} );
			player = instance;
		} );
		return () => {
			cancelled = true;
			stop();
			player?.destroy();
		};
		// The props of a mounted player do not change.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ started ] );

	return (
		<div className="vitrine-video-player__frame">
			<div ref={ box } className="vitrine-video-player__media">
				{ ! site && (
					<video
						className="vitrine-video-player__video"
						controls
						preload="metadata"
						playsInline
						loop={ props.loop }
						poster={ props.poster || undefined }
						aria-label={ props.title || undefined }
					>
						<source src={ props.src } type={ props.type } />
						{ props.captions && (
							<track
								kind="captions"
								src={ props.captions }
								srcLang={ props.lang }
								label={ __( 'Captions', 'vitrine' ) }
								default
							/>
						) }
					</video>
				) }
			</div>
			{ site && ! started && (
				<button
					type="button"
					className="vitrine-video-player__start"
					style={
						props.poster
							? { backgroundImage: `url("${ props.poster }")` }
							: undefined
					}
					onClick={ () => setStarted( true ) }
				>
					<span className="vitrine-video-player__play-label">
						{ sprintf(
							/* translators: %s: video title, or "the video". */
							__( 'Watch %s', 'vitrine' ),
							props.title || __( 'the video', 'vitrine' )
						) }
					</span>
				</button>
			) }
		</div>
	);
}
