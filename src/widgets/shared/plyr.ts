/**
 * Plyr with its stylesheet and icon sprite, in one lazily loaded chunk shared by the video and
 * audio players: `const { createPlayer } = await import( '../shared/plyr' )`.
 */

/**
 * External dependencies
 */
import Plyr from 'plyr';
import 'plyr/dist/plyr.css';
// The sprite, inlined as a data: address, so Plyr never asks its CDN for it (the package's
// `exports` do not list it, hence the path).
import sprite from '../../../node_modules/plyr/dist/plyr.svg';

/**
 * Internal dependencies
 */
import { plyrOptions } from './plyr-options';

export type { default as Plyr } from 'plyr';

/**
 * Starts Plyr on a media element (or a video-site placeholder).
 * @param target Element.
 * @param extra  Options of this player.
 */
export function createPlayer(
	target: HTMLElement,
	extra: Record< string, unknown > = {}
): Plyr {
	return new Plyr( target, plyrOptions( String( sprite ), extra ) );
}
