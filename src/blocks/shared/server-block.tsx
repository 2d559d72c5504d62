/**
 * What the server-rendered blocks share in the editor: a block edited in the sidebar and
 * previewed by the server, its settings described once as a list of controls, and a list
 * editor for repeated records (rings, tabs, sections).
 */

/**
 * External dependencies
 */
import { getBlockType, registerBlockType } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import { __, sprintf } from '@wordpress/i18n';
import { Fragment } from '@wordpress/element';
import type { ReactNode } from 'react';

export type Attributes = Record< string, unknown >;

/** A block's edit props; `A`, its attributes' own type where it has one (the sliders'). */
export interface EditProps< A extends Attributes = Attributes > {
	attributes: A;
	setAttributes: ( next: Partial< A > ) => void;
}

/** One sidebar control, bound to the attribute it names. */
export type ControlSpec =
	| { text: string; label: string; type?: 'url' }
	| { toggle: string; label: string }
	| {
			range: string;
			label: string;
			min: number;
			/** A number, or one worked out from the other settings. */
			max: number | ( ( attributes: Attributes ) => number );
			step?: number;
	  }
	| {
			select: string;
			label: string;
			options: Array< { value: string; label: string } >;
			fallback?: string;
	  }
	/** Anything else (media buttons, lists): rendered as given. */
	| ( ( props: EditProps ) => ReactNode );

/**
 * A control shown only when the settings ask for it.
 * @param show    Whether to show it.
 * @param control The control.
 */
export const when =
	( show: ( attributes: Attributes ) => boolean, control: ControlSpec ) =>
	( props: EditProps ) =>
		show( props.attributes ) ? renderControl( control, props ) : null;

function renderControl( spec: ControlSpec, props: EditProps ): ReactNode {
	const { attributes, setAttributes } = props;
	const set = ( key: string ) => ( value: unknown ) =>
		setAttributes( { [ key ]: value } );
	if ( typeof spec === 'function' ) {
		return spec( props );
	}
	if ( 'text' in spec ) {
		return (
			<TextControl
				label={ spec.label }
				type={ spec.type }
				value={ String( attributes[ spec.text ] ?? '' ) }
				onChange={ set( spec.text ) }
				__nextHasNoMarginBottom
			/>
		);
	}
	if ( 'toggle' in spec ) {
		return (
			<ToggleControl
				label={ spec.label }
				checked={ !! attributes[ spec.toggle ] }
				onChange={ set( spec.toggle ) }
				__nextHasNoMarginBottom
			/>
		);
	}
	if ( 'range' in spec ) {
		return (
			<RangeControl
				label={ spec.label }
				value={ Number( attributes[ spec.range ] ?? 0 ) }
				min={ spec.min }
				max={
					typeof spec.max === 'function'
						? spec.max( attributes )
						: spec.max
				}
				step={ spec.step }
				onChange={ set( spec.range ) }
				__nextHasNoMarginBottom
			/>
		);
	}
	return (
		<SelectControl
			label={ spec.label }
			value={ String( attributes[ spec.select ] ?? spec.fallback ?? '' ) }
			options={ spec.options }
			onChange={ set( spec.select ) }
			__nextHasNoMarginBottom
		/>
	);
}

/**
 * The sidebar of a block whose settings are a list of controls.
 * @param specs The controls, in order.
 */
export const controlList =
	( specs: ControlSpec[] ) =>
	( props: EditProps ): ReactNode =>
		specs.map( ( spec, index ) => (
			<Fragment key={ index }>{ renderControl( spec, props ) }</Fragment>
		) );

/**
 * The editor view of a server-rendered block: its controls in a sidebar panel and the
 * server's preview (or a preview of its own).
 * @param options          What to show.
 * @param options.name     Block name without namespace.
 * @param options.panel    Panel title.
 * @param options.controls Sidebar controls.
 * @param options.empty    Shown when the server renders nothing.
 * @param options.preview  Replaces the server preview.
 */
export function serverBlockEdit( options: {
	name: string;
	panel: string | ( () => string );
	controls: ( props: EditProps ) => ReactNode;
	empty: ReactNode | ( () => ReactNode );
	preview?: ( props: EditProps ) => ReactNode;
} ) {
	const { name, panel, controls, empty, preview } = options;
	return function ServerBlockEdit( props: EditProps ) {
		return (
			<div { ...useBlockProps() }>
				<InspectorControls>
					<PanelBody
						title={ typeof panel === 'function' ? panel() : panel }
					>
						{ controls( props ) }
					</PanelBody>
				</InspectorControls>
				{ preview ? (
					preview( props )
				) : (
					<ServerSideRender
						block={ `vitrine/${ name }` }
						attributes={ props.attributes }
						// The wrapper above shows the editor's colours, spacing and class; the
						// server would put them on its markup too (twice the padding).
						skipBlockSupportAttributes
						EmptyResponsePlaceholder={ () => (
							<>
								{ typeof empty === 'function'
									? empty()
									: empty }
							</>
						) }
					/>
				) }
			</div>
		);
	};
}

/** What a block's editor script reads from its block.json. */
export interface BlockMetadata {
	name: string;
	title: string;
}

/**
 * Registers a block edited in the sidebar and previewed by the server. Its name, title,
 * icon, attributes and supports come from its block.json (the editor also receives them,
 * translated, from the server's registration).
 * @param metadata   The block's block.json.
 * @param controls   Sidebar controls.
 * @param deprecated Earlier shapes of its attributes, newest first, each migrating saved blocks.
 */
export function serverBlock(
	metadata: BlockMetadata,
	controls: ( props: EditProps ) => ReactNode,
	deprecated: object[] = []
) {
	const title = () => getBlockType( metadata.name )?.title ?? metadata.title;
	const edit = serverBlockEdit( {
		name: metadata.name.replace( /^vitrine\//, '' ),
		panel: title,
		controls,
		empty: () => (
			<p>
				{ sprintf(
					/* translators: %s: block title. */
					__( '%s: nothing to show yet.', 'vitrine' ),
					title()
				) }
			</p>
		),
	} );
	registerBlockType< Attributes >( metadata as never, {
		edit,
		save: () => null,
		...( deprecated.length ? { deprecated: deprecated as never } : {} ),
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
