/**
 * Build: one small runtime entry, the theme behaviours, one lazily loaded chunk per widget
 * (split by the runtime's dynamic `import()`), one stylesheet per widget that has a
 * `style.css`, and every block of `src/blocks/<name>/block.json`: its editor script to
 * `plugin/build/blocks/<name>/index.js`, its block.json and render.php beside it (the
 * `@wordpress/scripts` defaults), `plugin/build/blocks-manifest.php` for
 * wp_register_block_types_from_metadata_collection(), and the theme's stylesheet
 * `theme/assets/css/theme.css` from its parts (bin/webpack/theme-css.js). React and `@wordpress/*` stay external
 * and come from WordPress core.
 */
const { execFileSync } = require( 'child_process' );
const { existsSync, readdirSync } = require( 'fs' );
const path = require( 'path' );
// Every PHP file of a block folder goes to the build, not only the render.php block.json names:
// a block's classes and shortcode live beside it (see bin/webpack/block-folders.js). Read by the default config's copy
// step when it runs.
process.env.WP_COPY_PHP_FILES_TO_DIST = '1';
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const { getWebpackEntryPoints } = require( '@wordpress/scripts/utils/config' );
const ChunkScriptsPlugin = require( './bin/webpack/chunk-scripts-plugin' );
const { writeLoaders, writePhpMaps } = require( './bin/webpack/block-folders' );
const { ThemeCssPlugin } = require( './bin/webpack/theme-css' );
const StylesManifestPlugin = require( './bin/webpack/styles-manifest-plugin' );

// The runtime's widget loaders, from the block and widget folders (bin/webpack/block-folders.js).
writeLoaders( __dirname );

/**
 * `widget-<name>` entries for every `style.css` of a widget: those that are not blocks
 * (`src/widgets/<name>/`) and the blocks' own (`src/blocks/<name>/`). The stylesheet keeps
 * its handle `vitrine-widget-<name>` wherever its folder is.
 *
 * @param {string} dir Folder of widget or block folders, from the project root.
 */
const stylesIn = ( dir ) =>
	readdirSync( path.resolve( __dirname, dir ) )
		.filter( ( name ) =>
			existsSync( path.resolve( __dirname, dir, name, 'style.css' ) )
		)
		.map( ( name ) => [
			`widget-${ name }`,
			`./${ dir }/${ name }/style.css`,
		] );
const widgetStyles = Object.fromEntries( [
	...stylesIn( 'src/widgets' ),
	// Only block folders (src/blocks/shared holds no widget), and not the account block, whose
	// style is its own (entry `block-account` below).
	...stylesIn( 'src/blocks' ).filter(
		( [ name, file ] ) =>
			name !== 'widget-account' &&
			existsSync(
				path.resolve( __dirname, path.dirname( file ), 'block.json' )
			)
	),
] );

/**
 * Writes `plugin/build/blocks-manifest.php` (every built block.json, keyed by its folder's
 * name, which is how WP_Block_Metadata_Registry looks a block up) after each build, the
 * same as `wp-scripts build --blocks-manifest` but for the blocks folder only and without
 * a flag to remember in every command that builds.
 */
class BlocksManifestPlugin {
	apply( compiler ) {
		compiler.hooks.afterEmit.tap( 'VitrineBlocksManifest', () => {
			const build = compiler.options.output.path;
			execFileSync( process.execPath, [
				require.resolve( '@wordpress/scripts/scripts/build-blocks-manifest' ),
				`--input=${ path.join( build, 'blocks' ) }`,
				`--output=${ path.join( build, 'blocks-manifest.php' ) }`,
			] );
			writePhpMaps( __dirname, build );
		} );
	}
}

module.exports = {
	...defaultConfig,
	entry: () => ( {
		// `blocks/<name>/index` for each block.json's `editorScript`.
		...getWebpackEntryPoints( 'script' )(),
		runtime: './src/runtime/index.ts',
		theme: './src/theme/index.ts',
		'admin-form-editor': './src/admin/form-editor.ts',
		'admin-setup': './src/admin/setup.ts',
		'admin-csv-export': './src/admin/csv-export.ts',
		// The account block's own style (handle `vitrine-block-account`, block.json's `style`).
		'block-account': './src/blocks/account/style.css',
		'editor-popup': './src/editor/popup/index.tsx',
		'editor-block-effects': './src/editor/block-effects/index.tsx',
		attribution: './src/attribution/index.ts',
		...widgetStyles,
	} ),
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'plugin/build' ),
		// Content hashes in chunk names let pages and CDNs cache chunks forever.
		chunkFilename: 'chunks/[name].[contenthash:8].js',
	},
	optimization: {
		...defaultConfig.optimization,
		splitChunks: {
			...defaultConfig.optimization.splitChunks,
			cacheGroups: {
				...defaultConfig.optimization.splitChunks.cacheGroups,
				// The shared modal's stylesheet, imported by modal.tsx: one `modal.css`, loaded
				// once with the first chunk that opens a modal, instead of a copy in each.
				modal: {
					type: 'css/mini-extract',
					test: /[\\/]widgets[\\/]shared[\\/]modal\.css$/,
					chunks: 'async',
					enforce: true,
					name: 'modal',
				},
			},
		},
	},
	plugins: [
		...defaultConfig.plugins,
		new ChunkScriptsPlugin( { entry: 'runtime' } ),
		new BlocksManifestPlugin(),
		new StylesManifestPlugin(),
		// The theme's stylesheet from its parts (not committed: every build writes it).
		new ThemeCssPlugin( __dirname ),
	],
};
