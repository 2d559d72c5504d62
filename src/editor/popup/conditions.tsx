/**
 * The popup sidebar's display conditions: where the popup may show.
 */

/**
 * External dependencies
 */
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PopupSettingsValue } from './settings';
import type { Update } from './fields';
import { PostPicker } from './post-picker';

export function Conditions( {
	s,
	set,
}: {
	s: PopupSettingsValue;
	set: Update;
} ) {
	const c = s.conditions;
	return (
		<>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Show on', 'vitrine' ) }
				value={ c.include }
				options={ [
					{
						value: 'none',
						label: __( 'Nowhere (draft)', 'vitrine' ),
					},
					{ value: 'all', label: __( 'The whole site', 'vitrine' ) },
					{
						value: 'front',
						label: __( 'The front page', 'vitrine' ),
					},
					{ value: 'posts', label: __( 'Every post', 'vitrine' ) },
					{ value: 'pages', label: __( 'Every page', 'vitrine' ) },
					{
						value: 'ids',
						label: __( 'Chosen posts and pages', 'vitrine' ),
					},
				] }
				onChange={ ( include ) =>
					set( { ...s, conditions: { ...c, include } } )
				}
			/>
			{ c.include === 'ids' && (
				<PostPicker
					label={ __( 'Posts and pages', 'vitrine' ) }
					help={ __(
						'Type part of a title, then choose from the list.',
						'vitrine'
					) }
					value={ c.ids }
					onChange={ ( ids ) =>
						set( { ...s, conditions: { ...c, ids } } )
					}
				/>
			) }
			<PostPicker
				label={ __( 'Except on', 'vitrine' ) }
				value={ c.exclude }
				onChange={ ( exclude ) =>
					set( { ...s, conditions: { ...c, exclude } } )
				}
			/>
		</>
	);
}
