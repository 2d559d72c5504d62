/**
 * Matchers added by @wordpress/jest-console (part of the @wordpress/scripts jest preset),
 * which fails any test that logs an error or warning it did not expect.
 */
declare namespace jest {
	interface Matchers< R > {
		toHaveErrored: () => R;
		toHaveErroredWith: ( ...args: unknown[] ) => R;
		toHaveWarned: () => R;
		toHaveWarnedWith: ( ...args: unknown[] ) => R;
	}
}
