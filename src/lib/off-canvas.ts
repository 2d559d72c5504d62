/**
 * The off-canvas panel's states (docs/product-spec.md §4 "Other widgets"): closed → opening → open →
 * closing → closed. `open`, `close` and `toggle` are what a button, the overlay, Escape or
 * a `#vitrine-action:off-canvas/…` link asks for; `settled` is the end of the slide, which
 * the widget sends after `transitionMs()`.
 */

export type PanelState = 'closed' | 'opening' | 'open' | 'closing';
export type PanelEvent = 'open' | 'close' | 'toggle' | 'settled';
export type PanelMode = 'overlay' | 'push';

export function nextPanelState(
	state: PanelState,
	event: PanelEvent
): PanelState {
	switch ( event ) {
		case 'open':
			return state === 'closed' || state === 'closing'
				? 'opening'
				: state;
		case 'close':
			return state === 'open' || state === 'opening' ? 'closing' : state;
		case 'toggle':
			return nextPanelState(
				state,
				state === 'open' || state === 'opening' ? 'close' : 'open'
			);
		case 'settled':
			if ( state === 'opening' ) {
				return 'open';
			}
			return state === 'closing' ? 'closed' : state;
	}
	return state;
}

/** Push panels slide the page with them and close in 300 ms; overlays (and the preview) 400 ms. */
export function transitionMs(
	mode: PanelMode,
	reducedMotion: boolean
): number {
	if ( reducedMotion ) {
		return 0;
	}
	return mode === 'push' ? 300 : 400;
}

export interface CloseOptions {
	button: boolean;
	overlay: boolean;
	escape: boolean;
}

/**
 * Whether a way of closing is enabled. The close button is the one way that cannot be
 * switched off when the others are: a panel must always be closable from the keyboard.
 * @param how
 * @param options
 */
export function closesOn(
	how: keyof CloseOptions,
	options: CloseOptions
): boolean {
	if ( how === 'button' ) {
		return options.button || ( ! options.escape && ! options.overlay );
	}
	return options[ how ];
}
