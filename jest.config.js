/**
 * Jest: the @wordpress/scripts preset (babel, jsdom), limited to our sources, with
 * Testing Library's matchers. Unit tests sit next to the code as `*.test.ts(x)`.
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	roots: [ '<rootDir>/src' ],
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv ?? [] ),
		'<rootDir>/src/test-setup.ts',
	],
	reporters: [ 'default' ],
};
