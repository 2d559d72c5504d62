/**
 * The team-slider block in the editor: the slider's settings in the sidebar, the server's preview
 * (src/blocks/shared/slider-edit.tsx). Name, attributes and supports are in block.json.
 */

/**
 * Internal dependencies
 */
import { sliderBlock } from '../shared/slider-edit';
import metadata from './block.json';

sliderBlock( metadata );
