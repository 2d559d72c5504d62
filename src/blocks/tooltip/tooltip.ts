/**
 * A term with a tooltip. No React. The server prints the term (a button described by the
 * tooltip) and the text after it, readable without a script; this turns the text into a
 * floating tooltip that fades in 10 px from the term, flipped when it would not fit.
 */

/**
 * Internal dependencies
 */
import {
	placeTooltip,
	tooltipVisibility,
	type TooltipEvent,
} from '../../lib/tooltip';
import type { TooltipProps } from './types';

/**
 * Enhances the mount point; returns the undo.
 * @param element Mount point.
 * @param props   Widget props.
 */
export function mountTooltip(
	element: HTMLElement,
	props: TooltipProps
): () => void {
	const term = element.querySelector< HTMLElement >(
		'.vitrine-tooltip__term'
	);
	const tip = element.querySelector< HTMLElement >(
		'.vitrine-tooltip__text'
	);
	if ( ! term || ! tip ) {
		return () => {};
	}
	// In the body, so that no transformed or clipped ancestor moves or cuts it.
	document.body.append( tip );
	tip.classList.add( 'is-floating' );
	tip.hidden = true;
	tip.style.setProperty( '--vitrine-tooltip-speed', `${ props.speed }ms` );
	let visible = false;
	let hideTimer: ReturnType< typeof setTimeout > | undefined;

	let placedFor = '';
	const position = () => {
		const rect = term.getBoundingClientRect();
		const viewport = {
			width: document.documentElement.clientWidth,
			height: document.documentElement.clientHeight,
		};
		const where = `${ rect.top } ${ rect.left } ${ rect.width } ${ viewport.width } ${ viewport.height }`;
		if ( where === placedFor ) {
			return;
		}
		placedFor = where;
		const place = placeTooltip(
			rect,
			{ width: tip.offsetWidth, height: tip.offsetHeight },
			viewport,
			props.placement,
			props.offset
		);
		// Not rounded: a term at a fractional position (text is laid out in fractions of a
		// pixel) would otherwise end up to a pixel nearer or farther than the offset.
		tip.style.top = `${ place.top }px`;
		tip.style.left = `${ place.left }px`;
		tip.dataset.placement = place.placement;
	};

	// The term can move without a scroll or resize event (content above it renders late, an
	// image arrives, the browser's scroll anchoring steps in): while shown, the tip checks
	// each frame where the term is, and moves only when it has.
	let frame = 0;
	const follow = () => {
		position();
		frame = requestAnimationFrame( follow );
	};
	const stopFollowing = () => {
		cancelAnimationFrame( frame );
		placedFor = '';
	};

	const show = () => {
		clearTimeout( hideTimer );
		tip.hidden = false;
		stopFollowing();
		position();
		// Next frame, so that the fade starts from the hidden state.
		requestAnimationFrame( () => tip.classList.add( 'is-visible' ) );
		frame = requestAnimationFrame( follow );
	};
	const hide = () => {
		tip.classList.remove( 'is-visible' );
		stopFollowing();
		clearTimeout( hideTimer );
		hideTimer = setTimeout( () => {
			tip.hidden = true;
		}, props.speed );
	};
	const handle = ( event: TooltipEvent ) => {
		const next = tooltipVisibility( visible, event, props );
		if ( next !== visible ) {
			visible = next;
			element.dataset.vitrineTooltip = next ? 'open' : 'closed';
			if ( next ) {
				show();
			} else {
				hide();
			}
		}
	};

	const onEnter = () => handle( 'enter' );
	const onLeave = ( event: PointerEvent ) => {
		// Moving onto the tooltip itself keeps it (WCAG 1.4.13: hoverable).
		if ( ! tip.contains( event.relatedTarget as Node | null ) ) {
			handle( 'leave' );
		}
	};
	const onTipLeave = ( event: PointerEvent ) => {
		if ( ! term.contains( event.relatedTarget as Node | null ) ) {
			handle( 'leave' );
		}
	};
	// A press on the term focuses it just before the click: the click decides then, or the
	// focus would open the tooltip and the click toggle it shut at once.
	let pressing = false;
	const onPress = () => {
		pressing = true;
	};
	const onFocus = () => {
		if ( ! pressing ) {
			handle( 'focus' );
		}
	};
	const onBlur = () => handle( 'blur' );
	const onDocumentClick = ( event: MouseEvent ) => {
		const target = event.target as Node | null;
		pressing = false;
		if ( term.contains( target ) ) {
			handle( 'click-term' );
		} else if ( tip.contains( target ) ) {
			handle( 'click-tip' );
		} else {
			handle( 'click-outside' );
		}
	};
	const onKey = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && visible ) {
			handle( 'escape' );
		}
	};

	term.addEventListener( 'pointerenter', onEnter );
	term.addEventListener( 'pointerleave', onLeave );
	tip.addEventListener( 'pointerleave', onTipLeave );
	term.addEventListener( 'pointerdown', onPress );
	term.addEventListener( 'focus', onFocus );
	term.addEventListener( 'blur', onBlur );
	document.addEventListener( 'click', onDocumentClick );
	document.addEventListener( 'keydown', onKey );
	element.dataset.vitrineTooltip = 'closed';
	handle( 'load' );

	return () => {
		clearTimeout( hideTimer );
		term.removeEventListener( 'pointerenter', onEnter );
		term.removeEventListener( 'pointerleave', onLeave );
		tip.removeEventListener( 'pointerleave', onTipLeave );
		term.removeEventListener( 'pointerdown', onPress );
		term.removeEventListener( 'focus', onFocus );
		term.removeEventListener( 'blur', onBlur );
		document.removeEventListener( 'click', onDocumentClick );
		document.removeEventListener( 'keydown', onKey );
		stopFollowing();
		tip.classList.remove( 'is-floating', 'is-visible' );
		tip.hidden = false;
		element.append( tip );
	};
}
