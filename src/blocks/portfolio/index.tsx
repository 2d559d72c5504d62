/**
 * The portfolio block in the editor: its settings in the sidebar, the server's preview. Name,
 * attributes and supports are in block.json.
 */

/**
 * External dependencies
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { when, type ControlSpec } from '../shared/server-block';
import { choices } from '../shared/choices';
import { columns, lightboxToggle, mediaBlock } from '../shared/media-block';
import { MediaButton } from '../shared/media-button';
import metadata from './block.json';

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

mediaBlock( metadata, [
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
