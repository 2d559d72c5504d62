/**
 * Internal dependencies
 */
import type { LoadOnce } from './load-once';

/**
 * Marks the element a visitor clicked busy (`aria-busy`, styled by the widget: a progress
 * cursor, dimmed) until the code it asked for has arrived, so a click that came before the
 * prefetch finished is answered at once.
 * @param element The opener clicked.
 * @param work    The loading it waits on.
 */
function busyUntil( element: HTMLElement, work: Promise< unknown > ) {
	element.setAttribute( 'aria-busy', 'true' );
	const done = (): void => element.removeAttribute( 'aria-busy' );
	work.then( done, done );
}

/**
 * Fetches a launcher's code for a request; when a visitor's click made it (`from`) and the
 * code is not there yet, the opener says it is busy meanwhile.
 * @param code The launcher's code.
 * @param from The opener clicked, or null for a timed trigger.
 */
export function loadForRequest< T >(
	code: LoadOnce< T >,
	from: HTMLElement | null
): Promise< T > {
	const loading = code.load();
	if ( from && ! code.ready() ) {
		busyUntil( from, loading );
	}
	return loading;
}
