/**
 * The tooltip's props (from `plugin/src/Media/Tooltip.php`).
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
