/**
 * The fullscreen variant's overlay: the shared Modal (focus kept inside, Escape, a close
 * button, the page inert) holding the widget's own search form, moved into the dialog while
 * it is open and back into its place after, so its suggestions and filters come along.
 * A chunk of its own: React loads only when someone opens the overlay.
 */

/**
 * External dependencies
 */
import { createRoot, useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { Modal } from '../../widgets/shared/modal';

interface OverlayProps {
	panel: HTMLElement;
	label: string;
	onClose: () => void;
}

function Overlay( { panel, label, onClose }: OverlayProps ) {
	const slot = useRef< HTMLDivElement >( null );
	useEffect( () => {
		const home = panel.parentNode;
		const next = panel.nextSibling;
		slot.current?.append( panel );
		panel.hidden = false;
		panel.querySelector< HTMLInputElement >( 'input[name="s"]' )?.focus();
		return () => {
			panel.hidden = true;
			home?.insertBefore( panel, next );
		};
	}, [ panel ] );
	return (
		<Modal
			classPrefix="vitrine-search-form"
			labelledBy=""
			label={ label }
			onClose={ onClose }
			portal
		>
			<div
				ref={ slot }
				className="vitrine-search-form vitrine-search-form__slot"
			/>
		</Modal>
	);
}

/**
 * Opens the overlay. Returns a function that closes it.
 * @param panel   The widget's panel holding the form.
 * @param label   The dialog's name.
 * @param onClose Called when the visitor closes it (Escape, close button, backdrop).
 */
export function openOverlay(
	panel: HTMLElement,
	label: string,
	onClose: () => void
): () => void {
	const container = document.createElement( 'div' );
	panel.parentElement?.append( container );
	const root = createRoot( container );
	root.render(
		<Overlay panel={ panel } label={ label } onClose={ onClose } />
	);
	return () => {
		root.unmount();
		container.remove();
	};
}
