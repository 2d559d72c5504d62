/**
 * SVG files imported from scripts: the build (url-loader) gives their address.
 */
declare module '*.svg' {
	const url: string;
	export default url;
}
