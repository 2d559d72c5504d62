/**
 * A map on Leaflet: pins (opening their content on click, on hover, or always shown), routes
 * and areas, and after 2 s a fit to every pin. Leaflet and the offline base map are separate
 * chunks loaded when the map mounts, so pages without a map never load them. The places stay
 * listed under the map, so keyboard and screen reader users have them all as text too.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type * as Leaflet from 'leaflet';
// Leaflet's own stylesheet, from the package: it lands in the map's chunk CSS, which the
// runtime loads with the chunk (its url()s resolve to the package's images).
import 'leaflet/dist/leaflet.css';

/**
 * Internal dependencies
 */
import { boundsOf, type LatLng, type MapStyle } from '../../lib/map';

export interface MapPin {
	id: string;
	lat: number;
	lng: number;
	title: string;
	trigger: 'click' | 'hover' | 'always';
	icon: string;
	content: string;
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

async function drawMap( element: HTMLElement, props: MapProps ) {
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
		const content = `${
			pin.title ? `<strong>${ escapeHtml( pin.title ) }</strong>` : ''
		}${ pin.content }`;
		if ( pin.trigger === 'always' ) {
			marker.bindTooltip( content, {
				permanent: true,
				direction: 'top',
				className: 'vitrine-map__label',
			} );
		} else {
			marker.bindPopup( content );
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

function escapeHtml( text: string ): string {
	const div = document.createElement( 'div' );
	div.textContent = text;
	return div.innerHTML;
}

export function Map( props: MapProps ) {
	const canvas = useRef< HTMLDivElement >( null );
	const [ failed, setFailed ] = useState( false );

	useEffect( () => {
		let cleanup: ( () => void ) | null = null;
		let gone = false;
		if ( canvas.current ) {
			drawMap( canvas.current, props ).then(
				( remove ) => {
					if ( gone ) {
						remove();
					} else {
						cleanup = remove;
					}
				},
				() => setFailed( true )
			);
		}
		return () => {
			gone = true;
			cleanup?.();
		};
		// The map is drawn once per mount; its props come from the server and do not change.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	return (
		<>
			<div
				ref={ canvas }
				className="vitrine-map__canvas"
				style={ { height: `${ props.height }px` } }
				role="region"
				aria-label={ props.label }
				hidden={ failed }
			/>
			{ failed && (
				<p className="vitrine-map__failed" role="status">
					{ __( 'The map could not be loaded.', 'vitrine' ) }
				</p>
			) }
			<h3
				className="vitrine-map__places-title"
				id={ `${ props.id }-places` }
			>
				{ props.label }
			</h3>
			<ul
				className="vitrine-map__places"
				aria-labelledby={ `${ props.id }-places` }
			>
				{ props.pins.map( ( pin ) => (
					<li key={ pin.id } className="vitrine-map__place">
						{ pin.title && (
							<strong className="vitrine-map__place-title">
								{ pin.title }
							</strong>
						) }
						<div
							className="vitrine-map__place-content"
							dangerouslySetInnerHTML={ { __html: pin.content } }
						/>
						<a
							className="vitrine-map__osm"
							href={ `https://www.openstreetmap.org/?mlat=${ pin.lat }&mlon=${ pin.lng }#map=16/${ pin.lat }/${ pin.lng }` }
						>
							{ __( 'Open in OpenStreetMap', 'vitrine' ) }
						</a>
					</li>
				) ) }
			</ul>
		</>
	);
}
