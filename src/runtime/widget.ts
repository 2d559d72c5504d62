/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * What a React widget chunk exports by default: how to read its props from the mount point's
 * JSON, and the component to mount. `parseProps` returns null for props it cannot use, and
 * the runtime then keeps the server-rendered fallback.
 */
export interface WidgetDefinition< P extends object > {
	parseProps: ( raw: unknown ) => P | null;
	Component: ComponentType< P >;
}

/**
 * A widget without React: it enhances its mount point itself. For widgets on every page
 * (the login popup's launcher), so that those pages load no React; the returned function, if
 * any, undoes what `mount` did (tests).
 */
export interface BehaviorDefinition< P extends object > {
	parseProps: ( raw: unknown ) => P | null;
	mount: ( element: HTMLElement, props: P ) => void | ( () => void );
}

export type AnyWidgetDefinition =
	WidgetDefinition< any > | BehaviorDefinition< any >;

export function defineWidget< P extends object >(
	definition: WidgetDefinition< P >
): WidgetDefinition< P > {
	return definition;
}

export function defineBehavior< P extends object >(
	definition: BehaviorDefinition< P >
): BehaviorDefinition< P > {
	return definition;
}
