/**
 * The sidebar of the Progress rings block (the server renders its preview).
 */

/**
 * External dependencies
 */
import { RangeControl, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type EditProps, ListEditor } from '../shared/server-block';

const Controls = ( props: EditProps ) =>
	ListEditor(
		props,
		'rings',
		{ title: '', percent: 50, color1: '', color2: '', color3: '' },
		( ring, change ) => (
			<>
				<TextControl
					label={ __( 'Title', 'vitrine' ) }
					value={ String( ring.title ?? '' ) }
					onChange={ ( title ) => change( { title } ) }
					__nextHasNoMarginBottom
				/>
				<RangeControl
					label={ __( 'Percent', 'vitrine' ) }
					value={ Number( ring.percent ?? 0 ) }
					min={ 0 }
					max={ 100 }
					onChange={ ( percent ) => change( { percent } ) }
					__nextHasNoMarginBottom
				/>
				{ ( [ 'color1', 'color2', 'color3' ] as const ).map(
					( color, i ) => (
						<TextControl
							key={ color }
							label={ sprintf(
								/* translators: %d: 1, 2 or 3. */
								__(
									'Colour %d (hex, e.g. #c8643c)',
									'vitrine'
								),
								i + 1
							) }
							value={ String( ring[ color ] ?? '' ) }
							onChange={ ( value ) =>
								change( { [ color ]: value } )
							}
							__nextHasNoMarginBottom
						/>
					)
				) }
			</>
		),
		__( 'Add a ring', 'vitrine' )
	);

export default Controls;
