/**
 * The quick view of a product list.
 */

/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { QuickView } from './quick-view';

export default defineWidget( {
	parseProps: () => ( {} ),
	Component: QuickView,
} );
