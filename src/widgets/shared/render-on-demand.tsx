/**
 * Renders a dialog that a launcher loaded on demand (the login popup, builder popups) and hands
 * back a way to drive it. The launcher asks for the dialog to open in the same moment its code
 * arrives, before React has committed the first render and handed over its controls; the
 * request then waits for them. Only the latest request waits: a close asked for before the
 * dialog is ready cancels the open before it.
 */

/**
 * External dependencies
 */
import { createRoot } from '@wordpress/element';
import type { ReactElement } from 'react';

export interface OnDemandDialog< Controls > {
	/** Runs `action` with the dialog's controls, now or once the first render committed. */
	whenReady: ( action: ( controls: Controls ) => void ) => void;
	unmount: () => void;
}

/**
 * @param element The launcher's mount point.
 * @param render  Renders the dialog; it calls `connect` with its controls once they exist.
 */
export function renderOnDemand< Controls >(
	element: HTMLElement,
	render: ( connect: ( controls: Controls ) => void ) => ReactElement
): OnDemandDialog< Controls > {
	let controls: Controls | null = null;
	let waiting: ( ( ready: Controls ) => void ) | null = null;
	const connect = ( ready: Controls ) => {
		controls = ready;
		const action = waiting;
		waiting = null;
		action?.( ready );
	};
	const root = createRoot( element );
	root.render( render( connect ) );
	return {
		whenReady: ( action ) => {
			if ( controls ) {
				action( controls );
			} else {
				waiting = action;
			}
		},
		unmount: () => root.unmount(),
	};
}
