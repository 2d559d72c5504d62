/**
 * Internal dependencies
 */
import { parseWidgetProps } from '../lib/widget-props';
import { widgetLoaders } from './registry';
import type { AnyWidgetDefinition } from './widget';
import { yieldToMain } from './yield';

const loadReactRoot = () =>
	import( /* webpackChunkName: "react-root" */ './react-root' );

const SELECTOR = '[data-vitrine-widget]';

/**
 * How far ahead of the viewport a widget starts loading. Far enough that a visitor
 * scrolling at reading speed finds it ready, near enough that a long page does not fetch
 * every widget's code before its first paint.
 */
const AHEAD = '400px 0px';

let observer: IntersectionObserver | undefined;

function nearViewport(): IntersectionObserver {
	observer ??= new IntersectionObserver(
		( entries ) => {
			entries
				.filter(
					( entry ) => entry.isIntersecting || hasNoBox( entry )
				)
				.forEach( ( entry ) => {
					observer?.unobserve( entry.target );
					mountWidget( entry.target as HTMLElement );
				} );
		},
		{ rootMargin: AHEAD }
	);
	return observer;
}

/**
 * A mount point without a box (hidden, in a closed panel) never comes near the viewport, so
 * it mounts at the observer's first report. Asking the observer rather than measuring keeps
 * the runtime from forcing the page's first layout while it starts.
 *
 * A mount point whose section the browser skips (`content-visibility: auto`, far below the
 * fold) also reports an empty box, but it is rendered and will come near: it waits, or a long
 * page would load every widget at once. `checkVisibility()` tells the two apart; where it is
 * missing, the widget mounts.
 * @param entry
 */
function hasNoBox( entry: IntersectionObserverEntry ): boolean {
	const { width, height, top, left } = entry.boundingClientRect;
	const empty = width === 0 && height === 0 && top === 0 && left === 0;
	return (
		empty &&
		! (
			typeof entry.target.checkVisibility === 'function' &&
			entry.target.checkVisibility()
		)
	);
}

/**
 * Widgets mount when they come near the viewport (islands), or have no box (see hasNoBox),
 * except those the server marks eager (popups, panels and gates that act without being
 * seen). Without IntersectionObserver everything mounts at once.
 * @param element
 */
function mountsNow( element: HTMLElement ): boolean {
	return (
		typeof IntersectionObserver !== 'function' ||
		element.dataset.vitrineLoad === 'eager'
	);
}

/**
 * Mounts every widget under `root` that is not mounted yet: those that must act now at
 * once, the others when they come near the viewport. Only the chunks of the widget names
 * present are loaded. Safe to call again after new markup arrives (ajax fragments). The
 * promise settles when the widgets mounted now are mounted.
 * @param root
 */
export function mountWidgets( root: ParentNode = document ): Promise< void > {
	const elements = Array.from(
		root.querySelectorAll< HTMLElement >( SELECTOR )
	).filter( ( element ) => ! element.dataset.vitrineState );
	const now = elements.filter( mountsNow );
	elements
		.filter( ( element ) => ! now.includes( element ) )
		.forEach( ( element ) => {
			element.dataset.vitrineState = 'waiting';
			nearViewport().observe( element );
		} );
	return Promise.all( now.map( mountWidget ) ).then( () => undefined );
}

async function mountWidget( element: HTMLElement ): Promise< void > {
	const state = element.dataset.vitrineState;
	if ( state && state !== 'waiting' ) {
		return;
	}
	element.dataset.vitrineState = 'loading';
	// The observer reports the widgets in view together, and what each needs before its code
	// loads (props to parse, a chunk to request) adds up on a long page: each starts in a task
	// of its own, so the first frame is not held up behind all of them.
	await yieldToMain();
	const name = element.dataset.vitrineWidget ?? '';
	const fail = ( message: string, error?: unknown ): void => {
		element.dataset.vitrineState = 'failed';
		// eslint-disable-next-line no-console
		console.error(
			`Vitrine: ${ message } Keeping its fallback.`,
			error ?? ''
		);
	};

	const load = widgetLoaders[ name ];
	if ( ! load ) {
		fail( `unknown widget "${ name }".` );
		return;
	}
	const raw = parseWidgetProps( element.dataset.vitrineProps );
	if ( raw === undefined ) {
		fail( `the "${ name }" widget has malformed props.` );
		return;
	}

	let definition: AnyWidgetDefinition;
	try {
		definition = ( await load() ).default;
	} catch ( error ) {
		fail( `could not load the "${ name }" widget.`, error );
		return;
	}
	const props = definition.parseProps( raw );
	if ( props === null ) {
		fail( `the "${ name }" widget's props are not usable.` );
		return;
	}

	try {
		const reactRoot =
			'mount' in definition ? undefined : await loadReactRoot();
		// Each widget mounts in a task of its own (see yieldToMain), also when several
		// widgets' code arrived at once.
		await yieldToMain();
		if ( 'mount' in definition ) {
			definition.mount( element, props );
		} else {
			await reactRoot?.renderWidget(
				element,
				name,
				definition.Component,
				props
			);
		}
	} catch ( error ) {
		fail( `could not mount the "${ name }" widget.`, error );
		return;
	}
	element.dataset.vitrineState = 'mounted';
}
