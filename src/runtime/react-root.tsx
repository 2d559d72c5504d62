/**
 * Mounts a React widget. A chunk of its own, so that the runtime stays free of React and
 * pages whose widgets need none never load it.
 */

/**
 * External dependencies
 */
import { createRoot, startTransition, useEffect } from '@wordpress/element';
import type { ComponentType, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { ErrorBoundary } from './error-boundary';
import { carryTypedValues } from './typed-values';

/**
 * Calls `onCommitted` once its children are on the page and their effects have run (React
 * runs a parent's effects after its children's).
 * @param props
 * @param props.onCommitted
 * @param props.children
 */
function Committed( {
	onCommitted,
	children,
}: {
	onCommitted: () => void;
	children: ReactNode;
} ) {
	useEffect( onCommitted, [ onCommitted ] );
	return <>{ children }</>;
}

/**
 * Renders a widget as a transition, which React splits into slices of a few milliseconds with
 * the browser's turn in between: a large form's first render is otherwise one long task, and
 * a tap during it waits (Lighthouse's Total Blocking Time). The promise settles when the widget
 * has replaced its fallback and its effects (listeners, popup triggers) have run, so the
 * runtime's "mounted" state means what it says. What the visitor typed into the server's form
 * meanwhile is carried into the widget's fields.
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
): Promise< void > {
	const root = createRoot( element );
	const fallbackHtml = element.innerHTML;
	const carryOver = carryTypedValues( element );
	return new Promise( ( resolve ) => {
		const committed = () => {
			carryOver();
			resolve();
		};
		startTransition( () =>
			root.render(
				<Committed onCommitted={ committed }>
					<ErrorBoundary name={ name } fallbackHtml={ fallbackHtml }>
						<Component { ...props } />
					</ErrorBoundary>
				</Committed>
			)
		);
	} );
}
