/**
 * The `vitrine/contact-form` block in the editor: choose a form, see it rendered by the server.
 * The front end is rendered by PHP (src/blocks/contact-form/render.php).
 */

/**
 * External dependencies
 */
import { registerBlockType } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, Placeholder, SelectControl } from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from './block.json';

interface FormChoice {
	id: number;
	slug: string;
	title: string;
}

type Attributes = {
	formId: number;
	slug: string;
};

declare global {
	interface Window {
		vitrineContactForms?: FormChoice[];
	}
}

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const forms = window.vitrineContactForms ?? [];
	const chosen =
		forms.find( ( form ) => form.id === attributes.formId ) ??
		forms.find( ( form ) => form.slug === attributes.slug );
	const options = [
		{ label: __( '— Choose a form —', 'vitrine' ), value: '0' },
		...forms.map( ( form ) => ( {
			label: form.title || form.slug,
			value: String( form.id ),
		} ) ),
	];
	const choose = ( value: string ) => {
		const form = forms.find( ( f ) => String( f.id ) === value );
		setAttributes( {
			formId: form ? form.id : 0,
			slug: form ? form.slug : '',
		} );
	};
	const picker = (
		<SelectControl
			label={ __( 'Form', 'vitrine' ) }
			value={ String( chosen?.id ?? 0 ) }
			options={ options }
			onChange={ choose }
			__nextHasNoMarginBottom
		/>
	);

	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Contact form', 'vitrine' ) }>
					{ picker }
				</PanelBody>
			</InspectorControls>
			{ chosen ? (
				<ServerSideRender
					block="vitrine/contact-form"
					attributes={ { formId: chosen.id, slug: chosen.slug } }
				/>
			) : (
				<Placeholder
					icon="feedback"
					label={ __( 'Contact form', 'vitrine' ) }
					instructions={
						forms.length
							? __( 'Choose the form to show here.', 'vitrine' )
							: __(
									'There is no form yet: add one under Forms in the admin menu.',
									'vitrine'
								)
					}
				>
					{ forms.length > 0 && picker }
				</Placeholder>
			) }
		</div>
	);
}

// The attributes, title and icon come from block.json; the client adds only the editing
// interface.
registerBlockType< Attributes >( metadata as never, {
	edit: Edit,
	save: () => null,
} );
