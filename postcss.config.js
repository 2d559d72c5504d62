/**
 * PostCSS for the bundles' stylesheets: @wordpress/scripts' own plugins and minifier (which it
 * uses only when a project has no PostCSS config) plus the plugin's rem floor
 * (bin/webpack/rem-floor.js: our sizes never shrink under a theme with a 62.5 % root).
 */
const remFloor = require( './bin/webpack/rem-floor' );

module.exports = ( { mode } ) => ( {
	plugins: [
		// Both come with @wordpress/scripts, whose defaults these are.
		// eslint-disable-next-line import/no-extraneous-dependencies
		...require( '@wordpress/postcss-plugins-preset' ),
		remFloor(),
		...( mode === 'production'
			? [
					// eslint-disable-next-line import/no-extraneous-dependencies
					require( 'cssnano' )( {
						preset: [
							'default',
							{ discardComments: { removeAll: true } },
						],
					} ),
				]
			: [] ),
	],
} );
