/**
 * Mounts a React widget. A chunk of its own, so that the runtime stays free of React and
 * pages whose widgets need none never load it.
 */

/**
 * External dependencies
 */
import { createRoot, flushSync } from '@wordpress/element';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import { ErrorBoundary } from './error-boundary';

/**
 * Renders at once rather than in React's next task: when it returns, the widget has replaced
 * its fallback and its effects (listeners, popup triggers) have run, so the runtime's
 * "mounted" state means what it says.
 * @param element
 * @param name
 * @param Component
 * @param props
 */
export function renderWidget< P extends object >(
	element: HTMLElement,
	name: string,
	Component: ComponentType< P >,
	props: P
): void {
	const root = createRoot( element );
	const fallbackHtml = element.innerHTML;
	flushSync( () =>
		root.render(
			<ErrorBoundary name={ name } fallbackHtml={ fallbackHtml }>
				<Component { ...props } />
			</ErrorBoundary>
		)
	);
}
