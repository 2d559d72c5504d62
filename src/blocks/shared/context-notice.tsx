/**
 * What the blocks that only make sense in a context share in the editor: the settings the
 * server hands over to tell that context (block_editor_settings_all), and the notice shown where
 * it is missing, instead of a control that would not work there.
 */

/**
 * External dependencies
 */
import { Notice } from '@wordpress/components';
import { useSelect } from '@wordpress/data';

/**
 * One of the editor settings the plugin adds (`vitrine…` keys), or the fallback before they
 * arrive or where another editor leaves them out.
 * @param key      Setting name.
 * @param fallback Its value when absent.
 */
export function useEditorSetting< T >( key: string, fallback: T ): T {
	const value = useSelect(
		( select ) =>
			(
				select( 'core/block-editor' ) as {
					getSettings: () => Record< string, unknown >;
				}
			 ).getSettings()[ key ],
		[ key ]
	);
	return value === undefined ? fallback : ( value as T );
}

/**
 * Says where a block works, in its place in the canvas.
 * @param props          Props.
 * @param props.children The explanation (translated).
 */
export function ContextNotice( { children }: { children: string } ) {
	return (
		<Notice
			status="warning"
			isDismissible={ false }
			className="vitrine-context-notice"
		>
			{ children }
		</Notice>
	);
}
