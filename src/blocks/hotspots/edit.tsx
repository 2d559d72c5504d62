/**
 * Hotspots in the editor: a click on the picture adds a marker there; each marker's title and
 * text are edited in the sidebar.
 */

/**
 * External dependencies
 */
import {
	Button,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { pointToPercent } from '../../lib/hotspots';
import { choices } from '../shared/choices';
import { MediaButton } from '../shared/media-button';
import type { EditProps } from '../shared/server-block';

interface Spot {
	x: number;
	y: number;
	title: string;
	text: string;
}

const spotsOf = ( props: EditProps ) =>
	( props.attributes.spots as Spot[] ) ?? [];

function Controls( props: EditProps ) {
	const { attributes, setAttributes } = props;
	const spots = spotsOf( props );
	const change = ( index: number, next: Partial< Spot > ) =>
		setAttributes( {
			spots: spots.map( ( spot, i ) =>
				i === index ? { ...spot, ...next } : spot
			),
		} );
	return (
		<>
			<MediaButton
				label={ __( 'Choose a picture', 'vitrine' ) }
				value={ Number( attributes.image ) }
				allowedTypes={ [ 'image' ] }
				onSelect={ ( [ media ] ) =>
					media && setAttributes( { image: media.id } )
				}
			/>
			<SelectControl
				label={ __( 'Show the tooltips', 'vitrine' ) }
				value={ String( attributes.trigger ) }
				options={ choices( [
					{
						value: 'hover',
						label: __( 'On hover or focus', 'vitrine' ),
					},
					{ value: 'click', label: __( 'On click', 'vitrine' ) },
					{
						value: 'load',
						label: __(
							'All, when the picture is shown',
							'vitrine'
						),
					},
				] ) }
				onChange={ ( trigger ) => setAttributes( { trigger } ) }
				__nextHasNoMarginBottom
			/>
			<p>{ __( 'Click the picture to add a marker.', 'vitrine' ) }</p>
			{ spots.map( ( spot, index ) => (
				<div key={ index } className="vitrine-block-list-item">
					<TextControl
						label={ sprintf(
							/* translators: %d: marker number. */
							__( 'Marker %d: title', 'vitrine' ),
							index + 1
						) }
						value={ spot.title }
						onChange={ ( title ) => change( index, { title } ) }
						__nextHasNoMarginBottom
					/>
					<TextareaControl
						label={ __( 'Text', 'vitrine' ) }
						value={ spot.text }
						onChange={ ( text ) => change( index, { text } ) }
						__nextHasNoMarginBottom
					/>
					<Button
						variant="link"
						isDestructive
						onClick={ () =>
							setAttributes( {
								spots: spots.filter( ( _, i ) => i !== index ),
							} )
						}
					>
						{ __( 'Remove', 'vitrine' ) }
					</Button>
				</div>
			) ) }
		</>
	);
}

function Canvas( props: EditProps ) {
	const id = Number( props.attributes.image );
	const [ url, setUrl ] = useState( '' );
	useEffect( () => {
		setUrl( '' );
		if ( id > 0 ) {
			apiFetch< { source_url?: string } >( {
				path: `/wp/v2/media/${ id }?context=edit`,
			} )
				.then( ( media ) => setUrl( media.source_url ?? '' ) )
				.catch( () => setUrl( '' ) );
		}
	}, [ id ] );
	const spots = spotsOf( props );
	if ( ! url ) {
		return (
			<p className="vitrine-block-placeholder">
				{ __( 'Choose a picture in the block settings.', 'vitrine' ) }
			</p>
		);
	}
	return (
		<div className="vitrine-hotspots">
			<div className="vitrine-hotspots__frame">
				{ /* A pointer-only shortcut: the sidebar's fields reach every marker by keyboard. */ }
				{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */ }
				<img
					className="vitrine-hotspots__image"
					src={ url }
					alt={ __( 'Click to add a marker', 'vitrine' ) }
					onClick={ ( event ) => {
						const point = pointToPercent(
							event.clientX,
							event.clientY,
							event.currentTarget.getBoundingClientRect()
						);
						props.setAttributes( {
							spots: [
								...spots,
								{ ...point, title: '', text: '' },
							],
						} );
					} }
				/>
				{ spots.map( ( spot, index ) => (
					<div
						key={ index }
						className="vitrine-hotspots__spot"
						style={ { left: `${ spot.x }%`, top: `${ spot.y }%` } }
					>
						<span
							className="vitrine-hotspots__marker"
							aria-hidden="true"
						/>
					</div>
				) ) }
			</div>
		</div>
	);
}

export const HotspotsEdit = { Controls, Canvas };
