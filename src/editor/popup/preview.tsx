/**
 * "Preview popup" in the Popup editor's sidebar: shows the popup as visitors get it — the
 * front end's dialog (the shared Modal with the popup's classes and stylesheet) holding the
 * title and the edited, not yet saved, content. Escape, the close button and a backdrop
 * click close it (as the popup's closing settings say); focus returns to the button.
 */

/**
 * External dependencies
 */
import { useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Modal } from '../../widgets/shared/modal';
import type { PopupSettingsValue } from './settings';

/**
 * The edited content as HTML: the serialised blocks without their delimiting comments, which
 * for static blocks is what the front end prints.
 * @param serialized Block markup from the editor.
 */
export function previewHtml( serialized: string ): string {
	return serialized.replace( /<!--\s*\/?wp:[\s\S]*?-->/g, '' ).trim();
}

export function PopupPreview( {
	settings,
	title,
	content,
}: {
	settings: PopupSettingsValue;
	title: string;
	content: string;
} ) {
	const [ open, setOpen ] = useState( false );
	const button = useRef< HTMLButtonElement >( null );
	const titleId = `${ useId() }-title`;
	const close = () => {
		setOpen( false );
		// After the dialog has released the page's inert state.
		window.setTimeout( () => button.current?.focus() );
	};
	return (
		<>
			{ /* Core's button classes, without loading the components package for one button. */ }
			<button
				ref={ button }
				type="button"
				className="components-button is-secondary"
				aria-haspopup="dialog"
				onClick={ () => setOpen( true ) }
			>
				{ __( 'Preview popup', 'vitrine' ) }
			</button>
			{ open && (
				<Modal
					classPrefix="vitrine-popup"
					labelledBy={ titleId }
					portal
					onClose={ close }
					closeOnBackdrop={ settings.close.backdrop }
					dialogProps={ { 'data-popup-preview': 'true' } }
				>
					<h2 id={ titleId } className="vitrine-popup__title">
						{ title || __( '(no title)', 'vitrine' ) }
					</h2>
					{ settings.type === 'url' ? (
						<p className="vitrine-popup__content">
							{ __(
								'Visitors see the page at this address here:',
								'vitrine'
							) }{ ' ' }
							{ settings.url }
						</p>
					) : (
						<div
							className="vitrine-popup__content"
							// The author's own edited blocks, shown to the author.
							dangerouslySetInnerHTML={ {
								__html: previewHtml( content ),
							} }
						/>
					) }
				</Modal>
			) }
		</>
	);
}
