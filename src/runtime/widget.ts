/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * What a widget chunk exports by default: how to read its props from the mount point's JSON,
 * and the component to mount. `parseProps` returns null for props it cannot use, and the
 * runtime then keeps the server-rendered fallback.
 */
export interface WidgetDefinition< P extends object > {
	parseProps: ( raw: unknown ) => P | null;
	Component: ComponentType< P >;
}

export function defineWidget< P extends object >(
	definition: WidgetDefinition< P >
): WidgetDefinition< P > {
	return definition;
}
