/**
 * The popup sidebar's display conditions: where the popup may show.
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PopupSettingsValue } from './settings';
import { Choice, type Update } from './fields';
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
			<Choice
				label={ __( 'Show on', 'vitrine' ) }
				value={ c.include }
				options={ [
					[ 'none', __( 'Nowhere (draft)', 'vitrine' ) ],
					[ 'all', __( 'The whole site', 'vitrine' ) ],
					[ 'front', __( 'The front page', 'vitrine' ) ],
					[ 'posts', __( 'Every post', 'vitrine' ) ],
					[ 'pages', __( 'Every page', 'vitrine' ) ],
					[ 'ids', __( 'Chosen posts and pages', 'vitrine' ) ],
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
