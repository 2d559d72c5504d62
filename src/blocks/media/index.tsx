/**
 * The media blocks in the editor: inline SVG, gallery, image comparison, hotspots and circle
 * progress. Each is rendered by the server (what visitors see without JavaScript) and edited
 * in the sidebar; hotspots are placed by clicking the picture.
 */

/**
 * External dependencies
 */
import { registerBlockType } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Notice,
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import ServerSideRender from '@wordpress/server-side-render';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { isSvgFile } from '../../lib/inline-svg';
import { choices } from './choices';
import { MediaButton } from './media-button';
import { HotspotsEdit } from './hotspots-edit';
import './tooltip';

export type Attributes = Record< string, unknown >;

export interface EditProps {
	attributes: Attributes;
	setAttributes: ( next: Attributes ) => void;
}

/**
 * A block edited in the sidebar and previewed by the server.
 * @param name     Block name without namespace.
 * @param controls Sidebar controls.
 * @param preview  Replaces the server preview (hotspots).
 */
function serverBlock(
	name: string,
	controls: ( props: EditProps ) => ReactNode,
	preview?: ( props: EditProps ) => ReactNode
) {
	function MediaBlockEdit( props: EditProps ) {
		return (
			<div { ...useBlockProps() }>
				<InspectorControls>
					<PanelBody title={ __( 'Settings', 'vitrine' ) }>
						{ controls( props ) }
					</PanelBody>
				</InspectorControls>
				{ preview ? (
					preview( props )
				) : (
					<ServerSideRender
						block={ `vitrine/${ name }` }
						attributes={ props.attributes }
						EmptyResponsePlaceholder={ () => (
							<p className="vitrine-block-placeholder">
								{ __(
									'Choose the media in the block settings.',
									'vitrine'
								) }
							</p>
						) }
					/>
				) }
			</div>
		);
	}
	registerBlockType< Attributes >( `vitrine/${ name }`, {
		edit: MediaBlockEdit,
		save: () => null,
	} as never );
}

function InlineSvgControls( { attributes, setAttributes }: EditProps ) {
	const [ refused, setRefused ] = useState( false );
	return (
		<>
			{ refused && (
				<Notice status="error" isDismissible={ false }>
					{ __( 'Please select a SVG file format.', 'vitrine' ) }
				</Notice>
			) }
			<MediaButton
				label={ __( 'Choose an SVG file', 'vitrine' ) }
				value={ Number( attributes.id ) }
				allowedTypes={ [ 'image/svg+xml' ] }
				onSelect={ ( [ media ] ) => {
					const ok = !! media && isSvgFile( media );
					setRefused( ! ok );
					if ( ok && media ) {
						setAttributes( { id: media.id } );
					}
				} }
			/>
			<TextControl
				label={ __(
					'Text alternative (empty: decorative)',
					'vitrine'
				) }
				value={ String( attributes.label ?? '' ) }
				onChange={ ( label ) => setAttributes( { label } ) }
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Width in pixels (0: the column)', 'vitrine' ) }
				value={ Number( attributes.width ?? 0 ) }
				min={ 0 }
				max={ 1200 }
				onChange={ ( width ) => setAttributes( { width } ) }
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Use the text colour', 'vitrine' ) }
				checked={ !! attributes.currentColor }
				onChange={ ( currentColor ) =>
					setAttributes( { currentColor } )
				}
				__nextHasNoMarginBottom
			/>
			<TextControl
				label={ __( 'Colour (hex, e.g. #b5462a)', 'vitrine' ) }
				value={ String( attributes.color ?? '' ) }
				onChange={ ( color ) => setAttributes( { color } ) }
				__nextHasNoMarginBottom
			/>
			<SelectControl
				label={ __( 'Alignment', 'vitrine' ) }
				value={ String( attributes.align ?? 'left' ) }
				options={ choices( [
					{ value: 'left', label: __( 'Left', 'vitrine' ) },
					{ value: 'center', label: __( 'Centre', 'vitrine' ) },
					{ value: 'right', label: __( 'Right', 'vitrine' ) },
				] ) }
				onChange={ ( align ) => setAttributes( { align } ) }
				__nextHasNoMarginBottom
			/>
		</>
	);
}

serverBlock( 'inline-svg', ( props ) => <InlineSvgControls { ...props } /> );

interface GalleryItem {
	id: number;
	category: string;
}

serverBlock( 'portfolio', ( { attributes, setAttributes } ) => {
	const items = ( attributes.items as GalleryItem[] ) ?? [];
	const columns = ( key: string, label: string ) => (
		<RangeControl
			label={ label }
			value={ Number( attributes[ key ] ) }
			min={ 1 }
			max={ 6 }
			onChange={ ( value ) => setAttributes( { [ key ]: value } ) }
			__nextHasNoMarginBottom
		/>
	);
	return (
		<>
			<MediaButton
				label={ __( 'Choose pictures', 'vitrine' ) }
				value={ items.map( ( item ) => item.id ) }
				allowedTypes={ [ 'image' ] }
				multiple
				onSelect={ ( media ) =>
					setAttributes( {
						items: media.map( ( picture ) => ( {
							id: picture.id,
							category:
								items.find( ( item ) => item.id === picture.id )
									?.category ?? '',
						} ) ),
					} )
				}
			/>
			{ items.map( ( item, index ) => (
				<TextControl
					key={ item.id }
					label={ `${ __( 'Category of picture', 'vitrine' ) } ${ index + 1 }` }
					value={ item.category }
					onChange={ ( category ) =>
						setAttributes( {
							items: items.map( ( current, i ) =>
								i === index ? { ...current, category } : current
							),
						} )
					}
					__nextHasNoMarginBottom
				/>
			) ) }
			<SelectControl
				label={ __( 'Layout', 'vitrine' ) }
				value={ String( attributes.layout ) }
				options={ choices( [
					{ value: 'grid', label: __( 'Grid', 'vitrine' ) },
					{ value: 'masonry', label: __( 'Masonry', 'vitrine' ) },
					{
						value: 'justified',
						label: __( 'Justified rows', 'vitrine' ),
					},
				] ) }
				onChange={ ( layout ) => setAttributes( { layout } ) }
				__nextHasNoMarginBottom
			/>
			{ columns( 'columns', __( 'Columns on a desktop', 'vitrine' ) ) }
			{ columns(
				'columnsTablet',
				__( 'Columns on a tablet', 'vitrine' )
			) }
			{ columns(
				'columnsMobile',
				__( 'Columns on a phone', 'vitrine' )
			) }
			<ToggleControl
				label={ __( 'Category filter buttons', 'vitrine' ) }
				checked={ !! attributes.filters }
				onChange={ ( filters ) => setAttributes( { filters } ) }
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Parallax on scroll', 'vitrine' ) }
				checked={ !! attributes.parallax }
				onChange={ ( parallax ) => setAttributes( { parallax } ) }
				__nextHasNoMarginBottom
			/>
			{ !! attributes.parallax && (
				<RangeControl
					label={ __( 'Parallax speed', 'vitrine' ) }
					value={ Number( attributes.parallaxSpeed ) }
					min={ 0.05 }
					max={ 0.5 }
					step={ 0.05 }
					onChange={ ( parallaxSpeed ) =>
						setAttributes( { parallaxSpeed } )
					}
					__nextHasNoMarginBottom
				/>
			) }
			<ToggleControl
				label={ __( 'Tilt on hover', 'vitrine' ) }
				checked={ !! attributes.tilt }
				onChange={ ( tilt ) => setAttributes( { tilt } ) }
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Open pictures in the lightbox', 'vitrine' ) }
				checked={ !! attributes.lightbox }
				onChange={ ( lightbox ) => setAttributes( { lightbox } ) }
				__nextHasNoMarginBottom
			/>
		</>
	);
} );

serverBlock( 'image-comparison', ( { attributes, setAttributes } ) => (
	<>
		<MediaButton
			label={ __( 'Choose the "before" picture', 'vitrine' ) }
			value={ Number( attributes.before ) }
			allowedTypes={ [ 'image' ] }
			onSelect={ ( [ media ] ) =>
				media && setAttributes( { before: media.id } )
			}
		/>
		<MediaButton
			label={ __( 'Choose the "after" picture', 'vitrine' ) }
			value={ Number( attributes.after ) }
			allowedTypes={ [ 'image' ] }
			onSelect={ ( [ media ] ) =>
				media && setAttributes( { after: media.id } )
			}
		/>
		<TextControl
			label={ __( 'Label of the "before" picture', 'vitrine' ) }
			value={ String( attributes.beforeLabel ?? '' ) }
			onChange={ ( beforeLabel ) => setAttributes( { beforeLabel } ) }
			__nextHasNoMarginBottom
		/>
		<TextControl
			label={ __( 'Label of the "after" picture', 'vitrine' ) }
			value={ String( attributes.afterLabel ?? '' ) }
			onChange={ ( afterLabel ) => setAttributes( { afterLabel } ) }
			__nextHasNoMarginBottom
		/>
		<SelectControl
			label={ __( 'Handle moves', 'vitrine' ) }
			value={ String( attributes.orientation ) }
			options={ choices( [
				{
					value: 'horizontal',
					label: __( 'Left and right', 'vitrine' ),
				},
				{ value: 'vertical', label: __( 'Up and down', 'vitrine' ) },
			] ) }
			onChange={ ( orientation ) => setAttributes( { orientation } ) }
			__nextHasNoMarginBottom
		/>
		<RangeControl
			label={ __( 'Starting position (%)', 'vitrine' ) }
			value={ Number( attributes.start ) }
			min={ 0 }
			max={ 100 }
			onChange={ ( start ) => setAttributes( { start } ) }
			__nextHasNoMarginBottom
		/>
	</>
) );

serverBlock(
	'hotspots',
	( props ) => <HotspotsEdit.Controls { ...props } />,
	( props ) => <HotspotsEdit.Canvas { ...props } />
);

serverBlock( 'circle-progress', ( { attributes, setAttributes } ) => {
	const size = Number( attributes.size );
	const range = ( key: string, label: string, min: number, max: number ) => (
		<RangeControl
			label={ label }
			value={ Number( attributes[ key ] ) }
			min={ min }
			max={ max }
			onChange={ ( value ) => setAttributes( { [ key ]: value } ) }
			__nextHasNoMarginBottom
		/>
	);
	return (
		<>
			<TextControl
				label={ __( 'Label', 'vitrine' ) }
				value={ String( attributes.label ?? '' ) }
				onChange={ ( label ) => setAttributes( { label } ) }
				__nextHasNoMarginBottom
			/>
			{ range(
				'value',
				__( 'Value', 'vitrine' ),
				0,
				Number( attributes.max ) || 100
			) }
			{ range( 'max', __( 'Maximum', 'vitrine' ), 1, 1000 ) }
			{ range( 'size', __( 'Size in pixels', 'vitrine' ), 40, 400 ) }
			{ range(
				'thickness',
				__( 'Thickness (at most half the size)', 'vitrine' ),
				1,
				Math.floor( size / 2 )
			) }
			<TextControl
				label={ __( 'Colour (hex)', 'vitrine' ) }
				value={ String( attributes.color ?? '' ) }
				onChange={ ( color ) => setAttributes( { color } ) }
				__nextHasNoMarginBottom
			/>
			<TextControl
				label={ __( 'Track colour (hex)', 'vitrine' ) }
				value={ String( attributes.track ?? '' ) }
				onChange={ ( track ) => setAttributes( { track } ) }
				__nextHasNoMarginBottom
			/>
		</>
	);
} );

serverBlock( 'extended-heading', ( { attributes, setAttributes } ) => {
	const text = ( key: string, label: string ) => (
		<TextControl
			label={ label }
			value={ String( attributes[ key ] ?? '' ) }
			onChange={ ( value ) => setAttributes( { [ key ]: value } ) }
			__nextHasNoMarginBottom
		/>
	);
	const toggle = ( key: string, label: string ) => (
		<ToggleControl
			label={ label }
			checked={ !! attributes[ key ] }
			onChange={ ( value ) => setAttributes( { [ key ]: value } ) }
			__nextHasNoMarginBottom
		/>
	);
	return (
		<>
			{ text( 'text', __( 'Heading', 'vitrine' ) ) }
			{ text(
				'highlight',
				__( 'Highlighted words (separated by commas)', 'vitrine' )
			) }
			<RangeControl
				label={ __( 'Level', 'vitrine' ) }
				value={ Number( attributes.level ) }
				min={ 2 }
				max={ 4 }
				onChange={ ( level ) => setAttributes( { level } ) }
				__nextHasNoMarginBottom
			/>
			{ toggle( 'longShadow', __( 'Long shadow', 'vitrine' ) ) }
			{ toggle( 'gradient', __( 'Gradient text', 'vitrine' ) ) }
			{ text( 'color1', __( 'First colour (hex)', 'vitrine' ) ) }
			{ text( 'color2', __( 'Second colour (hex)', 'vitrine' ) ) }
			<SelectControl
				label={ __( 'Separator', 'vitrine' ) }
				value={ String( attributes.separator ) }
				options={ choices( [
					{ value: 'none', label: __( 'None', 'vitrine' ) },
					{ value: 'line', label: __( 'Line', 'vitrine' ) },
					{ value: 'dots', label: __( 'Dots', 'vitrine' ) },
				] ) }
				onChange={ ( separator ) => setAttributes( { separator } ) }
				__nextHasNoMarginBottom
			/>
			<SelectControl
				label={ __( 'Alignment', 'vitrine' ) }
				value={ String( attributes.align ) }
				options={ choices( [
					{ value: 'left', label: __( 'Left', 'vitrine' ) },
					{ value: 'center', label: __( 'Centre', 'vitrine' ) },
					{ value: 'right', label: __( 'Right', 'vitrine' ) },
				] ) }
				onChange={ ( align ) => setAttributes( { align } ) }
				__nextHasNoMarginBottom
			/>
		</>
	);
} );

serverBlock(
	'scroll-indicators',
	( { attributes, setAttributes } ) => (
		<SelectControl
			label={ __( 'Show', 'vitrine' ) }
			value={ String( attributes.type ) }
			options={ choices( [
				{
					value: 'bar',
					label: __( 'A bar across the top', 'vitrine' ),
				},
				{
					value: 'bullets',
					label: __( 'Bullets at the right edge', 'vitrine' ),
				},
				{
					value: 'list',
					label: __( 'A list of the sections', 'vitrine' ),
				},
			] ) }
			onChange={ ( type ) => setAttributes( { type } ) }
			__nextHasNoMarginBottom
		/>
	),
	( { attributes } ) => (
		<p className="vitrine-block-placeholder">
			{ sprintf(
				/* translators: %s: bar, bullets or list. */
				__(
					'Scroll indicators (%s): shown on the page, built from its headings.',
					'vitrine'
				),
				String( attributes.type )
			) }
		</p>
	)
);

serverBlock( 'video-player', ( { attributes, setAttributes } ) => (
	<>
		<MediaButton
			label={ __( 'Choose a video', 'vitrine' ) }
			value={ Number( attributes.video ) }
			allowedTypes={ [ 'video' ] }
			onSelect={ ( [ media ] ) =>
				media && setAttributes( { video: media.id } )
			}
		/>
		<TextControl
			label={ __( 'Or a YouTube or Vimeo link', 'vitrine' ) }
			type="url"
			value={ String( attributes.url ?? '' ) }
			onChange={ ( url ) => setAttributes( { url } ) }
			__nextHasNoMarginBottom
		/>
		<MediaButton
			label={ __( 'Choose a poster image', 'vitrine' ) }
			value={ Number( attributes.poster ) }
			allowedTypes={ [ 'image' ] }
			onSelect={ ( [ media ] ) =>
				media && setAttributes( { poster: media.id } )
			}
		/>
		<MediaButton
			label={ __( 'Choose a captions file (.vtt)', 'vitrine' ) }
			value={ Number( attributes.captions ) }
			allowedTypes={ [ 'text/vtt' ] }
			onSelect={ ( [ media ] ) =>
				media && setAttributes( { captions: media.id } )
			}
		/>
		<TextControl
			label={ __( 'Captions language (e.g. en)', 'vitrine' ) }
			value={ String( attributes.captionsLang ?? '' ) }
			onChange={ ( captionsLang ) => setAttributes( { captionsLang } ) }
			__nextHasNoMarginBottom
		/>
		<TextControl
			label={ __( 'Title', 'vitrine' ) }
			value={ String( attributes.title ?? '' ) }
			onChange={ ( title ) => setAttributes( { title } ) }
			__nextHasNoMarginBottom
		/>
		<ToggleControl
			label={ __( 'Loop', 'vitrine' ) }
			checked={ !! attributes.loop }
			onChange={ ( loop ) => setAttributes( { loop } ) }
			__nextHasNoMarginBottom
		/>
	</>
) );

serverBlock( 'audio-player', ( { attributes, setAttributes } ) => (
	<MediaButton
		label={ __( 'Choose the tracks', 'vitrine' ) }
		value={ ( attributes.tracks as number[] ) ?? [] }
		allowedTypes={ [ 'audio' ] }
		multiple
		onSelect={ ( media ) =>
			setAttributes( { tracks: media.map( ( track ) => track.id ) } )
		}
	/>
) );

serverBlock( 'device-frame', ( { attributes, setAttributes } ) => (
	<>
		<SelectControl
			label={ __( 'Device', 'vitrine' ) }
			value={ String( attributes.device ) }
			options={ choices( [
				{ value: 'phone', label: __( 'Phone', 'vitrine' ) },
				{ value: 'tablet', label: __( 'Tablet', 'vitrine' ) },
				{ value: 'laptop', label: __( 'Laptop', 'vitrine' ) },
				{ value: 'desktop', label: __( 'Desktop', 'vitrine' ) },
			] ) }
			onChange={ ( device ) => setAttributes( { device } ) }
			__nextHasNoMarginBottom
		/>
		<SelectControl
			label={ __( 'Orientation (phones and tablets)', 'vitrine' ) }
			value={ String( attributes.orientation ) }
			options={ choices( [
				{ value: 'portrait', label: __( 'Portrait', 'vitrine' ) },
				{ value: 'landscape', label: __( 'Landscape', 'vitrine' ) },
			] ) }
			onChange={ ( orientation ) => setAttributes( { orientation } ) }
			__nextHasNoMarginBottom
		/>
		<MediaButton
			label={ __( 'Choose a picture', 'vitrine' ) }
			value={ Number( attributes.image ) }
			allowedTypes={ [ 'image' ] }
			onSelect={ ( [ media ] ) =>
				media && setAttributes( { image: media.id } )
			}
		/>
		<MediaButton
			label={ __( 'Or a video', 'vitrine' ) }
			value={ Number( attributes.video ) }
			allowedTypes={ [ 'video' ] }
			onSelect={ ( [ media ] ) =>
				media && setAttributes( { video: media.id } )
			}
		/>
		<TextControl
			label={ __( 'Caption', 'vitrine' ) }
			value={ String( attributes.caption ?? '' ) }
			onChange={ ( caption ) => setAttributes( { caption } ) }
			__nextHasNoMarginBottom
		/>
	</>
) );
