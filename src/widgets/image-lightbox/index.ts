/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { ImageLightbox } from './image-lightbox';

export default defineWidget( {
	parseProps: () => ( {} ),
	Component: ImageLightbox,
} );
