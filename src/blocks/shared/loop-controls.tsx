/**
 * The loop grid and loop filter blocks: previewed by the server, edited in the sidebar.
 */

/**
 * External dependencies
 */
import { RangeControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { selectField } from './fields';
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
			{ selectField( props, 'postType', __( 'List', 'vitrine' ), [
				[ 'post', __( 'Posts', 'vitrine' ) ],
				[ 'vitrine_case_study', __( 'Case studies', 'vitrine' ) ],
				[ 'product', __( 'Products', 'vitrine' ) ],
			] ) }
			{ selectField( props, 'layout', __( 'Layout', 'vitrine' ), [
				[ 'grid', __( 'Grid', 'vitrine' ) ],
				[ 'carousel', __( 'Carousel', 'vitrine' ) ],
			] ) }
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
			{ selectField(
				props,
				'pagination',
				__( 'Pagination', 'vitrine' ),
				[
					[ 'numbers', __( 'Page numbers', 'vitrine' ) ],
					[ 'load_more', __( 'Load more button', 'vitrine' ) ],
					[ 'infinite', __( 'Infinite scroll', 'vitrine' ) ],
					[ 'none', __( 'None', 'vitrine' ) ],
				],
				attributes.layout === 'carousel'
					? __(
							'A carousel shows one page: it pages by numbers.',
							'vitrine'
						)
					: undefined
			) }
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
			{ selectField( props, 'join', __( 'Chosen terms', 'vitrine' ), [
				[ 'OR', __( 'Any of them (OR)', 'vitrine' ) ],
				[ 'AND', __( 'All of them (AND)', 'vitrine' ) ],
			] ) }
		</>
	);
}
