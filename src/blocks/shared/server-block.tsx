/**
 * What the server-rendered blocks share in the editor: a block edited in the sidebar and
 * previewed by the server, and a list editor for repeated records (rings, tabs, sections).
 */

/**
 * External dependencies
 */
import { registerBlockType } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

export type Attributes = Record< string, unknown >;

export interface EditProps {
	attributes: Attributes;
	setAttributes: ( next: Attributes ) => void;
}

/**
 * A block edited in the sidebar and previewed by the server.
 * @param name       Block name without namespace.
 * @param title      Title.
 * @param icon       Dashicon.
 * @param attributes Attribute definitions (as registered in PHP).
 * @param controls   Sidebar controls.
 */
export function serverBlock(
	name: string,
	title: string,
	icon: string,
	attributes: Record< string, { type: string; default: unknown } >,
	controls: ( props: EditProps ) => ReactNode
) {
	function ServerBlockEdit( props: EditProps ) {
		return (
			<div { ...useBlockProps() }>
				<InspectorControls>
					<PanelBody title={ title }>{ controls( props ) }</PanelBody>
				</InspectorControls>
				<ServerSideRender
					block={ `vitrine/${ name }` }
					attributes={ props.attributes }
					EmptyResponsePlaceholder={ () => (
						<p>
							{ sprintf(
								/* translators: %s: block title. */
								__( '%s: nothing to show yet.', 'vitrine' ),
								title
							) }
						</p>
					) }
				/>
			</div>
		);
	}
	registerBlockType< Attributes >( `vitrine/${ name }`, {
		title,
		icon: icon as never,
		category: 'widgets',
		attributes: attributes as never,
		edit: ServerBlockEdit,
		save: () => null,
	} );
}

/**
 * Edits a list of records, one panel per record.
 * @param props    Edit props.
 * @param key      Attribute holding the list.
 * @param blank    A new record.
 * @param fields   Controls of one record.
 * @param addLabel Label of the "add" button.
 */
export function ListEditor(
	props: EditProps,
	key: string,
	blank: Attributes,
	fields: (
		item: Attributes,
		change: ( next: Attributes ) => void
	) => ReactNode,
	addLabel: string
) {
	const items = ( props.attributes[ key ] as Attributes[] ) ?? [];
	const update = ( next: Attributes[] ) =>
		props.setAttributes( { [ key ]: next } );
	return (
		<>
			{ items.map( ( item, index ) => (
				<div key={ index } className="vitrine-block-list-item">
					{ fields( item, ( next ) =>
						update(
							items.map( ( current, i ) =>
								i === index ? { ...current, ...next } : current
							)
						)
					) }
					<Button
						variant="link"
						isDestructive
						onClick={ () =>
							update( items.filter( ( _, i ) => i !== index ) )
						}
					>
						{ __( 'Remove', 'vitrine' ) }
					</Button>
					<hr />
				</div>
			) ) }
			<Button
				variant="secondary"
				onClick={ () => update( [ ...items, blank ] ) }
			>
				{ addLabel }
			</Button>
		</>
	);
}
