/**
 * Mounts a React widget. A chunk of its own, so that the runtime stays free of React and
 * pages whose widgets need none never load it.
 */

/**
 * External dependencies
 */
import { createRoot } from '@wordpress/element';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import { ErrorBoundary } from './error-boundary';

export function renderWidget< P extends object >(
	element: HTMLElement,
	name: string,
	Component: ComponentType< P >,
	props: P
): void {
	createRoot( element ).render(
		<ErrorBoundary name={ name } fallbackHtml={ element.innerHTML }>
			<Component { ...props } />
		</ErrorBoundary>
	);
}
