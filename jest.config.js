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
	// Form tests type with user-event; with both cores busy (npm test runs jest beside the test
	// site's install) one took 5.1 s against jest's default limit of 5 s.
	testTimeout: 20000,
};
