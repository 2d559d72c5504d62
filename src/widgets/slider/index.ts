/**
 * The shared slider: the server prints the slides as a scrollable row and this widget's
 * mount point under it; the widget adds the controls and starts Swiper on the row.
 */

/**
 * Internal dependencies
 */
import { parseSliderSettings } from '../../lib/slider';
import { defineBehavior } from '../../runtime/widget';
import { mountSliderControls } from './slider-controls';

// No React: see slider-controls.ts.
export default defineBehavior( {
	parseProps: parseSliderSettings,
	mount: mountSliderControls,
} );
