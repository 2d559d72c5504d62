/**
 * Widgets other plugins register through `window.vitrine.registerWidget()` (the public API,
 * plugin/types/vitrine.d.ts): they load, near the viewport or eagerly, and take first clicks
 * exactly like the widgets compiled into this bundle (./registry).
 */

/**
 * Internal dependencies
 */
import type {
	VitrineWidgetModule,
	VitrineWidgetOptions,
} from '../../plugin/types/vitrine';
import type { AnyWidgetDefinition } from './widget';

type Loader = () => Promise< { default: AnyWidgetDefinition } >;

const NAME = /^[a-z0-9-]+$/;
const loaders = new Map< string, Loader >();
const openers = new Map< string, string >();
const waiting = new Map< string, Array< ( loader: Loader ) => void > >();

/**
 * Registers another plugin's widget. A name Vitrine already uses, or one registered before,
 * is refused with a console error: the first registration stays.
 * @param name     Widget name.
 * @param loader   Loads the widget's module.
 * @param options  Options.
 * @param builtIns Vitrine's own widget names.
 */
export function registerExternalWidget(
	name: string,
	loader: () => Promise< VitrineWidgetModule< any > >,
	options: VitrineWidgetOptions,
	builtIns: ReadonlySet< string >
): void {
	if (
		! NAME.test( name ) ||
		typeof loader !== 'function' ||
		builtIns.has( name ) ||
		loaders.has( name )
	) {
		// eslint-disable-next-line no-console
		console.error(
			`Vitrine: cannot register the widget "${ name }": the name is taken or invalid, or the loader is not a function.`
		);
		return;
	}
	loaders.set( name, loader );
	if ( options.opener ) {
		openers.set( name, options.opener );
	}
	waiting.get( name )?.forEach( ( resolve ) => resolve( loader ) );
	waiting.delete( name );
}

/**
 * What registered widgets enhance, keyed by name (for the first-click hold).
 */
export function externalOpeners(): Record< string, string > {
	return Object.fromEntries( openers );
}

/**
 * A registered widget's loader. The script that registers it may run after the runtime has
 * found its mount point, so an unknown name waits for its registration until the page has
 * loaded (every deferred script has then run), and is undefined after that.
 * @param name Widget name.
 */
export function externalLoader( name: string ): Promise< Loader | undefined > {
	const known = loaders.get( name );
	if ( known || document.readyState === 'complete' ) {
		return Promise.resolve( known );
	}
	return new Promise( ( resolve ) => {
		waiting.set( name, [ ...( waiting.get( name ) ?? [] ), resolve ] );
		window.addEventListener(
			'load',
			// After the load event's own listeners (a script may register from one).
			() => setTimeout( () => resolve( loaders.get( name ) ), 0 ),
			{ once: true }
		);
	} );
}

/**
 * Forgets every registration (tests).
 */
export function resetExternalWidgetsForTests(): void {
	loaders.clear();
	openers.clear();
	waiting.clear();
}
