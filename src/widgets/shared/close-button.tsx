/**
 * The close button of overlays (modal, off-canvas panel): an × with a translated label.
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

export function CloseButton( {
	className,
	onClose,
}: {
	className: string;
	onClose: () => void;
} ) {
	return (
		<button
			type="button"
			className={ className }
			onClick={ onClose }
			aria-label={ __( 'Close', 'vitrine' ) }
		>
			<svg
				viewBox="0 0 24 24"
				width="20"
				height="20"
				aria-hidden="true"
				focusable="false"
			>
				<path
					d="M6 6l12 12M18 6 6 18"
					stroke="currentColor"
					strokeWidth="2"
					strokeLinecap="round"
				/>
			</svg>
		</button>
	);
}
