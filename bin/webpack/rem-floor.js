/**
 * A PostCSS plugin for the plugin's stylesheets: every `rem` length in a declaration becomes
 * `max(<n>rem, <n × 16>px)`, so no size falls under what it is with the usual 16 px root.
 *
 * Some classic themes set the root to 62.5 % (Twenty Twenty: 1rem is 10 px) and size their own
 * text in rem from there; our rem sizes would shrink to 62 % beside it (8.75 px labels). With the
 * floor they keep their size there, stay exactly what they were under a 16 px root (the Vitrine
 * theme, the block themes), and still grow with a reader's larger default font size.
 * Media and container queries are left alone: a media query's rem is the browser's default; a
 * container query's is the root's, so a threshold that must hold under a small root is written
 * `max(<n>rem, <n × 16>px)` where it stands (src/blocks/products/style.css).
 */
const LENGTH = /(^|[^\w.#-])(-?)(\d*\.?\d+)rem\b/g;

/** @param {string} value A declaration's value. */
function floorRems( value ) {
	return value.replace( LENGTH, ( match, before, minus, number ) => {
		const pixels = Number( ( Number( number ) * 16 ).toFixed( 3 ) );
		const floored = `max(${ number }rem, ${ pixels }px)`;
		// `-max()` is not CSS: a negative length is its floor's mirror.
		return `${ before }${
			minus ? `min(-${ number }rem, -${ pixels }px)` : floored
		}`;
	} );
}

module.exports = () => ( {
	postcssPlugin: 'vitrine-rem-floor',
	// Once per stylesheet: a Declaration visitor would visit each changed value again.
	Once( root ) {
		root.walkDecls( ( declaration ) => {
			if ( declaration.value.includes( 'rem' ) ) {
				declaration.value = floorRems( declaration.value );
			}
		} );
	},
} );
module.exports.postcss = true;
module.exports.floorRems = floorRems;
