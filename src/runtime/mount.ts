/**
 * Internal dependencies
 */
import { heldClick, isPlainClick, replayTarget } from '../lib/first-click';
import { parseWidgetProps } from '../lib/widget-props';
import { externalLoader, externalOpeners } from './external-widgets';
import {
	widgetLoaders,
	widgetOpeners,
	widgetsOnInteraction,
	widgetsWithNothingToShow,
} from './registry';
import type { AnyWidgetDefinition } from './widget';
import { afterFirstPaint, whenIdle, yieldToMain } from './yield';

const loadReactRoot = () =>
	import( /* webpackChunkName: "react-root" */ './react-root' );

const SELECTOR = '[data-vitrine-widget]';

/** `wp.hooks`, when a plugin put it on the page. */
type WithHooks = {
	wp?: {
		hooks?: {
			applyFilters?: (
				hook: string,
				value: unknown,
				...args: unknown[]
			) => unknown;
		};
	};
};

/**
 * How far ahead of the viewport a widget starts loading. Far enough that a visitor
 * scrolling at reading speed finds it ready, near enough that a long page does not fetch
 * every widget's code before its first paint.
 */
const AHEAD = '400px 0px';

let observer: IntersectionObserver | undefined;

function nearViewport(): IntersectionObserver {
	observer ??= new IntersectionObserver(
		( entries ) =>
			entries.forEach( ( entry ) => {
				const element = entry.target as HTMLElement;
				if ( entry.isIntersecting ) {
					observer?.unobserve( element );
					mountWidget( element );
				} else if ( hasEmptyBox( entry ) ) {
					checkWhenIdle( element );
				}
			} ),
		{ rootMargin: AHEAD }
	);
	return observer;
}

const hasEmptyBox = ( {
	boundingClientRect: box,
}: IntersectionObserverEntry ) =>
	box.width === 0 && box.height === 0 && box.top === 0 && box.left === 0;

/**
 * A mount point without a box (hidden, in a closed panel) never comes near the viewport, so
 * it mounts without waiting for that.
 *
 * A mount point whose section the browser skips (`content-visibility: auto`, far below the
 * fold) also reports an empty box, but it is rendered and will come near: it waits, or a long
 * page would load every widget at once. `checkVisibility()` tells the two apart (where it is
 * missing, the widget mounts), but for a skipped section it lays the section out: asked for
 * every mount point in the observer's report, it cost a phone a quarter of a second. So each
 * is asked in an idle moment of its own.
 */
const unboxed = new Set< HTMLElement >();

function checkWhenIdle( element: HTMLElement ): void {
	if ( unboxed.size === 0 ) {
		whenIdle( checkNextUnboxed, 2000 );
	}
	unboxed.add( element );
}

function checkNextUnboxed(): void {
	const [ element ] = unboxed;
	if ( element ) {
		unboxed.delete( element );
		// It may have come into view (and mounted) since the report.
		const hidden =
			typeof element.checkVisibility !== 'function' ||
			! element.checkVisibility();
		if ( element.dataset.vitrineState === 'waiting' && hidden ) {
			observer?.unobserve( element );
			mountWidget( element );
		}
	}
	if ( unboxed.size > 0 ) {
		whenIdle( checkNextUnboxed, 2000 );
	}
}

/**
 * Widgets mount when they come near the viewport (islands), or have no box (see unboxed),
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

/** What tells that a visitor reaches for a widget (a tap starts with `pointerover` too). */
const REACHING = [ 'pointerover', 'focusin', 'touchstart' ] as const;

/**
 * Whether a widget waits for the visitor to reach for it (see widgetsOnInteraction).
 * @param element The mount point.
 */
function waitsForInteraction( element: HTMLElement ): boolean {
	// Inside a dialog the visitor opened (the quick view), they have reached it already.
	if ( element.closest( 'dialog, [role="dialog"]' ) ) {
		return false;
	}
	return (
		widgetsOnInteraction[ element.dataset.vitrineWidget ?? '' ]?.() ?? false
	);
}

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where the keyboard was inside a mount point: the index of the focused control among its
 * focusable ones (-1 when the focus is elsewhere).
 * @param element The mount point.
 */
function focusIndex( element: HTMLElement ): number {
	const active = element.ownerDocument.activeElement;
	return active && element.contains( active )
		? Array.from( element.querySelectorAll( FOCUSABLE ) ).indexOf( active )
		: -1;
}

/**
 * Mounts the widget on the first pointer, touch or focus on it. A click that comes before it
 * has mounted is held and replayed (holdFirstClick).
 * @param element The mount point.
 */
function mountWhenReached( element: HTMLElement ): void {
	// A keyboard user reaches it by Tab: the mount replaces the markup under their focus, so it
	// goes back to the same control (by position) if it was lost, and their next Tab follows on.
	let index = -1;
	const track = () => {
		index = focusIndex( element );
	};
	const reached = () => {
		REACHING.forEach( ( type ) =>
			element.removeEventListener( type, reached )
		);
		track();
		element.addEventListener( 'focusin', track );
		mountWidget( element ).then( () => {
			element.removeEventListener( 'focusin', track );
			const active = element.ownerDocument.activeElement;
			if (
				index >= 0 &&
				( ! active || active === element.ownerDocument.body )
			) {
				element
					.querySelectorAll< HTMLElement >( FOCUSABLE )
					[ index ]?.focus();
			}
		} );
	};
	REACHING.forEach( ( type ) =>
		element.addEventListener( type, reached, { passive: true } )
	);
}

/**
 * Mounts every widget under `root` that is not mounted yet: those that must act now at
 * once, those the visitor must reach for when they do, the others when they come near the
 * viewport. Only the chunks of the widget names
 * present are loaded. Safe to call again after new markup arrives (ajax fragments). The
 * promise settles when the widgets mounted now are mounted.
 * @param root
 */
export function mountWidgets( root: ParentNode = document ): Promise< void > {
	const elements = Array.from(
		root.querySelectorAll< HTMLElement >( SELECTOR )
	)
		.filter( ( element ) => ! element.dataset.vitrineState )
		.filter( ( element ) => ! showsServerEmptyState( element ) );
	const now = elements.filter( mountsNow );
	elements
		.filter( ( element ) => ! now.includes( element ) )
		.forEach( ( element ) => {
			element.dataset.vitrineState = 'waiting';
			if ( waitsForInteraction( element ) ) {
				mountWhenReached( element );
			} else {
				nearViewport().observe( element );
			}
		} );
	return Promise.all( now.map( mountWidget ) ).then( () => undefined );
}

/**
 * Reveals a widget's own markup for the visitor it has nothing for (widgetsWithNothingToShow)
 * and says whether it did: the widget is then not mounted, its code never loaded.
 * @param element The mount point.
 */
function showsServerEmptyState( element: HTMLElement ): boolean {
	const empty = element.querySelector< HTMLElement >(
		'[data-vitrine-empty]'
	);
	if (
		! empty ||
		! widgetsWithNothingToShow[ element.dataset.vitrineWidget ?? '' ]?.(
			element
		)
	) {
		return false;
	}
	element
		.querySelectorAll( '[data-vitrine-loading]' )
		.forEach( ( loading ) => loading.remove() );
	empty.hidden = false;
	element.dataset.vitrineState = 'empty';
	return true;
}

/**
 * Mounts, ahead of the click, the widget an opener belongs to when the pointer or the focus
 * comes to the opener (a Quick view button): its code loads while the visitor aims, and the
 * held first click (holdFirstClick) waits less, or not at all.
 * @param event A `pointerover` or `focusin`.
 */
export function mountOnIntent( event: Event ): void {
	const reached = heldClick( event.target, {
		...externalOpeners(),
		...widgetOpeners,
	} );
	reached?.pending
		.filter( ( element ) => element.dataset.vitrineState === 'waiting' )
		.forEach( mountWidget );
}

const mounting = new WeakMap< HTMLElement, Promise< void > >();

/**
 * Mounts a widget, once: a second call (the viewport and a first click asking together)
 * gets the first one's promise.
 * @param element The mount point.
 */
function mountWidget( element: HTMLElement ): Promise< void > {
	let mounted = mounting.get( element );
	if ( ! mounted ) {
		observer?.unobserve( element );
		mounted = mountOnce( element );
		mounting.set( element, mounted );
	}
	return mounted;
}

/**
 * Holds a plain click (or Enter) on what a widget enhances while that widget has not mounted
 * (it waits for the viewport, or its code is on the way), mounts it and clicks again, so the
 * first click does what the widget makes of it, not what the fallback link does. Capture
 * phase on the window: it runs before the page's own listeners. A widget that fails to mount
 * leaves the second click to the browser (its fallback: the link).
 * @param event The click.
 */
export function holdFirstClick( event: MouseEvent ): void {
	const held = isPlainClick( event )
		? heldClick( event.target, { ...externalOpeners(), ...widgetOpeners } )
		: null;
	if ( held ) {
		event.preventDefault();
		event.stopPropagation();
		Promise.all( held.pending.map( mountWidget ) ).then( () =>
			replayTarget( held )?.click()
		);
	}
}

async function mountOnce( element: HTMLElement ): Promise< void > {
	const state = element.dataset.vitrineState;
	if ( state && state !== 'waiting' ) {
		return;
	}
	element.dataset.vitrineState = 'loading';
	// A widget's chunk and React would compete with the first frame, which the fallback
	// markup already makes useful: they wait until it is on screen. Eager widgets too: until
	// they mount, their openers are real links (the header's login link goes to wp-login.php).
	await afterFirstPaint();
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

	const load = widgetLoaders[ name ] ?? ( await externalLoader( name ) );
	if ( ! load ) {
		fail( `unknown widget "${ name }".` );
		return;
	}
	const parsed = parseWidgetProps( element.dataset.vitrineProps );
	if ( parsed === undefined ) {
		fail( `the "${ name }" widget has malformed props.` );
		return;
	}
	// Another plugin may adjust any widget's props (`vitrine.widgetProps`) through
	// @wordpress/hooks, when it has put `wp-hooks` on the page.
	const raw: unknown =
		( window as unknown as WithHooks ).wp?.hooks?.applyFilters?.(
			'vitrine.widgetProps',
			parsed,
			name,
			element
		) ?? parsed;

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
