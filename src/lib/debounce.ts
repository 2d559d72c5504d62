/**
 * Debounce: run a function once calls have stopped for `wait` milliseconds.
 */

/**
 * Quiet time before a widget measures itself again after the window is resized
 * (docs/product-spec.md §9, "Resize handling debounce 100 ms"): a drag of the window's edge fires
 * dozens of events, and each measure re-renders the widget.
 */
export const RESIZE_DEBOUNCE_MS = 100;

/** A debounced function, with a way to drop a pending call. */
export interface Debounced< Args extends unknown[] > {
	( ...args: Args ): void;
	cancel: () => void;
}

/**
 * Returns a function that delays calling `fn` until `wait` ms have passed without
 * another call; the last call's arguments win.
 *
 * @param fn   The function to call.
 * @param wait Quiet time in milliseconds.
 */
export function debounce< Args extends unknown[] >(
	fn: ( ...args: Args ) => void,
	wait: number
): Debounced< Args > {
	let timer: ReturnType< typeof setTimeout > | undefined;
	const debounced = ( ...args: Args ): void => {
		if ( timer !== undefined ) {
			clearTimeout( timer );
		}
		timer = setTimeout( () => {
			timer = undefined;
			fn( ...args );
		}, wait );
	};
	debounced.cancel = (): void => {
		if ( timer !== undefined ) {
			clearTimeout( timer );
			timer = undefined;
		}
	};
	return debounced;
}
