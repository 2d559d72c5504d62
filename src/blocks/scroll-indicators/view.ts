/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { isRecord, str } from '../../lib/props';
import {
	ScrollIndicators,
	type ScrollIndicatorsProps,
} from './scroll-indicators';

export function parseScrollIndicatorsProps(
	raw: unknown
): ScrollIndicatorsProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const type = str( raw.type );
	return {
		type: type === 'bar' || type === 'bullets' ? type : 'list',
	};
}

export default defineWidget( {
	parseProps: parseScrollIndicatorsProps,
	Component: ScrollIndicators,
} );
