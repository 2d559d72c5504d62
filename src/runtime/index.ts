/**
 * The runtime entry: small, free of React, loaded only on pages that render a widget. It mounts the widgets
 * present and exposes `window.vitrine.mount( root )` for markup added later.
 */

/**
 * Internal dependencies
 */
import { installChunkScriptLoading } from './core-scripts';
import { holdFirstClick, mountWidgets } from './mount';

declare global {
	interface Window {
		vitrine?: { mount: ( root?: ParentNode ) => Promise< void > };
	}
}

installChunkScriptLoading();
window.vitrine = { ...window.vitrine, mount: mountWidgets };
window.addEventListener( 'click', holdFirstClick, true );

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => mountWidgets() );
} else {
	mountWidgets();
}
