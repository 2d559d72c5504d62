/**
 * The login popup's props and the launcher's requests to the popup.
 */

export type Panel = 'login' | 'register';

export interface LoginPopupProps {
	registrationOpen: boolean;
	loginUrl: string;
	registerUrl: string;
	lostPasswordUrl: string;
	accountUrl: string;
	siteName: string;
	/** Translated by PHP, so that the launcher needs no wp-i18n. */
	accountLabel: string;
	loadingLabel: string;
	/** The popup's stylesheet, loaded with the popup rather than with every page. */
	stylesheet: string;
}

/** What the launcher asks the popup to show, and where focus goes back afterwards. */
export interface OpenRequest {
	panel: Panel;
	redirect: string;
	opener: HTMLElement | null;
}
