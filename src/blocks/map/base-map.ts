/**
 * The offline base map: the world's countries from world-atlas (Natural Earth, 1:110m,
 * TopoJSON), turned into GeoJSON. Its own chunk, loaded only by maps without a tile server.
 */

/**
 * External dependencies
 */
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { FeatureCollection } from 'geojson';
import countries from 'world-atlas/countries-110m.json';

export function countryShapes(): FeatureCollection {
	const topology = countries as unknown as Topology< {
		countries: GeometryCollection;
	} >;
	return feature(
		topology,
		topology.objects.countries
	) as unknown as FeatureCollection;
}
