/**
 * Internal dependencies
 */
import { WIDGET_ID } from '../../lib/loop-filter';
import { parsePagination } from '../../lib/loop-pages';
import { isRecord, str } from '../../lib/props';
import { defineWidget } from '../../runtime/widget';
import { LoopGrid, type LoopGridProps } from './loop-grid';

export function parseLoopGridProps( raw: unknown ): LoopGridProps | null {
	if ( ! isRecord( raw ) || ! WIDGET_ID.test( str( raw.widgetId ) ) ) {
		return null;
	}
	return {
		widgetId: str( raw.widgetId ),
		postId: typeof raw.postId === 'number' ? raw.postId : 0,
		pagination: parsePagination( raw.pagination ),
	};
}

export default defineWidget( {
	parseProps: parseLoopGridProps,
	Component: LoopGrid,
} );
