/**
 * Shop → Setup: the mail step's logo picker opens the media library (wp.media, which the
 * screen loads with wp_enqueue_media()) and keeps the chosen picture's id in the form. Without
 * this script the rest of the setup still saves; only choosing a logo needs it.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './setup.css';

interface MediaAttachment {
	id: number;
	url: string;
	alt?: string;
	sizes?: Record< string, { url: string } >;
}

interface MediaFrame {
	on: ( event: 'select', callback: () => void ) => void;
	open: () => void;
	state: () => {
		get: ( name: 'selection' ) => {
			first: () => { toJSON: () => MediaAttachment };
		};
	};
}

type MediaFactory = ( options: {
	title: string;
	button: { text: string };
	library: { type: string };
	multiple: boolean;
} ) => MediaFrame;

/**
 * The picture's address at a size fit for the preview.
 * @param attachment The chosen attachment.
 */
export function previewUrl( attachment: MediaAttachment ): string {
	return (
		attachment.sizes?.medium?.url ??
		attachment.sizes?.thumbnail?.url ??
		attachment.url
	);
}

/**
 * Wires one logo picker.
 * @param root  The row holding the picker.
 * @param media wp.media.
 */
export function wireLogoPicker( root: HTMLElement, media: MediaFactory ): void {
	const preview = root.querySelector< HTMLElement >(
		'[data-vitrine-setup-logo]'
	);
	const input = root.querySelector< HTMLInputElement >(
		'[data-vitrine-setup-logo-id]'
	);
	const choose = root.querySelector< HTMLButtonElement >(
		'[data-vitrine-setup-logo-choose]'
	);
	const remove = root.querySelector< HTMLButtonElement >(
		'[data-vitrine-setup-logo-remove]'
	);
	if ( ! preview || ! input || ! choose || ! remove ) {
		return;
	}
	let frame: MediaFrame | null = null;
	choose.addEventListener( 'click', () => {
		if ( ! frame ) {
			frame = media( {
				title: __( 'Choose the mails’ logo', 'vitrine' ),
				button: { text: __( 'Use this picture', 'vitrine' ) },
				library: { type: 'image' },
				multiple: false,
			} );
			frame.on( 'select', () => {
				const picked = frame!
					.state()
					.get( 'selection' )
					.first()
					.toJSON();
				input.value = String( picked.id );
				const image = document.createElement( 'img' );
				image.src = previewUrl( picked );
				image.alt = picked.alt ?? '';
				preview.replaceChildren( image );
				remove.hidden = false;
				choose.focus();
			} );
		}
		frame.open();
	} );
	remove.addEventListener( 'click', () => {
		input.value = '0';
		preview.replaceChildren();
		remove.hidden = true;
		choose.focus();
	} );
}

const media = ( window as unknown as { wp?: { media?: MediaFactory } } ).wp
	?.media;
const row = document
	.querySelector( '[data-vitrine-setup-logo]' )
	?.closest< HTMLElement >( 'td' );
if ( media && row ) {
	wireLogoPicker( row, media );
}
