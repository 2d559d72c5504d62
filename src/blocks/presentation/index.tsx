/**
 * The presentation blocks in the editor: case studies, services, timeline, price table,
 * progress rings, tabs and video popup. Each block is rendered by the server (what visitors
 * see without JavaScript) and edited in the sidebar.
 */

/**
 * External dependencies
 */
import {
	RangeControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ListEditor, legacyServerBlock } from '../shared/server-block';

const num = ( value: number ) => ( { type: 'number', default: value } );
const text = ( value = '' ) => ( { type: 'string', default: value } );
const many = () => ( { type: 'array', default: [] } );

legacyServerBlock(
	'case-studies',
	__( 'Case studies', 'vitrine' ),
	'portfolio',
	{ count: num( 6 ), columns: num( 3 ) },
	( { attributes, setAttributes } ) => (
		<>
			<RangeControl
				label={ __( 'Number of case studies', 'vitrine' ) }
				value={ Number( attributes.count ) }
				min={ 1 }
				max={ 12 }
				onChange={ ( count ) => setAttributes( { count } ) }
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Columns', 'vitrine' ) }
				value={ Number( attributes.columns ) }
				min={ 1 }
				max={ 4 }
				onChange={ ( columns ) => setAttributes( { columns } ) }
				__nextHasNoMarginBottom
			/>
		</>
	)
);

legacyServerBlock(
	'services-grid',
	__( 'Services grid', 'vitrine' ),
	'hammer',
	{ count: num( 12 ) },
	( { attributes, setAttributes } ) => (
		<RangeControl
			label={ __( 'Number of services', 'vitrine' ) }
			value={ Number( attributes.count ) }
			min={ 1 }
			max={ 12 }
			onChange={ ( count ) => setAttributes( { count } ) }
			__nextHasNoMarginBottom
		/>
	)
);

legacyServerBlock(
	'timeline',
	__( 'Timeline', 'vitrine' ),
	'backup',
	{ count: num( 0 ) },
	( { attributes, setAttributes } ) => (
		<RangeControl
			label={ __( 'Number of entries (0: all)', 'vitrine' ) }
			value={ Number( attributes.count ) }
			min={ 0 }
			max={ 30 }
			onChange={ ( count ) => setAttributes( { count } ) }
			__nextHasNoMarginBottom
		/>
	)
);

legacyServerBlock(
	'price-table',
	__( 'Price table', 'vitrine' ),
	'money-alt',
	{ table: text( 'default' ) },
	( { attributes, setAttributes } ) => (
		<TextControl
			label={ __( 'Table', 'vitrine' ) }
			help={ __(
				'The table name given to the plans (Price plans in the admin menu).',
				'vitrine'
			) }
			value={ String( attributes.table ) }
			onChange={ ( table ) => setAttributes( { table } ) }
			__nextHasNoMarginBottom
		/>
	)
);

legacyServerBlock(
	'progress-rings',
	__( 'Progress rings', 'vitrine' ),
	'chart-pie',
	{ rings: many() },
	( props ) =>
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
		)
);

legacyServerBlock(
	'tabs',
	__( 'Tabs', 'vitrine' ),
	'index-card',
	{ label: text(), tabs: many() },
	( props ) => (
		<>
			<TextControl
				label={ __(
					'Name of the tab list (for screen readers)',
					'vitrine'
				) }
				value={ String( props.attributes.label ?? '' ) }
				onChange={ ( label ) => props.setAttributes( { label } ) }
				__nextHasNoMarginBottom
			/>
			{ ListEditor(
				props,
				'tabs',
				{ title: '', content: '' },
				( tab, change ) => (
					<>
						<TextControl
							label={ __( 'Tab title', 'vitrine' ) }
							value={ String( tab.title ?? '' ) }
							onChange={ ( title ) => change( { title } ) }
							__nextHasNoMarginBottom
						/>
						<TextareaControl
							label={ __( 'Content', 'vitrine' ) }
							value={ String( tab.content ?? '' ) }
							onChange={ ( content ) => change( { content } ) }
							__nextHasNoMarginBottom
						/>
					</>
				),
				__( 'Add a tab', 'vitrine' )
			) }
		</>
	)
);

legacyServerBlock(
	'video-popup',
	__( 'Video popup', 'vitrine' ),
	'video-alt3',
	{ url: text(), label: text(), image: num( 0 ) },
	( { attributes, setAttributes } ) => (
		<>
			<TextControl
				label={ __(
					'Video link (YouTube, Vimeo or a video file)',
					'vitrine'
				) }
				type="url"
				value={ String( attributes.url ?? '' ) }
				onChange={ ( url ) => setAttributes( { url } ) }
				__nextHasNoMarginBottom
			/>
			<TextControl
				label={ __( 'Button label', 'vitrine' ) }
				value={ String( attributes.label ?? '' ) }
				onChange={ ( label ) => setAttributes( { label } ) }
				__nextHasNoMarginBottom
			/>
			<TextControl
				label={ __( 'Poster image (attachment id)', 'vitrine' ) }
				type="number"
				value={ String( attributes.image ?? 0 ) }
				onChange={ ( image ) =>
					setAttributes( { image: parseInt( image, 10 ) || 0 } )
				}
				__nextHasNoMarginBottom
			/>
		</>
	)
);
