/**
 * The tooltip's props (from `src/blocks/tooltip/Tooltip.php`).
 */

/**
 * Internal dependencies
 */
import type {
	TooltipClose,
	TooltipPlacement,
	TooltipTrigger,
} from '../../lib/tooltip';

export interface TooltipProps {
	trigger: TooltipTrigger;
	close: TooltipClose;
	placement: TooltipPlacement;
	/** Fade, ms. */
	speed: number;
	/** Distance from the term, px. */
	offset: number;
}
