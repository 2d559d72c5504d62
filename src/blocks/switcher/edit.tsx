/**
 * The sidebar of the Content switcher block (the server renders its preview).
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type EditProps, ListEditor } from '../shared/server-block';
import { sectionFields, textField } from '../shared/fields';

const Controls = ( props: EditProps ) => (
	<>
		{ textField(
			props,
			'label',
			__( 'Name of the switch (for screen readers)', 'vitrine' ),
			__( 'Empty: the second title.', 'vitrine' )
		) }
		{ ListEditor(
			props,
			'items',
			{ title: '', content: '' },
			sectionFields,
			__( 'Add a content (two are shown)', 'vitrine' )
		) }
	</>
);

export default Controls;
