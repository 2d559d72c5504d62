/**
 * ESLint: the @wordpress/scripts defaults, plus what this repository needs.
 */
const defaultConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );

module.exports = [
	...defaultConfig,
	{
		// src/runtime/widget-loaders.ts is generated (bin/webpack/block-folders.js).
		ignores: [
			'.site/**',
			'plugin/build/**',
			'vendor/**',
			'src/runtime/widget-loaders.ts',
		],
	},
	{
		// TypeScript signatures carry the parameter types; JSDoc says why, not what.
		files: [ '**/*.ts', '**/*.tsx' ],
		rules: {
			'jsdoc/require-param': 'off',
			'jsdoc/require-returns': 'off',
		},
	},
	{
		// Command-line tools print to the console on purpose.
		files: [ 'bin/**' ],
		rules: { 'no-console': 'off' },
	},
	{
		// End-to-end tests run in Node under Playwright, not jest.
		files: [ 'tests/e2e/**' ],
		rules: {
			'jest/no-done-callback': 'off',
			'jest/valid-title': 'off',
		},
	},
];
