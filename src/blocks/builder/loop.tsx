/**
 * The loop grid and loop filter blocks: previewed by the server, edited in the sidebar.
 */

/**
 * External dependencies
 */
import { registerBlockType } from '@wordpress/blocks';
import * as blockEditor from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import { __ } from '@wordpress/i18n';

const { InspectorControls, useBlockProps } = blockEditor;

type Attributes = Record< string, unknown >;
interface EditProps {
	attributes: Attributes;
	setAttributes: ( next: Attributes ) => void;
}

function idControl( { attributes, setAttributes }: EditProps, key: string ) {
	return (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ __( 'Grid id (letters and digits)', 'vitrine' ) }
			help={ __(
				'Filters name the grid they drive by this id.',
				'vitrine'
			) }
			value={ String( attributes[ key ] ?? '' ) }
			onChange={ ( value ) =>
				setAttributes( {
					[ key ]: value.toLowerCase().replace( /[^a-z0-9]/g, '' ),
				} )
			}
		/>
	);
}

function LoopGridEdit( props: EditProps ) {
	const { attributes, setAttributes } = props;
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Loop grid', 'vitrine' ) }>
					{ idControl( props, 'widgetId' ) }
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'List', 'vitrine' ) }
						value={ String( attributes.postType ) as 'post' }
						options={ [
							{ value: 'post', label: __( 'Posts', 'vitrine' ) },
							{
								value: 'vitrine_case_study',
								label: __( 'Case studies', 'vitrine' ),
							},
							{
								value: 'product',
								label: __( 'Products', 'vitrine' ),
							},
						] }
						onChange={ ( postType ) =>
							setAttributes( { postType } )
						}
					/>
					<RangeControl
						__nextHasNoMarginBottom
						label={ __( 'Per page', 'vitrine' ) }
						value={ Number( attributes.perPage ) }
						min={ 1 }
						max={ 24 }
						onChange={ ( perPage ) => setAttributes( { perPage } ) }
					/>
					<RangeControl
						__nextHasNoMarginBottom
						label={ __( 'Columns', 'vitrine' ) }
						value={ Number( attributes.columns ) }
						min={ 1 }
						max={ 4 }
						onChange={ ( columns ) => setAttributes( { columns } ) }
					/>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Pagination', 'vitrine' ) }
						value={ String( attributes.pagination ) as 'numbers' }
						options={ [
							{
								value: 'numbers',
								label: __( 'Page numbers', 'vitrine' ),
							},
							{ value: 'none', label: __( 'None', 'vitrine' ) },
						] }
						onChange={ ( pagination ) =>
							setAttributes( { pagination } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="vitrine/loop-grid"
				attributes={ attributes }
			/>
		</div>
	);
}

function LoopFilterEdit( props: EditProps ) {
	const { attributes, setAttributes } = props;
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Loop filter', 'vitrine' ) }>
					{ idControl( props, 'target' ) }
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Taxonomy', 'vitrine' ) }
						value={ String( attributes.taxonomy ) }
						onChange={ ( taxonomy ) =>
							setAttributes( { taxonomy } )
						}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Chosen terms', 'vitrine' ) }
						value={ String( attributes.join ) as 'OR' }
						options={ [
							{
								value: 'OR',
								label: __( 'Any of them (OR)', 'vitrine' ),
							},
							{
								value: 'AND',
								label: __( 'All of them (AND)', 'vitrine' ),
							},
						] }
						onChange={ ( join ) => setAttributes( { join } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="vitrine/loop-filter"
				attributes={ attributes }
			/>
		</div>
	);
}

const text = ( value: string ) => ( { type: 'string', default: value } );
const num = ( value: number ) => ( { type: 'number', default: value } );

registerBlockType< Attributes >( 'vitrine/loop-grid', {
	title: __( 'Loop grid', 'vitrine' ),
	category: 'widgets',
	attributes: {
		widgetId: text( 'loop' ),
		postType: text( 'post' ),
		perPage: num( 6 ),
		columns: num( 3 ),
		pagination: text( 'numbers' ),
	} as never,
	edit: LoopGridEdit,
	save: () => null,
} );

registerBlockType< Attributes >( 'vitrine/loop-filter', {
	title: __( 'Loop filter', 'vitrine' ),
	category: 'widgets',
	attributes: {
		target: text( 'loop' ),
		taxonomy: text( 'category' ),
		join: text( 'OR' ),
	} as never,
	edit: LoopFilterEdit,
	save: () => null,
} );
