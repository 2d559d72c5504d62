/**
 * Applies the sticky state machine (src/lib/sticky.ts) to a block: measures it, fixes it at
 * its spacing, keeps its space with a placeholder (no layout shift), holds it at its
 * container's bottom, and lets go on devices it is off for.
 */

/**
 * Internal dependencies
 */
import { debounce } from '../../lib/debounce';
import type { DeviceMode } from '../../lib/device-mode';
import {
	STICKY_REACTIVATE_MS,
	STICKY_RESIZE_MS,
	STICKY_TRANSITION_MS,
	stickyClasses,
	stickyMode,
	stickyOn,
	stickyState,
	type StickyState,
} from '../../lib/sticky';

export interface StickySettings {
	position: 'top' | 'bottom';
	top: number;
	bottom: number;
	devices: DeviceMode[];
	/** Stay inside the parent block (held at its bottom). */
	inside: boolean;
}

const STATES: StickyState[] = [
	'static',
	'fixed-top',
	'fixed-bottom',
	'held-bottom',
];

/**
 * Starts sticking; returns the function that undoes everything (tests, unmount).
 * @param element  The block's wrapper.
 * @param settings Sticky settings.
 */
export function mountSticky(
	element: HTMLElement,
	settings: StickySettings
): () => void {
	const view = element.ownerDocument.defaultView ?? window;
	const placeholder = element.ownerDocument.createElement( 'div' );
	placeholder.className = 'vitrine-sticky-placeholder';
	placeholder.setAttribute( 'aria-hidden', 'true' );
	let state: StickyState = 'static';
	let mode = stickyMode( view.innerWidth );
	let active = stickyOn( settings.devices, mode );
	let frame = 0;
	let transition: ReturnType< typeof setTimeout > | undefined;

	element.classList.add( 'vitrine-sticky', 'is-static' );

	/** The box the element has in the flow: the placeholder's while it sticks. */
	const flowBox = (): DOMRect =>
		( state === 'static' ? element : placeholder ).getBoundingClientRect();

	const setState = ( next: StickyState, box: DOMRect ): void => {
		const style = element.style;
		if ( next === 'static' ) {
			placeholder.remove();
			style.position = style.top = style.bottom = '';
			style.left = style.width = style.zIndex = '';
		} else {
			if ( ! placeholder.isConnected ) {
				placeholder.style.width = `${ box.width }px`;
				placeholder.style.height = `${ box.height }px`;
				element.before( placeholder );
			}
			style.position = 'fixed';
			style.left = `${ box.left }px`;
			style.width = `${ box.width }px`;
			style.zIndex = '99';
		}
		if ( next === state ) {
			return;
		}
		element.classList.remove( ...STATES.map( ( s ) => `is-${ s }` ) );
		element.classList.add( ...stickyClasses( state, next ) );
		clearTimeout( transition );
		transition = setTimeout(
			() => element.classList.remove( 'is-sticky-changing' ),
			STICKY_TRANSITION_MS
		);
		state = next;
	};

	const update = (): void => {
		frame = 0;
		if ( ! active ) {
			setState( 'static', flowBox() );
			return;
		}
		const box = flowBox();
		const scrollY = view.scrollY;
		const adminBar =
			element.ownerDocument.body.classList.contains( 'admin-bar' );
		const container = settings.inside ? element.parentElement : null;
		const containerBottom = container
			? container.getBoundingClientRect().bottom + scrollY
			: null;
		const height = element.offsetHeight || box.height;
		const next = stickyState( {
			position: settings.position,
			scrollY,
			viewportHeight: view.innerHeight,
			elementTop: box.top + scrollY,
			elementHeight: height,
			containerBottom,
			topSpacing: settings.top,
			bottomSpacing: settings.bottom,
			adminBar,
		} );
		setState( next, box );
		const style = element.style;
		if ( next === 'fixed-top' ) {
			style.top = `${ settings.top + ( adminBar ? 32 : 0 ) }px`;
			style.bottom = '';
		} else if ( next === 'fixed-bottom' ) {
			style.top = '';
			style.bottom = `${ settings.bottom }px`;
		} else if ( next === 'held-bottom' && containerBottom !== null ) {
			// Still fixed, but moved up with the container's bottom edge.
			style.top = `${ containerBottom - settings.bottom - height - scrollY }px`;
			style.bottom = '';
		}
	};

	const schedule = (): void => {
		if ( ! frame ) {
			frame = view.requestAnimationFrame( update );
		}
	};

	const remeasure = (): void => {
		// The placeholder keeps the old size: let the flow decide again.
		setState( 'static', flowBox() );
		update();
	};
	const onResize = debounce( remeasure, STICKY_RESIZE_MS );
	// A device-mode change switches sticking on or off, after the spec's pause.
	const onModeChange = debounce( () => {
		active = stickyOn( settings.devices, mode );
		remeasure();
	}, STICKY_REACTIVATE_MS );
	const resized = (): void => {
		const next = stickyMode( view.innerWidth );
		if ( next !== mode ) {
			mode = next;
			onModeChange();
		}
		onResize();
	};

	view.addEventListener( 'scroll', schedule, { passive: true } );
	view.addEventListener( 'resize', resized );
	update();

	return () => {
		view.removeEventListener( 'scroll', schedule );
		view.removeEventListener( 'resize', resized );
		view.cancelAnimationFrame( frame );
		onResize.cancel();
		onModeChange.cancel();
		clearTimeout( transition );
		setState( 'static', flowBox() );
		element.classList.remove(
			'vitrine-sticky',
			'is-static',
			'is-sticky-changing'
		);
	};
}
