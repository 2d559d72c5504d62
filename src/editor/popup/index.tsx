/**
 * The Popup post type's sidebar in the block editor: display conditions, timing rules,
 * triggers, closing and content source, written to the `_vitrine_popup` meta (PHP
 * `PopupSettings` sanitises it again on save).
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';
import type { ComponentType, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { Closing } from './closing';
import { Conditions } from './conditions';
import type { Update } from './fields';
import { PopupPreview } from './preview';
import { parseSettings } from './settings';
import { Timing } from './timing';
import { TriggerPanel } from './triggers';

const META_KEY = '_vitrine_popup';

// Core's editor, plugins and data packages, used through their globals (PHP lists them as
// dependencies), so the sidebar adds no package to the project.
declare const wp: {
	data: {
		useSelect: < T >(
			pick: ( select: ( store: string ) => any ) => T,
			deps: unknown[]
		) => T;
		useDispatch: ( store: string ) => any;
	};
	plugins: {
		registerPlugin: (
			name: string,
			settings: { render: ComponentType }
		) => void;
	};
	editor: {
		PluginDocumentSettingPanel: ComponentType< {
			name: string;
			title: string;
			children: ReactNode;
		} >;
	};
};

function PopupSidebar() {
	const stored = wp.data.useSelect(
		( select ) =>
			(
				select( 'core/editor' ) as {
					getEditedPostAttribute: ( key: string ) => unknown;
				}
			 ).getEditedPostAttribute( 'meta' ) as Record< string, unknown >,
		[]
	);
	const { title, content } = wp.data.useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as {
			getEditedPostAttribute: ( key: string ) => unknown;
			getEditedPostContent: () => string;
		};
		return {
			title: String( editor.getEditedPostAttribute( 'title' ) ?? '' ),
			content: editor.getEditedPostContent(),
		};
	}, [] );
	const { editPost } = wp.data.useDispatch( 'core/editor' ) as {
		editPost: ( edits: object ) => void;
	};
	const settings = parseSettings( stored?.[ META_KEY ] );
	const set: Update = ( next ) =>
		editPost( { meta: { [ META_KEY ]: JSON.stringify( next ) } } );
	const Panel = wp.editor.PluginDocumentSettingPanel;
	return (
		<>
			<Panel
				name="vitrine-popup-preview"
				title={ __( 'Preview', 'vitrine' ) }
			>
				<PopupPreview
					settings={ settings }
					title={ title }
					content={ content }
				/>
			</Panel>
			<Panel
				name="vitrine-popup-conditions"
				title={ __( 'Display conditions', 'vitrine' ) }
			>
				<Conditions s={ settings } set={ set } />
			</Panel>
			<Panel
				name="vitrine-popup-timing"
				title={ __( 'Timing rules', 'vitrine' ) }
			>
				<Timing s={ settings } set={ set } />
			</Panel>
			<Panel
				name="vitrine-popup-triggers"
				title={ __( 'Triggers', 'vitrine' ) }
			>
				<TriggerPanel s={ settings } set={ set } />
			</Panel>
			<Panel
				name="vitrine-popup-closing"
				title={ __( 'Closing and content', 'vitrine' ) }
			>
				<Closing s={ settings } set={ set } />
			</Panel>
		</>
	);
}

wp.plugins.registerPlugin( 'vitrine-popup-settings', { render: PopupSidebar } );
