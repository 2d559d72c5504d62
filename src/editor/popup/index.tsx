/**
 * The Popup post type's sidebar in the block editor: display conditions, timing rules,
 * triggers, closing and content source, written to the `_vitrine_popup` meta (PHP
 * `PopupSettings` sanitises it again on save).
 */

/**
 * External dependencies
 */
import {
	CheckboxControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ComponentType, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { TimingRules } from '../../lib/popup/timing';
import type { Triggers } from '../../lib/popup/triggers';
import { PopupPreview } from './preview';
import { PostPicker } from './post-picker';
import {
	parseSettings,
	RULE_DEFAULTS,
	toggleEntry,
	TRIGGER_DEFAULTS,
	type PopupSettingsValue,
} from './settings';

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

type Update = ( next: PopupSettingsValue ) => void;

function Toggle( props: {
	label: string;
	checked: boolean;
	onChange: ( on: boolean ) => void;
} ) {
	return <ToggleControl __nextHasNoMarginBottom { ...props } />;
}

function NumberField( props: {
	label: string;
	value: number;
	onChange: ( value: number ) => void;
	min?: number;
} ) {
	return (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			type="number"
			min={ props.min ?? 0 }
			label={ props.label }
			value={ String( props.value ) }
			onChange={ ( value ) => props.onChange( Number( value ) || 0 ) }
		/>
	);
}

function Checklist< T extends string >( props: {
	options: Array< [ T, string ] >;
	value: T[];
	onChange: ( value: T[] ) => void;
} ) {
	return (
		<>
			{ props.options.map( ( [ value, label ] ) => (
				<CheckboxControl
					__nextHasNoMarginBottom
					key={ value }
					label={ label }
					checked={ props.value.includes( value ) }
					onChange={ ( on ) =>
						props.onChange(
							on
								? [ ...props.value, value ]
								: props.value.filter( ( v ) => v !== value )
						)
					}
				/>
			) ) }
		</>
	);
}

/**
 * A set of related rules under its own legend, so the panel reads as a few questions
 * instead of one long list of switches.
 * @param props
 * @param props.legend
 * @param props.children
 */
function RuleGroup( props: { legend: string; children: ReactNode } ) {
	return (
		<fieldset className="vitrine-popup-rules">
			<legend className="vitrine-popup-rules__legend">
				{ props.legend }
			</legend>
			{ props.children }
		</fieldset>
	);
}

function Conditions( { s, set }: { s: PopupSettingsValue; set: Update } ) {
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

function Timing( { s, set }: { s: PopupSettingsValue; set: Update } ) {
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
						{ ( [ 'start', 'end' ] as const ).map( ( edge ) => (
							<TextControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
								key={ edge }
								type="datetime-local"
								label={
									edge === 'start'
										? __( 'Starts', 'vitrine' )
										: __( 'Ends', 'vitrine' )
								}
								value={ t.schedule?.[ edge ] ?? '' }
								onChange={ ( value ) =>
									put( {
										...t,
										schedule: {
											...( t.schedule ??
												RULE_DEFAULTS.schedule ),
											[ edge ]: value,
										},
									} )
								}
							/>
						) ) }
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Time zone', 'vitrine' ) }
							value={ t.schedule.timezone }
							options={ [
								{
									value: 'site',
									label: __( "The site's", 'vitrine' ),
								},
								{
									value: 'visitor',
									label: __( "The visitor's", 'vitrine' ),
								},
							] }
							onChange={ ( timezone ) =>
								put( {
									...t,
									schedule: {
										...( t.schedule ??
											RULE_DEFAULTS.schedule ),
										timezone,
									},
								} )
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
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Hide from', 'vitrine' ) }
							value={ t.loggedIn.users }
							options={ [
								{
									value: 'all',
									label: __(
										'Every logged-in user',
										'vitrine'
									),
								},
								{
									value: 'custom',
									label: __( 'These roles', 'vitrine' ),
								},
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
							<TextControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
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
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Referrer', 'vitrine' ) }
							value={ t.url.action }
							options={ [
								{
									value: 'show',
									label: __( 'contains', 'vitrine' ),
								},
								{
									value: 'hide',
									label: __( 'does not contain', 'vitrine' ),
								},
								{
									value: 'regex',
									label: __(
										'matches the regular expression',
										'vitrine'
									),
								},
							] }
							onChange={ ( action ) =>
								put( {
									...t,
									url: { value: t.url?.value ?? '', action },
								} )
							}
						/>
						<TextControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
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
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Per', 'vitrine' ) }
							value={ t.times.period }
							options={ [
								{
									value: 'session',
									label: __( 'session', 'vitrine' ),
								},
								{ value: 'day', label: __( 'day', 'vitrine' ) },
								{
									value: 'week',
									label: __( 'week', 'vitrine' ),
								},
								{
									value: 'month',
									label: __( 'month', 'vitrine' ),
								},
								{
									value: 'overall',
									label: __( 'ever', 'vitrine' ),
								},
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

function TriggerPanel( { s, set }: { s: PopupSettingsValue; set: Update } ) {
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
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Direction', 'vitrine' ) }
						value={ t.scrolling.direction }
						options={ [
							{
								value: 'down',
								label: __(
									'Down, past a share of the page',
									'vitrine'
								),
							},
							{ value: 'up', label: __( 'Up', 'vitrine' ) },
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
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
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

function Closing( { s, set }: { s: PopupSettingsValue; set: Update } ) {
	const c = s.close;
	const put = ( close: Partial< PopupSettingsValue[ 'close' ] > ) =>
		set( { ...s, close: { ...c, ...close } } );
	return (
		<>
			<Toggle
				label={ __( 'Close on a click outside', 'vitrine' ) }
				checked={ c.backdrop }
				onChange={ ( backdrop ) => put( { backdrop } ) }
			/>
			<Toggle
				label={ __( 'Close on Escape', 'vitrine' ) }
				checked={ c.escape }
				onChange={ ( escape ) => put( { escape } ) }
			/>
			<Toggle
				label={ __( 'Offer "Do not show this again"', 'vitrine' ) }
				checked={ c.dontShowAgain }
				onChange={ ( dontShowAgain ) => put( { dontShowAgain } ) }
			/>
			<NumberField
				label={ __(
					'Close by itself after (seconds, 0 = never)',
					'vitrine'
				) }
				value={ c.autoClose }
				onChange={ ( autoClose ) => put( { autoClose } ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Content', 'vitrine' ) }
				value={ s.type }
				options={ [
					{
						value: 'content',
						label: __( 'The blocks of this popup', 'vitrine' ),
					},
					{
						value: 'url',
						label: __( 'A page of this site', 'vitrine' ),
					},
				] }
				onChange={ ( type ) => set( { ...s, type } ) }
			/>
			{ s.type === 'url' && (
				<>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						type="url"
						label={ __( 'Page address', 'vitrine' ) }
						value={ s.url }
						onChange={ ( url ) => set( { ...s, url } ) }
					/>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __(
							'Only this part (CSS selector, optional)',
							'vitrine'
						) }
						value={ s.selector }
						onChange={ ( selector ) => set( { ...s, selector } ) }
					/>
				</>
			) }
		</>
	);
}

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
