/**
 * Plyr's options for the players: translated labels, our own copy of its icon sprite (never
 * its CDN), keyboard shortcuts while the player has focus, the spec's speeds.
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

export const PLAYBACK_SPEEDS = [ 0.5, 0.75, 1, 1.25, 1.5, 2 ];

/**
 * Options for `new Plyr()`.
 * @param iconUrl Address of the icon sprite.
 * @param extra   Options of one player.
 */
export function plyrOptions(
	iconUrl: string,
	extra: Record< string, unknown > = {}
): Record< string, unknown > {
	return {
		iconUrl,
		loadSprite: true,
		keyboard: { focused: true, global: false },
		tooltips: { controls: true, seek: true },
		speed: { selected: 1, options: PLAYBACK_SPEEDS },
		captions: { active: false, language: 'auto', update: false },
		fullscreen: { enabled: true, fallback: true, iosNative: true },
		youtube: { noCookie: true, rel: 0, modestbranding: 1 },
		vimeo: { dnt: true },
		i18n: {
			restart: __( 'Restart', 'vitrine' ),
			rewind: __( 'Rewind {seektime}s', 'vitrine' ),
			play: __( 'Play', 'vitrine' ),
			pause: __( 'Pause', 'vitrine' ),
			fastForward: __( 'Forward {seektime}s', 'vitrine' ),
			seek: __( 'Seek', 'vitrine' ),
			seekLabel: __( '{currentTime} of {duration}', 'vitrine' ),
			played: __( 'Played', 'vitrine' ),
			buffered: __( 'Buffered', 'vitrine' ),
			currentTime: __( 'Current time', 'vitrine' ),
			duration: __( 'Duration', 'vitrine' ),
			volume: __( 'Volume', 'vitrine' ),
			mute: __( 'Mute', 'vitrine' ),
			unmute: __( 'Unmute', 'vitrine' ),
			enableCaptions: __( 'Enable captions', 'vitrine' ),
			disableCaptions: __( 'Disable captions', 'vitrine' ),
			enterFullscreen: __( 'Enter fullscreen', 'vitrine' ),
			exitFullscreen: __( 'Exit fullscreen', 'vitrine' ),
			frameTitle: __( 'Player for {title}', 'vitrine' ),
			captions: __( 'Captions', 'vitrine' ),
			settings: __( 'Settings', 'vitrine' ),
			menuBack: __( 'Go back to previous menu', 'vitrine' ),
			speed: __( 'Speed', 'vitrine' ),
			normal: __( 'Normal', 'vitrine' ),
			quality: __( 'Quality', 'vitrine' ),
			loop: __( 'Loop', 'vitrine' ),
			disabled: __( 'Disabled', 'vitrine' ),
			enabled: __( 'Enabled', 'vitrine' ),
			pip: __( 'Picture in picture', 'vitrine' ),
			download: __( 'Download', 'vitrine' ),
		},
		...extra,
	};
}
