/**
 * A media library button for the sidebar: shows what is chosen and opens the library.
 */

/**
 * External dependencies
 */
import * as blockEditor from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ComponentType, ReactNode } from 'react';

// The package's types do not declare its media components; these are the props used here.
const { MediaUpload, MediaUploadCheck } = blockEditor as unknown as {
	MediaUpload: ComponentType< {
		allowedTypes: string[];
		multiple: boolean | 'add';
		gallery: boolean;
		value: number | number[];
		onSelect: ( media: MediaItem | MediaItem[] ) => void;
		render: ( args: { open: () => void } ) => ReactNode;
	} >;
	MediaUploadCheck: ComponentType< {
		fallback: ReactNode;
		children: ReactNode;
	} >;
};

export interface MediaItem {
	id: number;
	url?: string;
	filename?: string;
	mime?: string;
	alt?: string;
}

interface Props {
	label: string;
	value: number | number[];
	allowedTypes: string[];
	multiple?: boolean;
	onSelect: ( media: MediaItem[] ) => void;
}

export function MediaButton( {
	label,
	value,
	allowedTypes,
	multiple = false,
	onSelect,
}: Props ) {
	const chosen = Array.isArray( value ) ? value.length > 0 : value > 0;
	return (
		<MediaUploadCheck
			fallback={
				<p>
					{ __( 'You may not upload or choose files.', 'vitrine' ) }
				</p>
			}
		>
			<p className="vitrine-media-button">
				<MediaUpload
					allowedTypes={ allowedTypes }
					multiple={ multiple ? 'add' : false }
					gallery={ false }
					value={ value }
					onSelect={ ( media: MediaItem | MediaItem[] ) =>
						onSelect( Array.isArray( media ) ? media : [ media ] )
					}
					render={ ( { open }: { open: () => void } ) => (
						<Button variant="secondary" onClick={ open }>
							{ chosen ? `${ label } ✓` : label }
						</Button>
					) }
				/>
			</p>
		</MediaUploadCheck>
	);
}
