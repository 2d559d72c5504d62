/**
 * The slider's rules: layout per breakpoint, when dots show, when autoplay runs, and the
 * settings a slider's mount point carries. Pure functions, no DOM. The CSS in
 * `src/widgets/slider/style.css` and `plugin/src/Sliders/SliderSettings.php` mirror the
 * breakpoints and limits, so the server-rendered row and Swiper lay slides out alike.
 */

export interface SliderLayout {
	/** Slides shown side by side. */
	perView: number;
	/** Space between two slides, in pixels. */
	gap: number;
}

/**
 * Narrow, medium and wide, each from its minimum width: the slider's own (its container's), not
 * the window's, so a slider in a sidebar shows one slide where a full-width one shows three.
 */
export const SLIDER_BREAKPOINTS: ReadonlyArray<
	{ minWidth: number } & SliderLayout
> = [
	{ minWidth: 0, perView: 1, gap: 6 },
	{ minWidth: 768, perView: 2, gap: 12 },
	{ minWidth: 1024, perView: 3, gap: 24 },
];

export const SLIDER_DEFAULTS = {
	perView: 3,
	autoplay: true,
	delay: 3000,
	speed: 500,
} as const;

/** How far a drag past the first or last slide follows the finger (Swiper's resistance ratio). */
export const SLIDER_RESISTANCE = 0.25;

/**
 * How far, in pixels, a finger or mouse may move on a slide and still click it (Swiper's
 * `threshold`, 5 by default): a tap on a card's link that wobbles a little opens the link
 * instead of starting a drag.
 */
export const SLIDER_SWIPE_THRESHOLD = 10;

export const SLIDER_LIMITS = {
	perView: { min: 1, max: 4 },
	delay: { min: 1000, max: 20000 },
	speed: { min: 100, max: 3000 },
} as const;

export interface SliderSettings {
	/** Slides shown on desktop; tablets show at most 2 and phones 1. */
	perView: number;
	autoplay: boolean;
	/** Time each slide stays before autoplay moves on, in milliseconds. */
	delay: number;
	/** Duration of the slide transition, in milliseconds. */
	speed: number;
}

/**
 * The layout at a slider width: the breakpoint's slides per view, capped by the slider's
 * own desktop count.
 *
 * @param width   The slider's width in CSS pixels.
 * @param perView The slider's desktop slides per view.
 */
export function layoutAt( width: number, perView: number ): SliderLayout {
	const index = SLIDER_BREAKPOINTS.reduce(
		( found, breakpoint, at ) =>
			width >= breakpoint.minWidth ? at : found,
		0
	);
	const layout = SLIDER_BREAKPOINTS[ index ] as SliderLayout;
	const isWidest = index === SLIDER_BREAKPOINTS.length - 1;
	return {
		perView: isWidest ? perView : Math.min( layout.perView, perView ),
		gap: layout.gap,
	};
}

/**
 * Swiper's `breakpoints` option for a slider's desktop count.
 *
 * @param perView The slider's desktop slides per view.
 */
export function swiperBreakpoints(
	perView: number
): Record< number, { slidesPerView: number; spaceBetween: number } > {
	return Object.fromEntries(
		SLIDER_BREAKPOINTS.map( ( { minWidth } ) => {
			const layout = layoutAt( minWidth, perView );
			return [
				minWidth,
				{ slidesPerView: layout.perView, spaceBetween: layout.gap },
			];
		} )
	);
}

/**
 * Dots show only when there are more slides than fit side by side.
 *
 * @param count   Number of slides.
 * @param perView Slides shown at once.
 */
export function showsDots( count: number, perView: number ): boolean {
	return count > perView;
}

/**
 * Whether autoplay should be running now. It never runs under reduced motion, and it waits
 * while the pointer is over the slider, focus is inside it, or the visitor paused it.
 *
 * @param state               What is true of the slider now.
 * @param state.enabled       The slider autoplays at all.
 * @param state.reducedMotion The visitor prefers reduced motion.
 * @param state.hovered       The pointer is over the slider.
 * @param state.focused       Focus is inside the slider.
 * @param state.paused        The visitor pressed "Pause".
 */
export function autoplayRuns( state: {
	enabled: boolean;
	reducedMotion: boolean;
	hovered: boolean;
	focused: boolean;
	paused: boolean;
} ): boolean {
	return (
		state.enabled &&
		! state.reducedMotion &&
		! state.hovered &&
		! state.focused &&
		! state.paused
	);
}

function clampedInteger(
	value: unknown,
	limits: { min: number; max: number },
	fallback: number
): number {
	if ( typeof value !== 'number' || ! Number.isFinite( value ) ) {
		return fallback;
	}
	return Math.min( limits.max, Math.max( limits.min, Math.round( value ) ) );
}

/**
 * Reads a slider's settings from its mount point's props; anything missing or out of range
 * falls back to the defaults (or the nearest limit). Returns null for props that are not an
 * object.
 *
 * @param raw The parsed `data-vitrine-props`.
 */
export function parseSliderSettings( raw: unknown ): SliderSettings | null {
	if ( ! raw || typeof raw !== 'object' || Array.isArray( raw ) ) {
		return null;
	}
	const props = raw as Record< string, unknown >;
	return {
		perView: clampedInteger(
			props.perView,
			SLIDER_LIMITS.perView,
			SLIDER_DEFAULTS.perView
		),
		autoplay:
			typeof props.autoplay === 'boolean'
				? props.autoplay
				: SLIDER_DEFAULTS.autoplay,
		delay: clampedInteger(
			props.delay,
			SLIDER_LIMITS.delay,
			SLIDER_DEFAULTS.delay
		),
		speed: clampedInteger(
			props.speed,
			SLIDER_LIMITS.speed,
			SLIDER_DEFAULTS.speed
		),
	};
}
