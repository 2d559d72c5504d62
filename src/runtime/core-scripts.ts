/**
 * Core scripts (React, `wp-element`, `wp-api-fetch`…) loaded on demand, before a lazily loaded
 * chunk that needs them runs. PHP prints the scripts the widgets rendered on the page need in
 * front of the runtime; everything else (a popup's React dialog opened later, widgets in HTML
 * fetched later) arrives here, so pages that need no React never download it.
 *
 * The build writes which core scripts each chunk needs (`runtime.chunks.json`, by chunk id);
 * PHP hands that map and the scripts' URLs over in `vitrineSettings`. A handler added to
 * webpack's chunk loading (`__webpack_require__.f`) waits for them with the chunk file itself,
 * so a chunk's modules never run before `window.wp.element` and friends exist.
 */

/**
 * Internal dependencies
 */
import { getSettings, type CoreScript } from './settings';

/* eslint-disable camelcase -- `__webpack_require__` is webpack's name. */

type ChunkLoadingHandler = (
	chunkId: string | number,
	promises: Promise< unknown >[]
) => void;

declare const __webpack_require__:
	{ f?: Record< string, ChunkLoadingHandler > } | undefined;

const loading = new Map< string, Promise< void > >();

/** Resolves once every deferred script printed by WordPress has run. */
const domReady = (): Promise< void > =>
	document.readyState === 'loading'
		? new Promise( ( resolve ) =>
				document.addEventListener(
					'DOMContentLoaded',
					() => resolve(),
					{
						once: true,
					}
				)
			)
		: Promise.resolve();

/** WordPress prints each script as `<script id="{handle}-js">`. */
const printed = ( handle: string ): boolean =>
	document.getElementById( `${ handle }-js` ) !== null;

function runInline( code: string | undefined ): void {
	if ( code ) {
		const script = document.createElement( 'script' );
		script.text = code;
		document.head.appendChild( script );
	}
}

function insert( handle: string, script: CoreScript ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		runInline( script.before );
		const element = document.createElement( 'script' );
		element.id = `${ handle }-js`;
		element.src = script.src;
		element.async = false;
		// Widgets hydrate after the first paint: their scripts must not take bandwidth from the
		// page's images and fonts (browsers fetch inserted scripts at high priority).
		element.setAttribute( 'fetchpriority', 'low' );
		element.onload = () => {
			runInline( script.after );
			resolve();
		};
		element.onerror = () =>
			reject( new Error( `Vitrine: could not load ${ handle }.` ) );
		document.head.appendChild( element );
	} );
}

/** Starts the download early; the scripts still run one after the other, in order. */
function preload( src: string ): void {
	const link = document.createElement( 'link' );
	link.rel = 'preload';
	link.setAttribute( 'as', 'script' );
	link.href = src;
	link.setAttribute( 'fetchpriority', 'low' );
	document.head.appendChild( link );
}

/**
 * Loads a core script after its own dependencies, once per page. Scripts WordPress printed,
 * and handles the settings do not describe, count as loaded.
 * @param handle Script handle, e.g. `wp-element`.
 */
export function loadCoreScript( handle: string ): Promise< void > {
	const known = loading.get( handle );
	if ( known ) {
		return known;
	}
	const promise = domReady().then( async () => {
		const script = getSettings().coreScripts[ handle ];
		if ( ! script || printed( handle ) ) {
			return;
		}
		if ( script.src ) {
			preload( script.src );
		}
		await Promise.all( script.deps.map( loadCoreScript ) );
		// An alias (no file of its own) only stands for its dependencies.
		if ( script.src && ! printed( handle ) ) {
			await insert( handle, script );
		}
	} );
	loading.set( handle, promise );
	return promise;
}

/**
 * Loads every core script a chunk needs (nothing for chunks the map does not name).
 * @param chunkId Webpack's chunk id.
 */
export function loadChunkScripts( chunkId: string | number ): Promise< void > {
	const handles = getSettings().chunkScripts[ String( chunkId ) ] ?? [];
	return Promise.all( handles.map( loadCoreScript ) ).then( () => undefined );
}

/**
 * Makes webpack wait for a chunk's core scripts whenever it loads the chunk (widgets and the
 * chunks they load in turn). Outside a webpack build (tests) there is nothing to hook.
 */
export function installChunkScriptLoading(): void {
	if (
		typeof __webpack_require__ === 'undefined' ||
		! __webpack_require__?.f
	) {
		return;
	}
	__webpack_require__.f.vitrineCoreScripts = ( chunkId, promises ) => {
		promises.push( loadChunkScripts( chunkId ) );
	};
}

/** Forgets what was loaded (tests only). */
export function resetCoreScriptsForTests(): void {
	loading.clear();
}
/* eslint-enable camelcase */
