// @ts-check
/**
 * Registers the counter with Vitrine's runtime. Vitrine enqueues this script (after its
 * runtime) only on pages that render the widget; the widget's code, counter.js, loads when a
 * counter comes near the viewport. Plain JavaScript, checked by TypeScript against the
 * declarations Vitrine ships (types/vitrine.d.ts).
 */
/// <reference path="../../../plugin/types/vitrine.d.ts" />

( () => {
	const script = /** @type {HTMLScriptElement | null} */ (
		document.currentScript
	);
	const base = script ? script.src : window.location.href;

	window.vitrine?.registerWidget(
		'example-addon-counter',
		() => import( new URL( 'counter.js', base ).href ),
		// A click on the button before the widget has loaded still counts.
		{ opener: '.vitrine-example-counter__button' }
	);
} )();
