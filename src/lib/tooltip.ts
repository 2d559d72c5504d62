/**
 * Tooltip rules: when it shows or hides, and where it goes. Pure, so each trigger has a
 * table test.
 */

/**
 * Internal dependencies
 */
import { dropdownShift } from './dropdown-position';

/** The spec's defaults: a 200 ms fade, 10 px from the term. */
export const TOOLTIP_DEFAULTS = { speed: 200, offset: 10 } as const;

/** What shows the tooltip besides focus: the pointer, a click on the term, or the page load. */
export type TooltipTrigger = 'hover' | 'click' | 'load';
/** What hides a tooltip opened by a click or on load: a click outside it, or any click. */
export type TooltipClose = 'outside' | 'anywhere';
export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export type TooltipEvent =
	| 'load'
	| 'enter'
	| 'leave'
	| 'focus'
	| 'blur'
	| 'click-term'
	| 'click-tip'
	| 'click-outside'
	| 'escape';

export interface TooltipBehaviour {
	trigger: TooltipTrigger;
	close: TooltipClose;
}

/**
 * Whether the tooltip is visible after `event`. Focus always shows it and Escape always
 * hides it (keyboard users, WCAG 1.4.13); the rest depends on the trigger.
 * @param visible   Visible before the event.
 * @param event     What happened.
 * @param behaviour Trigger and close settings.
 */
export function tooltipVisibility(
	visible: boolean,
	event: TooltipEvent,
	behaviour: TooltipBehaviour
): boolean {
	const { trigger, close } = behaviour;
	switch ( event ) {
		case 'escape':
			return false;
		case 'focus':
			return true;
		case 'load':
			return trigger === 'load' || visible;
		case 'enter':
			return trigger === 'hover' || visible;
		case 'leave':
		case 'blur':
			return trigger === 'hover' ? false : visible;
		case 'click-term':
			if ( trigger === 'click' ) {
				return ! visible;
			}
			return trigger === 'load' && close === 'anywhere' ? false : visible;
		case 'click-tip':
			return trigger !== 'hover' && close === 'anywhere'
				? false
				: visible;
		case 'click-outside':
			return trigger === 'hover' ? visible : false;
	}
	return visible;
}

export interface Box {
	top: number;
	left: number;
	width: number;
	height: number;
}

export interface TooltipPosition {
	placement: TooltipPlacement;
	top: number;
	left: number;
}

const OPPOSITE: Record< TooltipPlacement, TooltipPlacement > = {
	top: 'bottom',
	bottom: 'top',
	left: 'right',
	right: 'left',
};

/**
 * Room between the term and the viewport's edge on one side.
 * @param term            The term's box.
 * @param side            Side.
 * @param viewport        Viewport size.
 * @param viewport.width  Width.
 * @param viewport.height Height.
 */
function room(
	term: Box,
	side: TooltipPlacement,
	viewport: { width: number; height: number }
): number {
	switch ( side ) {
		case 'top':
			return term.top;
		case 'bottom':
			return viewport.height - term.top - term.height;
		case 'left':
			return term.left;
		case 'right':
			return viewport.width - term.left - term.width;
	}
}

/**
 * Where the tooltip goes (viewport coordinates, for `position: fixed`): on the preferred
 * side `offset` px from the term, flipped to the opposite side when it does not fit there
 * and fits better there, then kept inside the viewport along the other axis.
 * @param term            The term's box.
 * @param tip             The tooltip's size.
 * @param tip.width       Width.
 * @param tip.height      Height.
 * @param viewport        The viewport's size.
 * @param viewport.width  Width.
 * @param viewport.height Height.
 * @param preferred       Preferred side.
 * @param offset          Distance from the term.
 */
export function placeTooltip(
	term: Box,
	tip: { width: number; height: number },
	viewport: { width: number; height: number },
	preferred: TooltipPlacement,
	offset: number = TOOLTIP_DEFAULTS.offset
): TooltipPosition {
	const vertical = preferred === 'top' || preferred === 'bottom';
	const needed = ( vertical ? tip.height : tip.width ) + offset;
	let placement = preferred;
	const opposite = OPPOSITE[ preferred ];
	if (
		room( term, preferred, viewport ) < needed &&
		room( term, opposite, viewport ) > room( term, preferred, viewport )
	) {
		placement = opposite;
	}
	if ( vertical ) {
		const left = term.left + ( term.width - tip.width ) / 2;
		return {
			placement,
			top:
				placement === 'top'
					? term.top - offset - tip.height
					: term.top + term.height + offset,
			left:
				left +
				dropdownShift( { left, width: tip.width }, viewport.width ),
		};
	}
	const top = term.top + ( term.height - tip.height ) / 2;
	return {
		placement,
		left:
			placement === 'left'
				? term.left - offset - tip.width
				: term.left + term.width + offset,
		top:
			top +
			dropdownShift( { left: top, width: tip.height }, viewport.height ),
	};
}
