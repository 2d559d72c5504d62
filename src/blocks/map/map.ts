/**
 * A map on Leaflet: pins (opening their content on click, on hover, or always shown), routes
 * and areas, and after 2 s a fit to every pin. Leaflet and the offline base map are separate
 * chunks loaded when the map mounts, so pages without a map never load them. No React: the map
 * is drawn into the server's canvas, and the places the server listed under it stay, so
 * keyboard and screen reader users have them all as text too. A pin's popup shows its place's
 * content from that list (a copy of the server's nodes, made when it opens, its ids renamed);
 * the props carry the settings only.
 */

/**
 * External dependencies
 */
import type * as Leaflet from 'leaflet';
// Leaflet's own stylesheet, from the package: it lands in the map's chunk CSS, which the
// runtime loads with the chunk (its url()s resolve to the package's images).
import 'leaflet/dist/leaflet.css';

/**
 * Internal dependencies
 */
import { renameCopiedIds } from '../../lib/copied-ids';
import { boundsOf, type LatLng, type MapStyle } from '../../lib/map';
import { __ } from '../../runtime/i18n';

export interface MapPin {
	id: string;
	lat: number;
	lng: number;
	title: string;
	trigger: 'click' | 'hover' | 'always';
	icon: string;
}

export interface MapLine {
	name: string;
	color: string;
	points: LatLng[];
}

export interface MapProps {
	id: string;
	label: string;
	pins: MapPin[];
	routes: MapLine[];
	areas: MapLine[];
	center: LatLng;
	zoom: number;
	maxZoom: number;
	fitDelay: number;
	height: number;
	pinSize: number;
	tiles: string;
	attribution: string;
	style: MapStyle;
}

const PIN_SVG =
	'<svg viewBox="0 0 24 32" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="currentColor"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>';

function pinIcon( L: typeof Leaflet, pin: MapPin, size: number ) {
	if ( pin.icon ) {
		return L.icon( {
			iconUrl: pin.icon,
			iconSize: [ size, size ],
			iconAnchor: [ size / 2, size ],
			popupAnchor: [ 0, -size ],
		} );
	}
	const width = Math.round( ( size * 3 ) / 4 );
	return L.divIcon( {
		className: 'vitrine-map__pin',
		html: PIN_SVG,
		iconSize: [ width, size ],
		iconAnchor: [ width / 2, size ],
		popupAnchor: [ 0, -size ],
		tooltipAnchor: [ 0, -size ],
	} );
}

/** What a pin's popup or label shows: its title and its place's content. */
type PinContent = ( pin: MapPin ) => HTMLElement;

async function drawMap(
	element: HTMLElement,
	props: MapProps,
	contentOf: PinContent
) {
	const L = await import( /* webpackChunkName: "leaflet" */ 'leaflet' );
	const map = L.map( element, {
		center: props.center,
		zoom: props.zoom,
		maxZoom: props.maxZoom,
		scrollWheelZoom: false,
	} );
	if ( props.tiles ) {
		L.tileLayer( props.tiles, {
			maxZoom: props.maxZoom,
			attribution: props.attribution,
		} ).addTo( map );
	} else {
		const { countryShapes } = await import(
			/* webpackChunkName: "map-base" */ './base-map'
		);
		element.style.background = props.style.water;
		L.geoJSON( countryShapes(), {
			style: {
				color: props.style.border,
				weight: 0.8,
				fillColor: props.style.land,
				fillOpacity: 1,
			},
			interactive: false,
		} ).addTo( map );
		map.attributionControl.addAttribution( 'Natural Earth' );
	}
	for ( const area of props.areas ) {
		L.polygon( area.points, {
			color: area.color || props.style.area,
			weight: 2,
			fillOpacity: 0.15,
		} )
			.bindTooltip( area.name, { sticky: true } )
			.addTo( map );
	}
	for ( const route of props.routes ) {
		L.polyline( route.points, {
			color: route.color || props.style.route,
			weight: 4,
			dashArray: '8 6',
		} )
			.bindTooltip( route.name, { sticky: true } )
			.addTo( map );
	}
	for ( const pin of props.pins ) {
		const marker = L.marker( [ pin.lat, pin.lng ], {
			icon: pinIcon( L, pin, props.pinSize ),
			title: pin.title,
			alt: pin.title,
			keyboard: true,
		} ).addTo( map );
		if ( pin.trigger === 'always' ) {
			marker.bindTooltip( contentOf( pin ), {
				permanent: true,
				direction: 'top',
				className: 'vitrine-map__label',
			} );
		} else {
			// Made as it opens: Leaflet calls the function each time.
			marker.bindPopup( () => contentOf( pin ) );
			if ( pin.trigger === 'hover' ) {
				marker.on( 'mouseover', () => marker.openPopup() );
			}
		}
		marker.getElement()?.setAttribute( 'data-pin', pin.id );
	}
	const bounds = boundsOf(
		props.pins.map( ( pin ) => [ pin.lat, pin.lng ] )
	);
	const timer = window.setTimeout( () => {
		if ( bounds ) {
			map.fitBounds( bounds, {
				padding: [ props.pinSize, props.pinSize ],
				maxZoom: props.maxZoom,
			} );
			element.dataset.fitted = 'true';
		}
	}, props.fitDelay );
	return () => {
		window.clearTimeout( timer );
		map.remove();
	};
}

/** Copies made so far: each copy's ids get their own suffix. */
let copies = 0;

/**
 * A pin's title and a copy of the content the server listed for it.
 * @param places The server's list of places (`li[data-place]`).
 * @param pin    The pin.
 */
export function pinContent(
	places: HTMLElement | null,
	pin: MapPin
): HTMLElement {
	const box = document.createElement( 'div' );
	if ( pin.title ) {
		const title = document.createElement( 'strong' );
		title.textContent = pin.title;
		box.append( title );
	}
	const place = Array.from(
		places?.querySelectorAll< HTMLElement >( ':scope > [data-place]' ) ?? []
	).find( ( item ) => item.dataset.place === pin.id );
	const content = place?.querySelector( '.vitrine-map__place-content' );
	if ( content ) {
		// The list stays on the page: the copy's ids get a suffix of their own, so no id is
		// there twice while the popup is open, and its references follow them.
		const copy = renameCopiedIds(
			content.cloneNode( true ) as Element,
			`-pin-${ ++copies }`
		);
		box.append( ...Array.from( copy.childNodes ) );
	}
	return box;
}

/**
 * Draws the map into the server's canvas.
 * @param element The mount point, holding the server's `.vitrine-map__canvas` and the list of
 *                places (Map.php).
 * @param props   The map's settings.
 * @return A function that removes the map and puts the server's canvas back (tests).
 */
export function mountMap( element: HTMLElement, props: MapProps ): () => void {
	const canvas = element.querySelector< HTMLElement >(
		':scope > .vitrine-map__canvas'
	);
	if ( ! canvas ) {
		return () => undefined;
	}
	const places = element.querySelector< HTMLElement >(
		':scope > .vitrine-map__places'
	);
	// Hidden from assistive technology while it was an empty box; now the map's region.
	canvas.removeAttribute( 'aria-hidden' );
	canvas.setAttribute( 'role', 'region' );
	canvas.setAttribute( 'aria-label', props.label );
	canvas.style.height = `${ props.height }px`;

	let remove: ( () => void ) | null = null;
	let gone = false;
	let failed: HTMLElement | null = null;
	drawMap( canvas, props, ( pin ) => pinContent( places, pin ) ).then(
		( undo ) => {
			if ( gone ) {
				undo();
			} else {
				remove = undo;
			}
		},
		() => {
			if ( gone ) {
				return;
			}
			canvas.hidden = true;
			failed = document.createElement( 'p' );
			failed.className = 'vitrine-map__failed';
			failed.setAttribute( 'role', 'status' );
			failed.textContent = __(
				'The map could not be loaded.',
				'vitrine'
			);
			canvas.after( failed );
		}
	);
	return () => {
		gone = true;
		remove?.();
		failed?.remove();
		canvas.hidden = false;
		canvas.setAttribute( 'aria-hidden', 'true' );
		canvas.removeAttribute( 'role' );
		canvas.removeAttribute( 'aria-label' );
		canvas.style.removeProperty( 'height' );
	};
}
