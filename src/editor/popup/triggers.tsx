/**
 * The popup sidebar's triggers: what opens the popup.
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Triggers } from '../../lib/popup/triggers';
import { Choice, NumberField, TextField, Toggle, type Update } from './fields';
import {
	toggleEntry,
	TRIGGER_DEFAULTS,
	type PopupSettingsValue,
} from './settings';

export function TriggerPanel( {
	s,
	set,
}: {
	s: PopupSettingsValue;
	set: Update;
} ) {
	const t = s.triggers;
	const put = ( triggers: Triggers ) => set( { ...s, triggers } );
	const toggle = ( key: keyof Triggers, label: string ) => (
		<Toggle
			label={ label }
			checked={ t[ key ] !== undefined }
			onChange={ ( on ) =>
				put( toggleEntry( t, key, on, TRIGGER_DEFAULTS ) )
			}
		/>
	);
	return (
		<>
			{ toggle( 'pageLoad', __( 'On page load', 'vitrine' ) ) }
			{ t.pageLoad && (
				<NumberField
					label={ __( 'Delay (seconds)', 'vitrine' ) }
					value={ t.pageLoad.delay }
					onChange={ ( delay ) =>
						put( { ...t, pageLoad: { delay } } )
					}
				/>
			) }
			{ toggle( 'scrolling', __( 'On scroll', 'vitrine' ) ) }
			{ t.scrolling && (
				<>
					<Choice
						label={ __( 'Direction', 'vitrine' ) }
						value={ t.scrolling.direction }
						options={ [
							[
								'down',
								__(
									'Down, past a share of the page',
									'vitrine'
								),
							],
							[ 'up', __( 'Up', 'vitrine' ) ],
						] }
						onChange={ ( direction ) =>
							put( {
								...t,
								scrolling: {
									offset: t.scrolling?.offset ?? 10,
									direction,
								},
							} )
						}
					/>
					{ t.scrolling.direction === 'down' && (
						<NumberField
							label={ __( 'Within (%)', 'vitrine' ) }
							value={ t.scrolling.offset }
							onChange={ ( offset ) =>
								put( {
									...t,
									scrolling: { direction: 'down', offset },
								} )
							}
						/>
					) }
				</>
			) }
			{ toggle(
				'scrollingTo',
				__( 'On scrolling to an element', 'vitrine' )
			) }
			{ t.scrollingTo && (
				<TextField
					label={ __( 'Element (CSS selector)', 'vitrine' ) }
					value={ t.scrollingTo.selector }
					onChange={ ( selector ) =>
						put( { ...t, scrollingTo: { selector } } )
					}
				/>
			) }
			{ toggle( 'click', __( 'On clicks', 'vitrine' ) ) }
			{ t.click && (
				<NumberField
					min={ 1 }
					label={ __( 'Number of clicks', 'vitrine' ) }
					value={ t.click.times }
					onChange={ ( times ) => put( { ...t, click: { times } } ) }
				/>
			) }
			{ toggle( 'inactivity', __( 'After inactivity', 'vitrine' ) ) }
			{ t.inactivity && (
				<NumberField
					min={ 1 }
					label={ __( 'Seconds without activity', 'vitrine' ) }
					value={ t.inactivity.seconds }
					onChange={ ( seconds ) =>
						put( { ...t, inactivity: { seconds } } )
					}
				/>
			) }
			{ toggle( 'exitIntent', __( 'On exit intent', 'vitrine' ) ) }
		</>
	);
}
