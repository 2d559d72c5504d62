/**
 * The site-wide settings PHP prints once as `window.vitrineSettings`.
 */
export interface VitrineSettings {
	ajaxUrl: string;
	restUrl: string;
	buildUrl: string;
	version: string;
	/** Core scripts the runtime may load on demand, by handle (see ./core-scripts). */
	coreScripts: Record< string, CoreScript >;
	/** The core script handles each lazily loaded chunk needs, by webpack chunk id. */
	chunkScripts: Record< string, string[] >;
}

/** A core script as WordPress registered it: its URL, dependencies and inline scripts. */
export interface CoreScript {
	src: string;
	deps: string[];
	before?: string;
	after?: string;
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
		coreScripts: settings.coreScripts ?? {},
		chunkScripts: settings.chunkScripts ?? {},
	};
}
