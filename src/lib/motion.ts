/**
 * Scroll-linked motion effects (docs/product-spec.md §4 "Other widgets"): how far an element has travelled
 * through the viewport, and the transform, opacity and filter that gives each effect. Pure;
 * the `block-effects` behaviour measures and applies it.
 */

/**
 * Internal dependencies
 */
import type { DeviceMode } from './device-mode';
import { isRecord } from './props';

export type MotionEffectName =
	'translateY' | 'translateX' | 'opacity' | 'blur' | 'rotate' | 'scale';

export interface MotionEffect {
	/** 0–10: how strong the effect is. */
	speed: number;
	/** translateY: up/down; translateX, rotate: left/right; opacity, blur: in/out/in-out/out-in; scale: up/down. */
	direction: string;
	/** The part of the element's trip through the viewport it runs in, in % (0 = entering at the bottom). */
	start: number;
	end: number;
}

export interface MotionSettings {
	effects: Partial< Record< MotionEffectName, MotionEffect > >;
	devices: DeviceMode[];
}

/** Re-measure debounce after a resize (ms, docs/product-spec.md §9). */
export const MOTION_RESIZE_MS = 200;
export const MOTION_DEFAULT_SPEED = 4;
/** Pixels per unit of speed at either end of a translate. */
const TRANSLATE_PX = 10;
/** Degrees per unit of speed at either end of a rotation. */
const ROTATE_DEG = 9;
/** Blur at full fade per unit of speed (px). */
const BLUR_PX = 1;

export const MOTION_EFFECTS: readonly MotionEffectName[] = [
	'translateY',
	'translateX',
	'opacity',
	'blur',
	'rotate',
	'scale',
];

const DIRECTIONS: Record< MotionEffectName, readonly string[] > = {
	translateY: [ 'up', 'down' ],
	translateX: [ 'left', 'right' ],
	opacity: [ 'in', 'out', 'in-out', 'out-in' ],
	blur: [ 'in', 'out', 'in-out', 'out-in' ],
	rotate: [ 'left', 'right' ],
	scale: [ 'up', 'down' ],
};

const DEVICES: readonly DeviceMode[] = [ 'desktop', 'tablet', 'mobile' ];

const clamp = ( value: number, min: number, max: number ): number =>
	Math.min( max, Math.max( min, value ) );

const num = ( value: unknown, fallback: number ): number =>
	typeof value === 'number' && Number.isFinite( value ) ? value : fallback;

/**
 * How far the element is through the viewport: 0 when its top enters at the bottom, 1 when
 * its bottom leaves at the top (clamped).
 * @param elementTop     The element's top relative to the viewport (getBoundingClientRect).
 * @param elementHeight  Its height.
 * @param viewportHeight The viewport's height.
 */
export function viewportProgress(
	elementTop: number,
	elementHeight: number,
	viewportHeight: number
): number {
	const travel = viewportHeight + elementHeight;
	if ( travel <= 0 ) {
		return 0;
	}
	return clamp( ( viewportHeight - elementTop ) / travel, 0, 1 );
}

/**
 * The progress inside an effect's own range (start–end %), 0 before it and 1 after it.
 * @param progress Viewport progress, 0–1.
 * @param effect   The effect.
 */
export function rangeProgress(
	progress: number,
	effect: MotionEffect
): number {
	const start = effect.start / 100;
	const end = effect.end / 100;
	if ( end <= start ) {
		return progress >= end ? 1 : 0;
	}
	return clamp( ( progress - start ) / ( end - start ), 0, 1 );
}

/**
 * How faded (0 none – 1 full) an in/out effect is at local progress `p`.
 * @param direction in: fades in as it rises; out: fades out; in-out: clear in the middle.
 * @param p         Local progress.
 */
function fade( direction: string, p: number ): number {
	switch ( direction ) {
		case 'out':
			return p;
		case 'in-out':
			return Math.abs( p - 0.5 ) * 2;
		case 'out-in':
			return 1 - Math.abs( p - 0.5 ) * 2;
		default:
			return 1 - p;
	}
}

export interface MotionStyle {
	transform: string;
	opacity: string;
	filter: string;
}

const round = ( value: number ): number => Math.round( value * 100 ) / 100;

/**
 * The inline style for every effect at a viewport progress. Empty strings leave the
 * stylesheet's value in place.
 * @param effects  The effects that are on.
 * @param progress Viewport progress, 0–1.
 */
export function motionStyle(
	effects: MotionSettings[ 'effects' ],
	progress: number
): MotionStyle {
	const transforms: string[] = [];
	const style: MotionStyle = { transform: '', opacity: '', filter: '' };
	for ( const name of MOTION_EFFECTS ) {
		const effect = effects[ name ];
		if ( ! effect ) {
			continue;
		}
		const p = rangeProgress( progress, effect );
		// -1 at the start of the range, 1 at its end.
		const centred = ( p - 0.5 ) * 2;
		const { speed, direction } = effect;
		switch ( name ) {
			case 'translateY': {
				const sign = direction === 'down' ? 1 : -1;
				transforms.push(
					`translateY(${ round( sign * centred * speed * TRANSLATE_PX ) }px)`
				);
				break;
			}
			case 'translateX': {
				const sign = direction === 'left' ? -1 : 1;
				transforms.push(
					`translateX(${ round( sign * centred * speed * TRANSLATE_PX ) }px)`
				);
				break;
			}
			case 'rotate': {
				const sign = direction === 'left' ? -1 : 1;
				transforms.push(
					`rotate(${ round( sign * centred * speed * ROTATE_DEG ) }deg)`
				);
				break;
			}
			case 'scale': {
				const grow = direction === 'down' ? 1 - p : p;
				transforms.push(
					`scale(${ round( 1 + ( speed / 10 ) * grow ) })`
				);
				break;
			}
			case 'opacity':
				style.opacity = String(
					round( 1 - ( speed / 10 ) * fade( direction, p ) )
				);
				break;
			case 'blur':
				style.filter = `blur(${ round( speed * BLUR_PX * fade( direction, p ) ) }px)`;
				break;
		}
	}
	style.transform = transforms.join( ' ' );
	return style;
}

/**
 * Motion settings from a block's attribute (the same shape PHP `BlockEffects` writes), or
 * null when no effect is on.
 * @param raw Raw value.
 */
export function parseMotion( raw: unknown ): MotionSettings | null {
	if ( ! isRecord( raw ) || ! isRecord( raw.effects ) ) {
		return null;
	}
	const effects: MotionSettings[ 'effects' ] = {};
	for ( const name of MOTION_EFFECTS ) {
		const value = raw.effects[ name ];
		if ( ! isRecord( value ) ) {
			continue;
		}
		const directions = DIRECTIONS[ name ];
		const direction =
			typeof value.direction === 'string' &&
			directions.includes( value.direction )
				? value.direction
				: ( directions[ 0 ] ?? '' );
		effects[ name ] = {
			speed: clamp( num( value.speed, MOTION_DEFAULT_SPEED ), 0, 10 ),
			direction,
			start: clamp( num( value.start, 0 ), 0, 100 ),
			end: clamp( num( value.end, 100 ), 0, 100 ),
		};
	}
	if ( Object.keys( effects ).length === 0 ) {
		return null;
	}
	const devices = Array.isArray( raw.devices )
		? DEVICES.filter( ( mode ) =>
				( raw.devices as unknown[] ).includes( mode )
			)
		: [ ...DEVICES ];
	return { effects, devices };
}
