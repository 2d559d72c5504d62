/**
 * Internal dependencies
 */
import { defineBehavior } from '../../runtime/widget';
import { mountLoginLauncher } from './launcher';
import type { LoginPopupProps } from './types';

const text = ( value: unknown, fallback = '' ): string =>
	typeof value === 'string' ? value : fallback;

export function parseLoginPopupProps( raw: unknown ): LoginPopupProps | null {
	if ( ! raw || typeof raw !== 'object' ) {
		return null;
	}
	const props = raw as Record< string, unknown >;
	if ( typeof props.loginUrl !== 'string' || props.loginUrl === '' ) {
		return null;
	}
	return {
		registrationOpen: props.registrationOpen === true,
		loginUrl: props.loginUrl,
		registerUrl: text( props.registerUrl, props.loginUrl ),
		lostPasswordUrl: text( props.lostPasswordUrl, props.loginUrl ),
		accountUrl: text( props.accountUrl, props.loginUrl ),
		siteName: text( props.siteName ),
		accountLabel: text( props.accountLabel, 'My account' ),
		loadingLabel: text( props.loadingLabel, 'Loading…' ),
		stylesheet: text( props.stylesheet ),
	};
}

// The launcher has no React: this widget is on every page.
export default defineBehavior( {
	parseProps: parseLoginPopupProps,
	mount: mountLoginLauncher,
} );
