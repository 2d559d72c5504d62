/**
 * Gives the browser a turn (a tap, a frame) before more work. Widgets whose code arrives
 * together would otherwise mount in one long task, and a tap on the page would wait for
 * all of them; a phone feels that as a frozen page (Lighthouse's Total Blocking Time).
 */
type Scheduler = { yield?: () => Promise< void > };

export function yieldToMain(): Promise< void > {
	const scheduler = ( globalThis as { scheduler?: Scheduler } ).scheduler;
	if ( typeof scheduler?.yield === 'function' ) {
		return scheduler.yield();
	}
	return new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
}
