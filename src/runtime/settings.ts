/**
 * The site-wide settings PHP prints once as `window.vitrineSettings`.
 */
export interface VitrineSettings {
	ajaxUrl: string;
	restUrl: string;
	buildUrl: string;
	version: string;
}

declare global {
	interface Window {
		vitrineSettings?: Partial< VitrineSettings >;
	}
}

export function getSettings(): VitrineSettings {
	const settings = window.vitrineSettings ?? {};
	return {
		ajaxUrl: settings.ajaxUrl ?? '/wp-admin/admin-ajax.php',
		restUrl: settings.restUrl ?? '/wp-json/',
		buildUrl: settings.buildUrl ?? '',
		version: settings.version ?? '',
	};
}
