/**
 * The shared slider: the server prints the slides as a scrollable row and this widget's
 * mount point under it; the widget adds the controls and starts Swiper on the row.
 */

/**
 * Internal dependencies
 */
import { parseSliderSettings } from '../../lib/slider';
import { defineWidget } from '../../runtime/widget';
import { SliderControls } from './slider-controls';

export default defineWidget( {
	parseProps: parseSliderSettings,
	Component: SliderControls,
} );
