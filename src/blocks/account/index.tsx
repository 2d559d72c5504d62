/**
 * The `vitrine/account` block in the editor: the links as a guest sees them, and the choice
 * to add "Register". PHP renders the front end (plugin/src/Account/AccountLink.php); the
 * popup's launcher turns "Log in" into "My account" for signed-in visitors.
 */

/**
 * External dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType } from '@wordpress/blocks';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from './block.json';

type Attributes = { showRegister: boolean };

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	return (
		<div { ...useBlockProps( { className: 'vitrine-account' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Account link', 'vitrine' ) }>
					<ToggleControl
						label={ __( 'Show a “Register” link', 'vitrine' ) }
						help={ __(
							'Shown to guests when registration is open (Settings → General).',
							'vitrine'
						) }
						checked={ attributes.showRegister }
						onChange={ ( showRegister: boolean ) =>
							setAttributes( { showRegister } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<span className="vitrine-account__link vitrine-account__login">
				{ __( 'Log in', 'vitrine' ) }
			</span>
			{ attributes.showRegister && (
				<span className="vitrine-account__link vitrine-account__register">
					{ __( 'Register', 'vitrine' ) }
				</span>
			) }
		</div>
	);
}

registerBlockType< Attributes >( metadata as never, {
	edit: Edit,
	save: () => null,
} );
