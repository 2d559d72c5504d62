/**
 * The loop grid and loop filter blocks: previewed by the server, edited in the sidebar.
 */

/**
 * External dependencies
 */
import {
	RangeControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EditProps } from './server-block';

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

export function LoopGridControls( props: EditProps ) {
	const { attributes, setAttributes } = props;
	return (
		<>
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
				onChange={ ( postType ) => setAttributes( { postType } ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Layout', 'vitrine' ) }
				value={ String( attributes.layout ) as 'grid' }
				options={ [
					{ value: 'grid', label: __( 'Grid', 'vitrine' ) },
					{
						value: 'carousel',
						label: __( 'Carousel', 'vitrine' ),
					},
				] }
				onChange={ ( layout ) => setAttributes( { layout } ) }
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
					{
						value: 'load_more',
						label: __( 'Load more button', 'vitrine' ),
					},
					{
						value: 'infinite',
						label: __( 'Infinite scroll', 'vitrine' ),
					},
					{ value: 'none', label: __( 'None', 'vitrine' ) },
				] }
				help={
					attributes.layout === 'carousel'
						? __(
								'A carousel shows one page: it pages by numbers.',
								'vitrine'
							)
						: undefined
				}
				onChange={ ( pagination ) => setAttributes( { pagination } ) }
			/>
		</>
	);
}

export function LoopFilterControls( props: EditProps ) {
	const { attributes, setAttributes } = props;
	return (
		<>
			{ idControl( props, 'target' ) }
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Taxonomy', 'vitrine' ) }
				value={ String( attributes.taxonomy ) }
				onChange={ ( taxonomy ) => setAttributes( { taxonomy } ) }
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
		</>
	);
}
