/**
 * Build: one small runtime entry, the theme behaviours, one lazily loaded chunk per widget
 * (split by the runtime's dynamic `import()`), and one stylesheet per widget that has a
 * `style.css`. React and `@wordpress/*` stay external and come from WordPress core.
 */
const { existsSync, readdirSync } = require( 'fs' );
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const ChunkScriptsPlugin = require( './bin/webpack/chunk-scripts-plugin' );

const widgetsDir = path.resolve( __dirname, 'src/widgets' );
const widgetStyles = Object.fromEntries(
	readdirSync( widgetsDir )
		.filter( ( name ) =>
			existsSync( path.join( widgetsDir, name, 'style.css' ) )
		)
		.map( ( name ) => [
			`widget-${ name }`,
			`./src/widgets/${ name }/style.css`,
		] )
);

module.exports = {
	...defaultConfig,
	entry: {
		runtime: './src/runtime/index.ts',
		theme: './src/theme/index.ts',
		'block-newsletter': './src/blocks/newsletter/index.tsx',
		'admin-form-editor': './src/admin/form-editor.ts',
		'block-contact-form': './src/blocks/contact-form/index.tsx',
		'block-like': './src/blocks/like/index.tsx',
		'block-account': './src/blocks/account/index.tsx',
		'block-presentation': './src/blocks/presentation/index.tsx',
		'block-sliders': './src/blocks/sliders/index.tsx',
		'block-shop': './src/blocks/shop/index.tsx',
		'block-interactive': './src/blocks/interactive/index.tsx',
		'editor-popup': './src/editor/popup/index.tsx',
		'block-builder': './src/blocks/builder/index.tsx',
		'editor-block-effects': './src/blocks/effects/index.tsx',
		'block-media': './src/blocks/media/index.tsx',
		attribution: './src/attribution/index.ts',
		...widgetStyles,
	},
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
	],
};
