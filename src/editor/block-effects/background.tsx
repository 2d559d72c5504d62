/**
 * The background setting of groups and covers in the editor: none, a video (a media-library
 * file or a YouTube / Vimeo link, start and end times, play once, a fallback image) or a
 * slideshow (images, duration, fade or slide, Ken Burns zoom). The server adds the layer
 * (`plugin/src/Builder/BackgroundRenderer.php`); the attribute is registered there too.
 */

/**
 * External dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { addFilter } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import { MediaButton } from '../../blocks/shared/media-button';

const BLOCKS = [ 'core/group', 'core/cover' ];
const ATTRIBUTE = 'vitrineBackground';

interface Background {
	type?: 'none' | 'video' | 'slideshow';
	videoId?: number;
	videoUrl?: string;
	start?: number;
	end?: number;
	playOnce?: boolean;
	fallbackId?: number;
	images?: number[];
	duration?: number;
	transition?: 'fade' | 'slide';
	kenBurns?: boolean;
}

interface BlockEditProps {
	name: string;
	isSelected: boolean;
	attributes: Record< string, unknown > & { vitrineBackground?: Background };
	setAttributes: ( next: Record< string, unknown > ) => void;
}

addFilter(
	'blocks.registerBlockType',
	'vitrine/background-attribute',
	( settings: { attributes?: Record< string, unknown > }, name: string ) =>
		BLOCKS.includes( name )
			? {
					...settings,
					attributes: {
						...settings.attributes,
						[ ATTRIBUTE ]: { type: 'object' },
					},
				}
			: settings
);

/**
 * Seconds from a text field (empty or invalid: 0).
 * @param value Field value.
 */
const seconds = ( value: string ): number => {
	const parsed = Number.parseFloat( value );
	return Number.isFinite( parsed ) && parsed > 0 ? parsed : 0;
};

function BackgroundPanel( { attributes, setAttributes }: BlockEditProps ) {
	const background: Background = attributes.vitrineBackground ?? {};
	const set = ( next: Partial< Background > ) =>
		setAttributes( { [ ATTRIBUTE ]: { ...background, ...next } } );
	const type = background.type ?? 'none';
	return (
		<PanelBody
			title={ __( 'Moving background', 'vitrine' ) }
			initialOpen={ type !== 'none' }
		>
			<SelectControl
				label={ __( 'Background', 'vitrine' ) }
				value={ type }
				options={ [
					{ label: __( 'None', 'vitrine' ), value: 'none' },
					{ label: __( 'Video', 'vitrine' ), value: 'video' },
					{ label: __( 'Slideshow', 'vitrine' ), value: 'slideshow' },
				] }
				onChange={ ( value ) =>
					set( { type: value as Background[ 'type' ] } )
				}
				__nextHasNoMarginBottom
			/>
			{ type === 'video' && (
				<>
					<MediaButton
						label={ __(
							'Video from the media library',
							'vitrine'
						) }
						value={ background.videoId ?? 0 }
						allowedTypes={ [ 'video' ] }
						onSelect={ ( [ media ] ) =>
							media && set( { videoId: media.id } )
						}
					/>
					<TextControl
						label={ __( 'Or a YouTube or Vimeo link', 'vitrine' ) }
						help={ __(
							'Used when no file is chosen. The site’s player loads only for such a link.',
							'vitrine'
						) }
						type="url"
						value={ background.videoUrl ?? '' }
						onChange={ ( videoUrl ) => set( { videoUrl } ) }
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Start time (seconds)', 'vitrine' ) }
						type="number"
						min={ 0 }
						value={ String( background.start ?? 0 ) }
						onChange={ ( value ) =>
							set( { start: seconds( value ) } )
						}
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'End time (seconds)', 'vitrine' ) }
						help={ __(
							'0 plays to the end. The loop starts again after end − start + 1 s.',
							'vitrine'
						) }
						type="number"
						min={ 0 }
						value={ String( background.end ?? 0 ) }
						onChange={ ( value ) =>
							set( { end: seconds( value ) } )
						}
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __( 'Play once', 'vitrine' ) }
						help={ __(
							'Otherwise the video loops. It is always muted.',
							'vitrine'
						) }
						checked={ !! background.playOnce }
						onChange={ ( playOnce ) => set( { playOnce } ) }
						__nextHasNoMarginBottom
					/>
					<MediaButton
						label={ __( 'Fallback image', 'vitrine' ) }
						value={ background.fallbackId ?? 0 }
						allowedTypes={ [ 'image' ] }
						onSelect={ ( [ media ] ) =>
							media && set( { fallbackId: media.id } )
						}
					/>
				</>
			) }
			{ type === 'slideshow' && (
				<>
					<MediaButton
						label={ __( 'Images', 'vitrine' ) }
						value={ background.images ?? [] }
						allowedTypes={ [ 'image' ] }
						multiple
						onSelect={ ( media ) =>
							set( { images: media.map( ( item ) => item.id ) } )
						}
					/>
					<RangeControl
						label={ __( 'Seconds per image', 'vitrine' ) }
						value={ ( background.duration ?? 5000 ) / 1000 }
						min={ 1 }
						max={ 30 }
						onChange={ ( value ) =>
							set( { duration: ( value ?? 5 ) * 1000 } )
						}
						__nextHasNoMarginBottom
					/>
					<SelectControl
						label={ __( 'Transition', 'vitrine' ) }
						value={ background.transition ?? 'fade' }
						options={ [
							{ label: __( 'Fade', 'vitrine' ), value: 'fade' },
							{ label: __( 'Slide', 'vitrine' ), value: 'slide' },
						] }
						onChange={ ( value ) =>
							set( {
								transition:
									value === 'slide' ? 'slide' : 'fade',
							} )
						}
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __( 'Ken Burns zoom', 'vitrine' ) }
						checked={ !! background.kenBurns }
						onChange={ ( kenBurns ) => set( { kenBurns } ) }
						__nextHasNoMarginBottom
					/>
				</>
			) }
		</PanelBody>
	);
}

/**
 * Adds the panel to the edit component of the blocks that take the setting.
 * @param BlockEdit The block's edit component.
 */
function withBackgroundPanel( BlockEdit: ComponentType< BlockEditProps > ) {
	return function WithBackgroundPanel( props: BlockEditProps ) {
		if ( ! BLOCKS.includes( props.name ) || ! props.isSelected ) {
			return <BlockEdit { ...props } />;
		}
		return (
			<>
				<BlockEdit { ...props } />
				<InspectorControls>
					<BackgroundPanel { ...props } />
				</InspectorControls>
			</>
		);
	};
}

addFilter(
	'editor.BlockEdit',
	'vitrine/background-panel',
	withBackgroundPanel
);
