/**
 * When to do work the page can wait for: after a turn of the browser, in an idle moment, or
 * once the first frame is on screen.
 */
type Scheduler = { yield?: () => Promise< void > };

/**
 * Gives the browser a turn (a tap, a frame) before more work. Widgets whose code arrives
 * together would otherwise mount in one long task, and a tap on the page would wait for
 * all of them; a phone feels that as a frozen page (Lighthouse's Total Blocking Time).
 */
export function yieldToMain(): Promise< void > {
	const scheduler = ( globalThis as { scheduler?: Scheduler } ).scheduler;
	if ( typeof scheduler?.yield === 'function' ) {
		return scheduler.yield();
	}
	return new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
}

/**
 * Runs `callback` when the browser is idle, or after `timeout` ms at the latest; where the
 * browser has no idle callbacks (Safari), after `fallbackDelay` ms.
 * @param callback      What to run.
 * @param timeout       The latest moment, in ms.
 * @param fallbackDelay The delay without `requestIdleCallback`, in ms.
 */
export function whenIdle(
	callback: () => void,
	timeout: number,
	fallbackDelay = 0
): void {
	if ( typeof window.requestIdleCallback === 'function' ) {
		window.requestIdleCallback( callback, { timeout } );
	} else {
		window.setTimeout( callback, fallbackDelay );
	}
}

/**
 * The longest wait for a first paint the browser never reports (a page whose first frame
 * shows nothing contentful is still painted, so this is a safety net only).
 */
const FIRST_PAINT_LIMIT = 3000;

let firstPaint: Promise< void > | undefined;

const paintTimingSupported = (): boolean =>
	typeof PerformanceObserver === 'function' &&
	( PerformanceObserver.supportedEntryTypes ?? [] ).includes( 'paint' );

/**
 * Settles once the page's first frame has reached the screen. Work started before then (a
 * widget's chunk, React) competes with that frame for the network and the main thread, and
 * a phone shows the page later for it. Settles at once in a hidden tab (it paints nothing
 * until shown) and where the browser has no paint timing.
 */
export function afterFirstPaint(): Promise< void > {
	firstPaint ??= new Promise( ( resolve ) => {
		if (
			! paintTimingSupported() ||
			document.visibilityState === 'hidden' ||
			performance.getEntriesByType( 'paint' ).length > 0
		) {
			resolve();
			return;
		}
		let timer = 0;
		const observer = new PerformanceObserver( () => done() );
		const done = (): void => {
			observer.disconnect();
			window.clearTimeout( timer );
			resolve();
		};
		observer.observe( { type: 'paint', buffered: true } );
		timer = window.setTimeout( done, FIRST_PAINT_LIMIT );
	} );
	return firstPaint;
}

/** Forgets the first paint (tests). */
export function resetFirstPaintForTests(): void {
	firstPaint = undefined;
}
