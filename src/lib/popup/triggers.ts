/**
 * Popup triggers (docs/product-spec.md §4 "Popup", docs/reference/popups-and-filters.md): page load with a delay,
 * scrolling down past a percentage or any upward scroll, scrolling to an element, N clicks,
 * inactivity, exit intent. The first trigger that fires shows the popup and destroys the
 * others. The browser is reached through a small `TriggerHost`, so this file stays pure and
 * its tests need no DOM.
 */

export interface Triggers {
	pageLoad?: { delay: number };
	scrolling?: { direction: 'down' | 'up'; offset: number };
	scrollingTo?: { selector: string };
	click?: { times: number };
	inactivity?: { seconds: number };
	exitIntent?: { sensitivity?: number };
}

/** How long the pointer must stay out above the page before exit intent fires (ms). */
export const EXIT_INTENT_SENSITIVITY = 300;

export const NO_TRIGGER_MESSAGE = 'No popup trigger selected';

export type Unsubscribe = () => void;

export interface TriggerHost {
	on: (
		target: 'window' | 'document',
		type: string,
		handler: ( event: any ) => void
	) => Unsubscribe;
	setTimeout: ( fn: () => void, ms: number ) => unknown;
	clearTimeout: ( handle: unknown ) => void;
	/** Vertical scroll position, px. */
	scrollY: () => number;
	/** How far the page can scroll, px (document height − viewport height). */
	scrollable: () => number;
	/** Calls back once the element comes into view; false when no such element exists. */
	whenVisible: (
		selector: string,
		callback: () => void
	) => Unsubscribe | false;
	warn: ( message: string ) => void;
}

/**
 * The exit-intent sensitivity as a number of ms; anything else is a configuration error.
 * @param value
 */
export function exitIntentSensitivity( value: unknown ): number {
	if ( value === undefined ) {
		return EXIT_INTENT_SENSITIVITY;
	}
	if (
		typeof value !== 'number' ||
		! Number.isFinite( value ) ||
		value < 0
	) {
		throw new TypeError(
			`Invalid exit-intent sensitivity: ${ String(
				value
			) } (expected a number of milliseconds ≥ 0).`
		);
	}
	return value;
}

/**
 * Whether a scroll moved the page far enough.
 * @param rule
 * @param previousY
 * @param y
 * @param scrollable
 */
export function scrollFires(
	rule: NonNullable< Triggers[ 'scrolling' ] >,
	previousY: number,
	y: number,
	scrollable: number
): boolean {
	if ( rule.direction === 'up' ) {
		return y < previousY;
	}
	if ( scrollable <= 0 ) {
		return false;
	}
	return ( y / scrollable ) * 100 >= rule.offset;
}

/**
 * Whether a `mouseout` means the pointer left the window through its top edge.
 * @param event
 * @param event.clientY
 * @param event.relatedTarget
 */
export function leftThroughTop( event: {
	clientY: number;
	relatedTarget: unknown;
} ): boolean {
	return event.relatedTarget === null && event.clientY <= 0;
}

/**
 * Arms every set trigger; the first to fire calls `fire` once and disarms all. Returns a
 * function that disarms them (e.g. when the popup is opened by a link instead).
 * @param triggers
 * @param host
 * @param fire
 */
export function armTriggers(
	triggers: Triggers,
	host: TriggerHost,
	fire: ( trigger: keyof Triggers ) => void
): Unsubscribe {
	const sensitivity = triggers.exitIntent
		? exitIntentSensitivity( triggers.exitIntent.sensitivity )
		: 0;
	const cleanups: Unsubscribe[] = [];
	let done = false;
	const destroy = () => {
		done = true;
		cleanups.splice( 0 ).forEach( ( cleanup ) => cleanup() );
	};
	const once = ( trigger: keyof Triggers ) => {
		if ( ! done ) {
			destroy();
			fire( trigger );
		}
	};
	const timer = ( fn: () => void, ms: number ) => {
		const handle = host.setTimeout( fn, ms );
		return () => host.clearTimeout( handle );
	};

	if ( triggers.pageLoad ) {
		cleanups.push(
			timer(
				() => once( 'pageLoad' ),
				Math.max( 0, triggers.pageLoad.delay ) * 1000
			)
		);
	}
	if ( triggers.scrolling ) {
		const rule = triggers.scrolling;
		let previous = host.scrollY();
		cleanups.push(
			host.on( 'window', 'scroll', () => {
				const y = host.scrollY();
				if ( scrollFires( rule, previous, y, host.scrollable() ) ) {
					once( 'scrolling' );
				}
				previous = y;
			} )
		);
	}
	if ( triggers.scrollingTo ) {
		const off = host.whenVisible( triggers.scrollingTo.selector, () =>
			once( 'scrollingTo' )
		);
		if ( off ) {
			cleanups.push( off );
		} else {
			host.warn(
				`Popup trigger: no element matches "${ triggers.scrollingTo.selector }".`
			);
		}
	}
	if ( triggers.click ) {
		const needed = Math.max( 1, triggers.click.times );
		let clicks = 0;
		cleanups.push(
			host.on( 'document', 'click', () => {
				clicks += 1;
				if ( clicks >= needed ) {
					once( 'click' );
				}
			} )
		);
	}
	if ( triggers.inactivity ) {
		const ms = Math.max( 0, triggers.inactivity.seconds ) * 1000;
		let cancel = timer( () => once( 'inactivity' ), ms );
		const restart = () => {
			cancel();
			cancel = timer( () => once( 'inactivity' ), ms );
		};
		cleanups.push( () => cancel() );
		for ( const type of [ 'keydown', 'mousemove' ] ) {
			cleanups.push( host.on( 'document', type, restart ) );
		}
	}
	if ( triggers.exitIntent ) {
		let cancel: Unsubscribe | null = null;
		cleanups.push(
			host.on( 'document', 'mouseout', ( event ) => {
				if ( leftThroughTop( event ) && ! cancel ) {
					cancel = timer( () => once( 'exitIntent' ), sensitivity );
				}
			} )
		);
		// Coming back within the sensitivity cancels: a quick brush past the top edge is not an exit.
		cleanups.push(
			host.on( 'document', 'mouseover', () => {
				cancel?.();
				cancel = null;
			} )
		);
		cleanups.push( () => cancel?.() );
	}
	if ( cleanups.length === 0 ) {
		host.warn( NO_TRIGGER_MESSAGE );
	}
	return destroy;
}
