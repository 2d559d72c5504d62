/**
 * Block effects: sticky and motion settings of core blocks (group, columns, column, cover,
 * image), added to the block's wrapper by PHP `BlockEffects`. No React: a page that only
 * uses these loads the runtime and this small chunk.
 */

/**
 * Internal dependencies
 */
import type { DeviceMode } from '../../lib/device-mode';
import { parseMotion, type MotionSettings } from '../../lib/motion';
import { isRecord } from '../../lib/props';
import { STICKY_DEFAULT_SPACING } from '../../lib/sticky';
import { defineBehavior } from '../../runtime/widget';
import { mountMotion } from './motion';
import { mountSticky, type StickySettings } from './sticky';

export interface BlockEffectsProps {
	sticky: StickySettings | null;
	motion: MotionSettings | null;
}

const DEVICES: DeviceMode[] = [ 'desktop', 'tablet', 'mobile' ];

const spacing = ( value: unknown ): number =>
	typeof value === 'number' && Number.isFinite( value ) && value >= 0
		? value
		: STICKY_DEFAULT_SPACING;

export function parseSticky( raw: unknown ): StickySettings | null {
	if (
		! isRecord( raw ) ||
		( raw.position !== 'top' && raw.position !== 'bottom' )
	) {
		return null;
	}
	return {
		position: raw.position,
		top: spacing( raw.top ),
		bottom: spacing( raw.bottom ),
		devices: Array.isArray( raw.devices )
			? DEVICES.filter( ( mode ) =>
					( raw.devices as unknown[] ).includes( mode )
				)
			: [ ...DEVICES ],
		inside: raw.inside === true,
	};
}

export function parseBlockEffectsProps(
	raw: unknown
): BlockEffectsProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const props = {
		sticky: parseSticky( raw.sticky ),
		motion: parseMotion( raw.motion ),
	};
	return props.sticky || props.motion ? props : null;
}

/**
 * Sticky on the wrapper; motion on the wrapper too, unless it sticks (a transform would make
 * a fixed element move with it), in which case it moves the wrapper's content.
 * @param element The block's wrapper.
 * @param props   Parsed props.
 */
export function mountBlockEffects(
	element: HTMLElement,
	props: BlockEffectsProps
): () => void {
	const stops: Array< () => void > = [];
	if ( props.sticky ) {
		stops.push( mountSticky( element, props.sticky ) );
	}
	if ( props.motion ) {
		const targets = props.sticky
			? Array.from( element.children ).filter(
					( child ): child is HTMLElement =>
						child instanceof HTMLElement
				)
			: [ element ];
		for ( const target of targets ) {
			stops.push( mountMotion( target, props.motion ) );
		}
	}
	return () => stops.forEach( ( stop ) => stop() );
}

export default defineBehavior( {
	parseProps: parseBlockEffectsProps,
	mount: mountBlockEffects,
} );
