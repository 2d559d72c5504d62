/**
 * Marks the element a visitor clicked busy (`aria-busy`, styled by the widget: a progress
 * cursor, dimmed) until the code it asked for has arrived, so a click that came before the
 * prefetch finished is answered at once.
 * @param element The opener clicked.
 * @param work    The loading it waits on.
 */
export function busyUntil( element: HTMLElement, work: Promise< unknown > ) {
	element.setAttribute( 'aria-busy', 'true' );
	const done = (): void => element.removeAttribute( 'aria-busy' );
	work.then( done, done );
}
