/**
 * A decorative 24×24 icon of one path, for widgets built without React (the like button,
 * the slider's controls): hidden from assistive technology, since the button around it
 * carries the name.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Builds the icon. Returns the path too, for icons that change (a heart filling, play/pause).
 *
 * @param d         The path's data.
 * @param pathAttrs The path's paint (fill, stroke…).
 * @param className The svg's class, if any.
 */
export function svgIcon(
	d: string,
	pathAttrs: Record< string, string >,
	className = ''
): { svg: SVGSVGElement; path: SVGPathElement } {
	const svg = document.createElementNS( SVG_NS, 'svg' );
	const svgAttrs: Record< string, string > = {
		viewBox: '0 0 24 24',
		width: '20',
		height: '20',
		'aria-hidden': 'true',
		focusable: 'false',
		...( className ? { class: className } : {} ),
	};
	const path = document.createElementNS( SVG_NS, 'path' );
	for ( const [ name, value ] of Object.entries( svgAttrs ) ) {
		svg.setAttribute( name, value );
	}
	for ( const [ name, value ] of Object.entries( { d, ...pathAttrs } ) ) {
		path.setAttribute( name, value );
	}
	svg.append( path );
	return { svg, path };
}
