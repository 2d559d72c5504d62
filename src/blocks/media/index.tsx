/**
 * The media blocks in the editor: inline SVG, gallery, gallery slider, image comparison,
 * hotspots, circle progress, extended heading, scroll indicators, players and device frame.
 * Each is rendered by the server (what visitors see without JavaScript) and edited in the
 * sidebar, its settings listed once as controls (src/blocks/shared/server-block.tsx);
 * hotspots are placed by clicking the picture.
 */

/**
 * External dependencies
 */
import { registerBlockType } from '@wordpress/blocks';
import { Notice, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { isSvgFile } from '../../lib/inline-svg';
import {
	controlList,
	serverBlockEdit,
	when,
	type Attributes,
	type ControlSpec,
	type EditProps,
} from '../shared/server-block';
import { choices } from './choices';
import { MediaButton } from './media-button';
import { HotspotsEdit } from './hotspots-edit';
import './tooltip';

/**
 * Registers a media block (its attributes come from its block.json).
 * @param name     Block name without namespace.
 * @param controls Sidebar controls, or a function rendering them.
 * @param preview  Replaces the server preview (hotspots, scroll indicators).
 */
function mediaBlock(
	name: string,
	controls: ControlSpec[] | ( ( props: EditProps ) => ReactNode ),
	preview?: ( props: EditProps ) => ReactNode
) {
	const edit = serverBlockEdit( {
		name,
		panel: __( 'Settings', 'vitrine' ),
		controls: Array.isArray( controls )
			? controlList( controls )
			: controls,
		preview,
		empty: (
			<p className="vitrine-block-placeholder">
				{ __( 'Choose the media in the block settings.', 'vitrine' ) }
			</p>
		),
	} );
	registerBlockType< Attributes >( `vitrine/${ name }`, {
		edit,
		save: () => null,
	} as never );
}

/**
 * A media library button for one attachment id.
 * @param key          Attribute.
 * @param label        Button label.
 * @param allowedTypes MIME types.
 */
const media =
	( key: string, label: string, allowedTypes: string[] ): ControlSpec =>
	( { attributes, setAttributes } ) => (
		<MediaButton
			label={ label }
			value={ Number( attributes[ key ] ) }
			allowedTypes={ allowedTypes }
			onSelect={ ( [ picked ] ) =>
				picked && setAttributes( { [ key ]: picked.id } )
			}
		/>
	);

/**
 * A media library button for a list of attachment ids.
 * @param key          Attribute.
 * @param label        Button label.
 * @param allowedTypes MIME types.
 */
const mediaList =
	( key: string, label: string, allowedTypes: string[] ): ControlSpec =>
	( { attributes, setAttributes } ) => (
		<MediaButton
			label={ label }
			value={ ( attributes[ key ] as number[] ) ?? [] }
			allowedTypes={ allowedTypes }
			multiple
			onSelect={ ( picked ) =>
				setAttributes( { [ key ]: picked.map( ( item ) => item.id ) } )
			}
		/>
	);

const alignments = () =>
	choices( [
		{ value: 'left', label: __( 'Left', 'vitrine' ) },
		{ value: 'center', label: __( 'Centre', 'vitrine' ) },
		{ value: 'right', label: __( 'Right', 'vitrine' ) },
	] );

const lightboxToggle = (): ControlSpec => ( {
	toggle: 'lightbox',
	label: __( 'Open pictures in the lightbox', 'vitrine' ),
} );

function SvgPicker( { attributes, setAttributes }: EditProps ) {
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
				onSelect={ ( [ picked ] ) => {
					const ok = !! picked && isSvgFile( picked );
					setRefused( ! ok );
					if ( ok && picked ) {
						setAttributes( { id: picked.id } );
					}
				} }
			/>
		</>
	);
}

mediaBlock( 'inline-svg', [
	( props ) => <SvgPicker { ...props } />,
	{
		text: 'label',
		label: __( 'Text alternative (empty: decorative)', 'vitrine' ),
	},
	{
		range: 'width',
		label: __( 'Width in pixels (0: the column)', 'vitrine' ),
		min: 0,
		max: 1200,
	},
	{ toggle: 'currentColor', label: __( 'Use the text colour', 'vitrine' ) },
	{ text: 'color', label: __( 'Colour (hex, e.g. #b5462a)', 'vitrine' ) },
	{
		select: 'align',
		label: __( 'Alignment', 'vitrine' ),
		options: alignments(),
		fallback: 'left',
	},
] );

interface GalleryItem {
	id: number;
	category: string;
}

/** The portfolio's pictures, each with its category. */
const portfolioItems: ControlSpec = ( { attributes, setAttributes } ) => {
	const items = ( attributes.items as GalleryItem[] ) ?? [];
	return (
		<>
			<MediaButton
				label={ __( 'Choose pictures', 'vitrine' ) }
				value={ items.map( ( item ) => item.id ) }
				allowedTypes={ [ 'image' ] }
				multiple
				onSelect={ ( picked ) =>
					setAttributes( {
						items: picked.map( ( picture ) => ( {
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
		</>
	);
};

const columns = ( key: string, label: string ): ControlSpec => ( {
	range: key,
	label,
	min: 1,
	max: 6,
} );

mediaBlock( 'portfolio', [
	portfolioItems,
	{
		select: 'layout',
		label: __( 'Layout', 'vitrine' ),
		options: choices( [
			{ value: 'grid', label: __( 'Grid', 'vitrine' ) },
			{ value: 'masonry', label: __( 'Masonry', 'vitrine' ) },
			{ value: 'justified', label: __( 'Justified rows', 'vitrine' ) },
		] ),
	},
	columns( 'columns', __( 'Columns on a desktop', 'vitrine' ) ),
	columns( 'columnsTablet', __( 'Columns on a tablet', 'vitrine' ) ),
	columns( 'columnsMobile', __( 'Columns on a phone', 'vitrine' ) ),
	{ toggle: 'filters', label: __( 'Category filter buttons', 'vitrine' ) },
	{ toggle: 'parallax', label: __( 'Parallax on scroll', 'vitrine' ) },
	when( ( attributes ) => !! attributes.parallax, {
		range: 'parallaxSpeed',
		label: __( 'Parallax speed', 'vitrine' ),
		min: 0.05,
		max: 0.5,
		step: 0.05,
	} ),
	{ toggle: 'tilt', label: __( 'Tilt on hover', 'vitrine' ) },
	lightboxToggle(),
] );

mediaBlock( 'gallery-slider', [
	mediaList( 'ids', __( 'Choose pictures', 'vitrine' ), [ 'image' ] ),
	{
		select: 'position',
		label: __( 'Thumbnails', 'vitrine' ),
		options: choices( [
			{ value: 'bottom', label: __( 'Below', 'vitrine' ) },
			{ value: 'left', label: __( 'At the left', 'vitrine' ) },
			{ value: 'right', label: __( 'At the right', 'vitrine' ) },
		] ),
	},
	{
		range: 'perView',
		label: __( 'Thumbnails shown', 'vitrine' ),
		min: 2,
		max: 8,
	},
	{ toggle: 'autoplay', label: __( 'Play as a slideshow', 'vitrine' ) },
	lightboxToggle(),
] );

mediaBlock( 'image-comparison', [
	media( 'before', __( 'Choose the "before" picture', 'vitrine' ), [
		'image',
	] ),
	media( 'after', __( 'Choose the "after" picture', 'vitrine' ), [
		'image',
	] ),
	{
		text: 'beforeLabel',
		label: __( 'Label of the "before" picture', 'vitrine' ),
	},
	{
		text: 'afterLabel',
		label: __( 'Label of the "after" picture', 'vitrine' ),
	},
	{
		select: 'orientation',
		label: __( 'Handle moves', 'vitrine' ),
		options: choices( [
			{ value: 'horizontal', label: __( 'Left and right', 'vitrine' ) },
			{ value: 'vertical', label: __( 'Up and down', 'vitrine' ) },
		] ),
	},
	{
		range: 'start',
		label: __( 'Starting position (%)', 'vitrine' ),
		min: 0,
		max: 100,
	},
] );

mediaBlock(
	'hotspots',
	( props ) => <HotspotsEdit.Controls { ...props } />,
	( props ) => <HotspotsEdit.Canvas { ...props } />
);

mediaBlock( 'circle-progress', [
	{ text: 'label', label: __( 'Label', 'vitrine' ) },
	{
		range: 'value',
		label: __( 'Value', 'vitrine' ),
		min: 0,
		max: ( attributes ) => Number( attributes.max ) || 100,
	},
	{ range: 'max', label: __( 'Maximum', 'vitrine' ), min: 1, max: 1000 },
	{
		range: 'size',
		label: __( 'Size in pixels', 'vitrine' ),
		min: 40,
		max: 400,
	},
	{
		range: 'thickness',
		label: __( 'Thickness (at most half the size)', 'vitrine' ),
		min: 1,
		max: ( attributes ) => Math.floor( Number( attributes.size ) / 2 ),
	},
	{ text: 'color', label: __( 'Colour (hex)', 'vitrine' ) },
	{ text: 'track', label: __( 'Track colour (hex)', 'vitrine' ) },
] );

mediaBlock( 'extended-heading', [
	{ text: 'text', label: __( 'Heading', 'vitrine' ) },
	{
		text: 'highlight',
		label: __( 'Highlighted words (separated by commas)', 'vitrine' ),
	},
	{ range: 'level', label: __( 'Level', 'vitrine' ), min: 2, max: 4 },
	{ toggle: 'longShadow', label: __( 'Long shadow', 'vitrine' ) },
	{ toggle: 'gradient', label: __( 'Gradient text', 'vitrine' ) },
	{ text: 'color1', label: __( 'First colour (hex)', 'vitrine' ) },
	{ text: 'color2', label: __( 'Second colour (hex)', 'vitrine' ) },
	{
		select: 'separator',
		label: __( 'Separator', 'vitrine' ),
		options: choices( [
			{ value: 'none', label: __( 'None', 'vitrine' ) },
			{ value: 'line', label: __( 'Line', 'vitrine' ) },
			{ value: 'dots', label: __( 'Dots', 'vitrine' ) },
		] ),
	},
	{
		select: 'align',
		label: __( 'Alignment', 'vitrine' ),
		options: alignments(),
	},
] );

mediaBlock(
	'scroll-indicators',
	[
		{
			select: 'type',
			label: __( 'Show', 'vitrine' ),
			options: choices( [
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
			] ),
		},
	],
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

mediaBlock( 'video-player', [
	media( 'video', __( 'Choose a video', 'vitrine' ), [ 'video' ] ),
	{
		text: 'url',
		label: __( 'Or a YouTube or Vimeo link', 'vitrine' ),
		type: 'url',
	},
	media( 'poster', __( 'Choose a poster image', 'vitrine' ), [ 'image' ] ),
	media( 'captions', __( 'Choose a captions file (.vtt)', 'vitrine' ), [
		'text/vtt',
	] ),
	{
		text: 'captionsLang',
		label: __( 'Captions language (e.g. en)', 'vitrine' ),
	},
	{ text: 'title', label: __( 'Title', 'vitrine' ) },
	{ toggle: 'loop', label: __( 'Loop', 'vitrine' ) },
] );

mediaBlock( 'audio-player', [
	mediaList( 'tracks', __( 'Choose the tracks', 'vitrine' ), [ 'audio' ] ),
] );

mediaBlock( 'device-frame', [
	{
		select: 'device',
		label: __( 'Device', 'vitrine' ),
		options: choices( [
			{ value: 'phone', label: __( 'Phone', 'vitrine' ) },
			{ value: 'tablet', label: __( 'Tablet', 'vitrine' ) },
			{ value: 'laptop', label: __( 'Laptop', 'vitrine' ) },
			{ value: 'desktop', label: __( 'Desktop', 'vitrine' ) },
		] ),
	},
	{
		select: 'orientation',
		label: __( 'Orientation (phones and tablets)', 'vitrine' ),
		options: choices( [
			{ value: 'portrait', label: __( 'Portrait', 'vitrine' ) },
			{ value: 'landscape', label: __( 'Landscape', 'vitrine' ) },
		] ),
	},
	media( 'image', __( 'Choose a picture', 'vitrine' ), [ 'image' ] ),
	media( 'video', __( 'Or a video', 'vitrine' ), [ 'video' ] ),
	{ text: 'caption', label: __( 'Caption', 'vitrine' ) },
] );
