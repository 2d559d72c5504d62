/**
 * The popup sidebar's timing rules: when, to whom and how often the popup shows.
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TimingRules } from '../../lib/popup/timing';
import {
	Checklist,
	Choice,
	NumberField,
	RuleGroup,
	TextField,
	Toggle,
	type Update,
} from './fields';
import {
	RULE_DEFAULTS,
	toggleEntry,
	type PopupSettingsValue,
} from './settings';

export function Timing( { s, set }: { s: PopupSettingsValue; set: Update } ) {
	const t = s.timing;
	const put = ( timing: TimingRules ) => set( { ...s, timing } );
	const toggle = ( key: keyof TimingRules, label: string ) => (
		<Toggle
			label={ label }
			checked={ t[ key ] !== undefined }
			onChange={ ( on ) =>
				put( toggleEntry( t, key, on, RULE_DEFAULTS ) )
			}
		/>
	);
	const schedule = (
		change: Partial< NonNullable< TimingRules[ 'schedule' ] > >
	) =>
		put( {
			...t,
			schedule: {
				...( t.schedule ?? RULE_DEFAULTS.schedule ),
				...change,
			},
		} );
	return (
		<>
			<RuleGroup legend={ __( 'When to show', 'vitrine' ) }>
				{ toggle( 'pageViews', __( 'After page views', 'vitrine' ) ) }
				{ t.pageViews && (
					<NumberField
						min={ 1 }
						label={ __( 'Page views since first seen', 'vitrine' ) }
						value={ t.pageViews.views }
						onChange={ ( views ) =>
							put( { ...t, pageViews: { views } } )
						}
					/>
				) }
				{ toggle( 'sessions', __( 'After sessions', 'vitrine' ) ) }
				{ t.sessions && (
					<NumberField
						min={ 1 }
						label={ __( 'Sessions since first seen', 'vitrine' ) }
						value={ t.sessions.sessions }
						onChange={ ( sessions ) =>
							put( { ...t, sessions: { sessions } } )
						}
					/>
				) }
				{ toggle( 'schedule', __( 'Schedule', 'vitrine' ) ) }
				{ t.schedule && (
					<>
						<TextField
							type="datetime-local"
							label={ __( 'Starts', 'vitrine' ) }
							value={ t.schedule.start }
							onChange={ ( start ) => schedule( { start } ) }
						/>
						<TextField
							type="datetime-local"
							label={ __( 'Ends', 'vitrine' ) }
							value={ t.schedule.end }
							onChange={ ( end ) => schedule( { end } ) }
						/>
						<Choice
							label={ __( 'Time zone', 'vitrine' ) }
							value={ t.schedule.timezone }
							options={ [
								[ 'site', __( "The site's", 'vitrine' ) ],
								[ 'visitor', __( "The visitor's", 'vitrine' ) ],
							] }
							onChange={ ( timezone ) =>
								schedule( { timezone } )
							}
						/>
					</>
				) }
			</RuleGroup>
			<RuleGroup legend={ __( 'Who sees it', 'vitrine' ) }>
				{ toggle(
					'loggedIn',
					__( 'Hide from logged-in users', 'vitrine' )
				) }
				{ t.loggedIn && (
					<>
						<Choice
							label={ __( 'Hide from', 'vitrine' ) }
							value={ t.loggedIn.users }
							options={ [
								[
									'all',
									__( 'Every logged-in user', 'vitrine' ),
								],
								[ 'custom', __( 'These roles', 'vitrine' ) ],
							] }
							onChange={ ( users ) =>
								put( {
									...t,
									loggedIn: {
										roles: t.loggedIn?.roles ?? [],
										users,
									},
								} )
							}
						/>
						{ t.loggedIn.users === 'custom' && (
							<TextField
								label={ __(
									'Roles (comma separated)',
									'vitrine'
								) }
								value={ t.loggedIn.roles.join( ', ' ) }
								onChange={ ( text ) =>
									put( {
										...t,
										loggedIn: {
											users: 'custom',
											roles: text
												.split( /[\s,]+/ )
												.filter( Boolean ),
										},
									} )
								}
							/>
						) }
					</>
				) }
				{ toggle( 'devices', __( 'Devices', 'vitrine' ) ) }
				{ t.devices && (
					<Checklist
						options={ [
							[ 'desktop', __( 'Desktop', 'vitrine' ) ],
							[ 'tablet', __( 'Tablet', 'vitrine' ) ],
							[ 'mobile', __( 'Mobile', 'vitrine' ) ],
						] }
						value={ t.devices.devices }
						onChange={ ( devices ) =>
							put( { ...t, devices: { devices } } )
						}
					/>
				) }
				{ toggle( 'browsers', __( 'Browsers', 'vitrine' ) ) }
				{ t.browsers && (
					<Checklist
						options={ [
							[ 'chrome', 'Chrome' ],
							[ 'edge', 'Edge' ],
							[ 'firefox', 'Firefox' ],
							[ 'safari', 'Safari' ],
							[ 'ie', 'Internet Explorer' ],
						] }
						value={
							t.browsers.browsers === 'all'
								? []
								: t.browsers.browsers
						}
						onChange={ ( browsers ) =>
							put( {
								...t,
								browsers: {
									browsers: browsers.length
										? browsers
										: 'all',
								},
							} )
						}
					/>
				) }
				{ toggle( 'sources', __( 'Traffic source', 'vitrine' ) ) }
				{ t.sources && (
					<Checklist
						options={ [
							[ 'internal', __( 'Internal links', 'vitrine' ) ],
							[
								'external',
								__( 'Other sites and direct', 'vitrine' ),
							],
							[ 'search', __( 'Search engines', 'vitrine' ) ],
						] }
						value={ t.sources.sources }
						onChange={ ( sources ) =>
							put( { ...t, sources: { sources } } )
						}
					/>
				) }
				{ toggle( 'url', __( 'Arriving from', 'vitrine' ) ) }
				{ t.url && (
					<>
						<Choice
							label={ __( 'Referrer', 'vitrine' ) }
							value={ t.url.action }
							options={ [
								[ 'show', __( 'contains', 'vitrine' ) ],
								[ 'hide', __( 'does not contain', 'vitrine' ) ],
								[
									'regex',
									__(
										'matches the regular expression',
										'vitrine'
									),
								],
							] }
							onChange={ ( action ) =>
								put( {
									...t,
									url: { value: t.url?.value ?? '', action },
								} )
							}
						/>
						<TextField
							label={ __( 'Text or expression', 'vitrine' ) }
							value={ t.url.value }
							onChange={ ( value ) =>
								put( {
									...t,
									url: {
										action: t.url?.action ?? 'show',
										value,
									},
								} )
							}
						/>
					</>
				) }
			</RuleGroup>
			<RuleGroup legend={ __( 'How often', 'vitrine' ) }>
				{ toggle( 'times', __( 'Show limit', 'vitrine' ) ) }
				{ t.times && (
					<>
						<NumberField
							min={ 1 }
							label={ __( 'At most', 'vitrine' ) }
							value={ t.times.times }
							onChange={ ( times ) =>
								put( {
									...t,
									times: {
										period: t.times?.period ?? 'day',
										times,
									},
								} )
							}
						/>
						<Choice
							label={ __( 'Per', 'vitrine' ) }
							value={ t.times.period }
							options={ [
								[ 'session', __( 'session', 'vitrine' ) ],
								[ 'day', __( 'day', 'vitrine' ) ],
								[ 'week', __( 'week', 'vitrine' ) ],
								[ 'month', __( 'month', 'vitrine' ) ],
								[ 'overall', __( 'ever', 'vitrine' ) ],
							] }
							onChange={ ( period ) =>
								put( {
									...t,
									times: {
										times: t.times?.times ?? 1,
										period,
									},
								} )
							}
						/>
					</>
				) }
			</RuleGroup>
		</>
	);
}
