/**
 * The `vitrine/newsletter` block's editor: every setting of the sign-up form, edited where
 * the form is placed. The block is dynamic: PHP renders it (attributes and their defaults
 * come from ./block.json), and the preview
 * is the server's own rendering.
 */

/**
 * External dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { registerBlockType } from '@wordpress/blocks';
import {
	CheckboxControl,
	ExternalLink,
	Notice,
	PanelBody,
	RadioControl,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import { withScheme, type OnSubmission } from '../../lib/newsletter';
import metadata from './block.json';

type Attributes = {
	listId: number;
	title: string;
	fields: string[];
	onSubmission: OnSubmission;
	redirectUrl: string;
	successMessage: string;
	buttonLabel: string;
};

interface EditorList {
	id: number;
	name: string;
	doubleOptIn: boolean;
	consentText: string;
}

declare global {
	interface Window {
		vitrineNewsletterEditor?: { lists: EditorList[]; listsUrl: string };
	}
}

const OPTIONAL_FIELDS: Array< [ string, string ] > = [
	[ 'first_name', __( 'First name', 'vitrine' ) ],
	[ 'last_name', __( 'Last name', 'vitrine' ) ],
	[ 'telephone', __( 'Telephone', 'vitrine' ) ],
];

interface EditProps {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
}

function Edit( { attributes, setAttributes }: EditProps ) {
	const blockProps = useBlockProps();
	const { lists = [], listsUrl = '' } = window.vitrineNewsletterEditor ?? {};
	const list =
		lists.find( ( item ) => item.id === attributes.listId ) ?? lists[ 0 ];
	const toggleField = ( field: string, on: boolean ) =>
		setAttributes( {
			fields: on
				? [ ...new Set( [ ...attributes.fields, field ] ) ]
				: attributes.fields.filter( ( item ) => item !== field ),
		} );
	const redirectPreview = withScheme( attributes.redirectUrl );

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Form', 'vitrine' ) }>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'List', 'vitrine' ) }
						value={ String( attributes.listId ) }
						options={ lists.map( ( item ) => ( {
							label: item.name,
							value: String( item.id ),
						} ) ) }
						onChange={ ( value: string ) =>
							setAttributes( { listId: Number( value ) } )
						}
						help={
							list?.doubleOptIn
								? __(
										'New subscribers confirm their address by email first.',
										'vitrine'
									)
								: __(
										'New subscribers are added at once.',
										'vitrine'
									)
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Title', 'vitrine' ) }
						value={ attributes.title }
						onChange={ ( title: string ) =>
							setAttributes( { title } )
						}
					/>
					<fieldset
						className="vitrine-newsletter-editor__fields"
						style={ { margin: '0 0 16px' } }
					>
						<legend>{ __( 'Fields shown', 'vitrine' ) }</legend>
						<p className="components-base-control__help">
							{ __(
								'The email address is always asked.',
								'vitrine'
							) }
						</p>
						{ OPTIONAL_FIELDS.map( ( [ field, label ] ) => (
							<CheckboxControl
								__nextHasNoMarginBottom
								key={ field }
								label={ label }
								checked={ attributes.fields.includes( field ) }
								onChange={ ( on: boolean ) =>
									toggleField( field, on )
								}
							/>
						) ) }
					</fieldset>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Button label', 'vitrine' ) }
						placeholder={ __( 'Subscribe', 'vitrine' ) }
						value={ attributes.buttonLabel }
						onChange={ ( buttonLabel: string ) =>
							setAttributes( { buttonLabel } )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'After sign-up', 'vitrine' ) }>
					<RadioControl
						label={ __( 'On submission', 'vitrine' ) }
						selected={ attributes.onSubmission }
						options={ [
							{
								label: __( 'Show a message', 'vitrine' ),
								value: 'message',
							},
							{
								label: __(
									'Show a message and the submitted details',
									'vitrine'
								),
								value: 'summary',
							},
							{
								label: __( 'Go to another page', 'vitrine' ),
								value: 'redirect',
							},
						] }
						onChange={ ( value: string ) =>
							setAttributes( {
								onSubmission: value as OnSubmission,
							} )
						}
					/>
					{ attributes.onSubmission === 'redirect' ? (
						<>
							<TextControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
								type="url"
								label={ __( 'Redirect to', 'vitrine' ) }
								value={ attributes.redirectUrl }
								onChange={ ( redirectUrl: string ) =>
									setAttributes( { redirectUrl } )
								}
								help={
									redirectPreview
										? redirectPreview
										: __(
												'Without an address, the message is shown instead.',
												'vitrine'
											)
								}
							/>
						</>
					) : (
						<TextareaControl
							__nextHasNoMarginBottom
							label={ __( 'Success message', 'vitrine' ) }
							placeholder={ __(
								'Thank you! You are now subscribed.',
								'vitrine'
							) }
							value={ attributes.successMessage }
							onChange={ ( successMessage: string ) =>
								setAttributes( { successMessage } )
							}
						/>
					) }
				</PanelBody>
				<PanelBody
					title={ __( 'Consent', 'vitrine' ) }
					initialOpen={ false }
				>
					{ list?.consentText ? (
						<p>{ list.consentText }</p>
					) : (
						<Notice status="warning" isDismissible={ false }>
							{ __(
								'This list asks for no consent.',
								'vitrine'
							) }
						</Notice>
					) }
					<p className="components-base-control__help">
						{ __(
							'The consent text belongs to the list, so every consent is recorded with the exact text shown.',
							'vitrine'
						) }
					</p>
					{ listsUrl && (
						<ExternalLink href={ listsUrl }>
							{ __( 'Edit lists', 'vitrine' ) }
						</ExternalLink>
					) }
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="vitrine/newsletter"
				attributes={ attributes }
				// The wrapper shows the editor's colours and spacing; not twice.
				skipBlockSupportAttributes
			/>
		</div>
	);
}

// Title, category, attributes and supports come from block.json through the server's block
// definitions; only the editor behaviour is added here.
registerBlockType< Attributes >(
	metadata as never,
	{
		edit: Edit,
		save: () => null,
	} as never
);
