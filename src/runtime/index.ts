/**
 * The runtime entry: small, free of React, loaded only on pages that render a widget. It mounts the widgets
 * present and exposes the public API, `window.vitrine` (plugin/types/vitrine.d.ts), to themes
 * and other plugins: `mount( root )` for markup added later, `registerWidget()`, `on()` for
 * the events, and the session, REST and admin-ajax helpers.
 */

/**
 * Internal dependencies
 */
import type { VitrineApi } from '../../plugin/types/vitrine';
import { installChunkScriptLoading } from './core-scripts';
import { on } from './events';
import { registerExternalWidget } from './external-widgets';
import { holdFirstClick, mountOnIntent, mountWidgets } from './mount';
import { widgetLoaders } from './registry';

const helpers = () =>
	import( /* webpackChunkName: "public-api" */ './public-api' );
const builtIns = new Set( Object.keys( widgetLoaders ) );

const api: VitrineApi = {
	mount: mountWidgets,
	registerWidget: ( name, loader, options = {} ) =>
		registerExternalWidget( name, loader, options, builtIns ),
	on,
	session: async () => ( await helpers() ).getSession(),
	rest: async ( route, options ) =>
		( await helpers() ).signedRestFetch( route, options ),
	ajax: async ( action, fields, options ) =>
		( await helpers() ).postAjax( action, fields, options ),
};

installChunkScriptLoading();
window.vitrine = { ...window.vitrine, ...api };
window.addEventListener( 'click', holdFirstClick, true );
window.addEventListener( 'pointerover', mountOnIntent, {
	capture: true,
	passive: true,
} );
window.addEventListener( 'focusin', mountOnIntent, true );

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => mountWidgets() );
} else {
	mountWidgets();
}
