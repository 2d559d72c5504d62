/**
 * The part of sourcebuster's API Vitrine uses (the package ships no types).
 */
declare module 'sourcebuster' {
	interface SbjsOptions {
		lifetime?: number;
		session_length?: number;
		timezone_offset?: string | number;
		base64?: boolean;
	}
	const sbjs: { init: ( options: SbjsOptions ) => void };
	export default sbjs;
}
