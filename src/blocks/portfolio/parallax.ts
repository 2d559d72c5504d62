/**
 * Parallax on scroll: each column drifts by the gallery's distance from the viewport's centre
 * times the speed, neighbouring columns in opposite directions (a whole column moves as one,
 * so pictures never overlap); one frame per scroll, off on phones and under reduced motion.
 */

/**
 * Internal dependencies
 */
import { parallaxOffset } from '../../lib/portfolio';

/**
 * Starts the parallax of a gallery's items.
 * @param list  The list holding the items.
 * @param items Items (`li`).
 * @param speed Speed (0.15 by default).
 * @return Stops it.
 */
export function startParallax(
	list: HTMLElement,
	items: HTMLElement[],
	speed: number
): () => void {
	let frame = 0;
	const update = () => {
		frame = 0;
		const box = list.getBoundingClientRect();
		const visible = items.filter( ( item ) => ! item.hidden );
		// Columns from positions: items sharing a left edge share a column.
		const lefts = [
			...new Set(
				visible.map( ( item ) => Math.round( item.offsetLeft ) )
			),
		].sort( ( a, b ) => a - b );
		visible.forEach( ( item ) => {
			const offset = parallaxOffset(
				box.top + box.height / 2,
				window.innerHeight,
				window.innerWidth,
				lefts.indexOf( Math.round( item.offsetLeft ) ),
				speed
			);
			item.style.setProperty( '--vitrine-parallax', `${ offset }px` );
		} );
	};
	const schedule = () => {
		if ( ! frame ) {
			frame = window.requestAnimationFrame( update );
		}
	};
	schedule();
	window.addEventListener( 'scroll', schedule, { passive: true } );
	window.addEventListener( 'resize', schedule );
	return () => {
		window.cancelAnimationFrame( frame );
		window.removeEventListener( 'scroll', schedule );
		window.removeEventListener( 'resize', schedule );
		items.forEach( ( item ) =>
			item.style.removeProperty( '--vitrine-parallax' )
		);
	};
}
