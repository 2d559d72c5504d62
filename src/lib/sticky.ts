/**
 * Sticky sections and columns (docs/product-spec.md §4 "Other widgets", §9): where an element sits as the
 * page scrolls. Pure, measured in document pixels; `src/widgets/block-effects/sticky.ts`
 * measures the block and applies it.
 *
 *   static       in the flow (not scrolled past yet, or sticking is off for this device)
 *   fixed-top    fixed at topSpacing (+32 px under the admin bar) from the viewport top
 *   fixed-bottom fixed at bottomSpacing from the viewport bottom
 *   held-bottom  stopped at the bottom of its container (it would otherwise leave it)
 */

/**
 * Internal dependencies
 */
import type { DeviceMode } from './device-mode';

export type StickyState =
	'static' | 'fixed-top' | 'fixed-bottom' | 'held-bottom';

export const STICKY_DEFAULT_SPACING = 50;
export const ADMIN_BAR_OFFSET = 32;
/** Re-evaluation after a device-mode change, and the resize debounce (ms). */
export const STICKY_REACTIVATE_MS = 300;
export const STICKY_RESIZE_MS = 50;
/** How long the transition class stays after a change of state (ms). */
export const STICKY_TRANSITION_MS = 300;

export interface StickyInput {
	position: 'top' | 'bottom';
	scrollY: number;
	viewportHeight: number;
	/** The element's top in the document when in the flow, and its height. */
	elementTop: number;
	elementHeight: number;
	/** The bottom of the container it must stay inside; null for none. */
	containerBottom: number | null;
	topSpacing?: number;
	bottomSpacing?: number;
	adminBar?: boolean;
}

export function stickyState( input: StickyInput ): StickyState {
	const top = input.topSpacing ?? STICKY_DEFAULT_SPACING;
	const bottom = input.bottomSpacing ?? STICKY_DEFAULT_SPACING;
	const offset = top + ( input.adminBar ? ADMIN_BAR_OFFSET : 0 );
	if ( input.position === 'bottom' ) {
		const viewportBottom = input.scrollY + input.viewportHeight - bottom;
		return input.elementTop + input.elementHeight > viewportBottom
			? 'fixed-bottom'
			: 'static';
	}
	if ( input.scrollY + offset <= input.elementTop ) {
		return 'static';
	}
	if (
		input.containerBottom !== null &&
		input.scrollY + offset + input.elementHeight >
			input.containerBottom - bottom
	) {
		return 'held-bottom';
	}
	return 'fixed-top';
}

/**
 * Whether sticking is on in a device mode (re-evaluated when the mode changes, after
 * STICKY_REACTIVATE_MS): the element's device list names it.
 * @param devices
 * @param mode
 */
export function stickyOn( devices: DeviceMode[], mode: DeviceMode ): boolean {
	return devices.includes( mode );
}

/**
 * The widest viewport, in px, at which an element sticky only on larger screens lets go.
 * @param mode
 */
export function unstickBreakpoint( mode: DeviceMode ): number {
	return mode === 'tablet' ? 1023 : 767;
}

/**
 * The device mode sticking follows, with the unstick breakpoints: desktop above 1023 px,
 * tablet above 767 px, mobile at or below.
 * @param width Viewport width in px.
 */
export function stickyMode( width: number ): DeviceMode {
	if ( width > unstickBreakpoint( 'tablet' ) ) {
		return 'desktop';
	}
	return width > unstickBreakpoint( 'mobile' ) ? 'tablet' : 'mobile';
}

/**
 * The class names a state change adds: the state's, and a transition class removed after
 * STICKY_TRANSITION_MS by the caller.
 * @param from
 * @param to
 */
export function stickyClasses( from: StickyState, to: StickyState ): string[] {
	if ( from === to ) {
		return [ `is-${ to }` ];
	}
	return [ `is-${ to }`, 'is-sticky-changing' ];
}
