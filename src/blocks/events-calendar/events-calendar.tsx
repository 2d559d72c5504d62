/**
 * The events calendar: month, week and list views, previous / next / today, and the upcoming
 * events beside it. The month is a grid in which one day is in the tab order: the arrow keys
 * move by a day or a week, Home/End to the week's ends, PageUp/PageDown by a month. An event
 * with a link opens it; any other opens a popover with its details (Escape or the close button
 * close it, and focus returns to the event).
 */

/**
 * External dependencies
 */
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import {
	addDays,
	addMonths,
	eventsOn,
	monthGrid,
	parts,
	startOfWeek,
	todayIn,
	upcoming,
	type CalendarEvent,
} from '../../lib/calendar';
import { dateTimeFormat } from '../../lib/intl-formats';
import { EventDetails } from './event-details';

export interface EventItem extends CalendarEvent {
	link: string;
	target: '_self' | '_blank';
	rel: string;
	before: string;
	after: string;
	excerpt: string;
}

export type View = 'month' | 'week' | 'list';

export interface EventsCalendarProps {
	id: string;
	label: string;
	view: View;
	weekStart: number;
	timeZone: string;
	upcoming: number;
	events: EventItem[];
}

const MOVES: Record< string, ( day: string, weekStart: number ) => string > = {
	ArrowRight: ( day ) => addDays( day, 1 ),
	ArrowLeft: ( day ) => addDays( day, -1 ),
	ArrowDown: ( day ) => addDays( day, 7 ),
	ArrowUp: ( day ) => addDays( day, -7 ),
	Home: ( day, weekStart ) => startOfWeek( day, weekStart ),
	End: ( day, weekStart ) => addDays( startOfWeek( day, weekStart ), 6 ),
	PageDown: ( day ) => {
		const [ , , d ] = parts( day );
		const next = addMonths( day, 1 );
		return addDays( next, Math.min( d, 28 ) - 1 );
	},
	PageUp: ( day ) => {
		const [ , , d ] = parts( day );
		return addDays( addMonths( day, -1 ), Math.min( d, 28 ) - 1 );
	},
};

function format( date: string, options: Intl.DateTimeFormatOptions ) {
	const [ y, m, d ] = parts( date );
	return dateTimeFormat( document.documentElement.lang, {
		...options,
		timeZone: 'UTC',
	} ).format( new Date( Date.UTC( y, m - 1, d ) ) );
}

export function eventName( event: EventItem ): string {
	return [ event.before, event.title, event.after ]
		.filter( Boolean )
		.join( ' ' );
}

export function EventsCalendar( props: EventsCalendarProps ) {
	const { id, weekStart, timeZone, events } = props;
	const today = useMemo(
		() => todayIn( new Date(), timeZone ),
		[ timeZone ]
	);
	const [ view, setView ] = useState< View >( props.view );
	const [ focused, setFocused ] = useState( today );
	const [ open, setOpen ] = useState< {
		event: EventItem;
		opener: HTMLElement;
	} | null >( null );
	const [ moved, setMoved ] = useState( false );
	const grid = useRef< HTMLDivElement >( null );
	const returnFocus = useRef< HTMLElement | null >( null );

	// Focus goes back to the event once the popover (a modal dialog) is gone.
	useEffect( () => {
		if ( ! open && returnFocus.current ) {
			returnFocus.current.focus();
			returnFocus.current = null;
		}
	}, [ open ] );

	useEffect( () => {
		if ( moved ) {
			grid.current
				?.querySelector< HTMLElement >( `[data-date="${ focused }"]` )
				?.focus();
		}
	}, [ focused, moved ] );

	const weeks =
		view === 'month'
			? monthGrid( focused, weekStart )
			: [
					Array.from( { length: 7 }, ( _, i ) =>
						addDays( startOfWeek( focused, weekStart ), i )
					),
				];
	const month = parts( focused )[ 1 ];
	const title =
		view === 'week'
			? `${ format( weeks[ 0 ]![ 0 ]!, { day: 'numeric', month: 'short' } ) } – ${ format(
					weeks[ 0 ]![ 6 ]!,
					{ day: 'numeric', month: 'short', year: 'numeric' }
				) }`
			: format( focused, { month: 'long', year: 'numeric' } );

	const step = ( direction: 1 | -1 ) => {
		setMoved( false );
		setFocused( ( day ) =>
			view === 'week'
				? addDays( day, 7 * direction )
				: addMonths( day, direction )
		);
	};

	const onGridKey = ( event: KeyboardEvent< HTMLDivElement > ) => {
		const move = MOVES[ event.key ];
		if ( move && ( event.target as HTMLElement ).dataset.date ) {
			event.preventDefault();
			setMoved( true );
			setFocused( ( day ) => move( day, weekStart ) );
		}
	};

	const eventButton = ( event: EventItem, withTime = true ) =>
		event.link ? (
			<a
				className="vitrine-calendar__event"
				href={ event.link }
				target={ event.target }
				rel={ event.rel || undefined }
			>
				{ withTime && ! event.allDay && (
					<span className="vitrine-calendar__time">
						{ event.start.slice( 11 ) }
					</span>
				) }
				{ eventName( event ) }
			</a>
		) : (
			<button
				type="button"
				className="vitrine-calendar__event"
				aria-haspopup="dialog"
				onClick={ ( click ) =>
					setOpen( { event, opener: click.currentTarget } )
				}
			>
				{ withTime && ! event.allDay && (
					<span className="vitrine-calendar__time">
						{ event.start.slice( 11 ) }
					</span>
				) }
				{ eventName( event ) }
			</button>
		);

	const days = weeks.flat();
	const listed =
		view === 'list'
			? monthGrid( focused, weekStart )
					.flat()
					.filter( ( day ) => parts( day )[ 1 ] === month )
					.map( ( day ) => ( {
						day,
						items: eventsOn( events, day ),
					} ) )
					.filter( ( { items } ) => items.length )
			: [];
	const soon = upcoming(
		events,
		Math.floor( Date.now() / 1000 ),
		today,
		props.upcoming
	);

	return (
		<>
			<div className="vitrine-calendar__toolbar">
				<div className="vitrine-calendar__nav">
					<button type="button" onClick={ () => step( -1 ) }>
						{ view === 'week'
							? __( 'Previous week', 'vitrine' )
							: __( 'Previous month', 'vitrine' ) }
					</button>
					<button
						type="button"
						onClick={ () => {
							setMoved( false );
							setFocused( today );
						} }
					>
						{ __( 'Today', 'vitrine' ) }
					</button>
					<button type="button" onClick={ () => step( 1 ) }>
						{ view === 'week'
							? __( 'Next week', 'vitrine' )
							: __( 'Next month', 'vitrine' ) }
					</button>
				</div>
				<h3
					className="vitrine-calendar__title"
					id={ `${ id }-title` }
					aria-live="polite"
				>
					{ title }
				</h3>
				<div
					className="vitrine-calendar__views"
					role="group"
					aria-label={ __( 'View', 'vitrine' ) }
				>
					{ (
						[
							[ 'month', __( 'Month', 'vitrine' ) ],
							[ 'week', __( 'Week', 'vitrine' ) ],
							[ 'list', __( 'List', 'vitrine' ) ],
						] as const
					 ).map( ( [ value, name ] ) => (
						<button
							key={ value }
							type="button"
							aria-pressed={ view === value }
							onClick={ () => setView( value ) }
						>
							{ name }
						</button>
					) ) }
				</div>
			</div>
			{ view === 'list' ? (
				<div className="vitrine-calendar__list">
					{ listed.length ? (
						<ul aria-labelledby={ `${ id }-title` }>
							{ listed.map( ( { day, items } ) => (
								<li key={ day }>
									<h4 className="vitrine-calendar__list-day">
										{ format( day, {
											weekday: 'long',
											day: 'numeric',
											month: 'long',
										} ) }
									</h4>
									<ul>
										{ items.map( ( event ) => (
											<li key={ event.id }>
												{ eventButton( event ) }
											</li>
										) ) }
									</ul>
								</li>
							) ) }
						</ul>
					) : (
						<p>{ __( 'No events this month.', 'vitrine' ) }</p>
					) }
				</div>
			) : (
				// The days inside are focusable (one in the tab order); their keys bubble here.
				// eslint-disable-next-line jsx-a11y/interactive-supports-focus
				<div
					ref={ grid }
					className={ `vitrine-calendar__grid is-${ view }` }
					role="grid"
					aria-labelledby={ `${ id }-title` }
					onKeyDown={ onGridKey }
				>
					<div className="vitrine-calendar__row" role="row">
						{ days.slice( 0, 7 ).map( ( day ) => (
							<div
								key={ day }
								className="vitrine-calendar__weekday"
								role="columnheader"
							>
								<abbr
									title={ format( day, { weekday: 'long' } ) }
								>
									{ format( day, { weekday: 'short' } ) }
								</abbr>
							</div>
						) ) }
					</div>
					{ weeks.map( ( week ) => (
						<div
							key={ week[ 0 ] }
							className="vitrine-calendar__row"
							role="row"
						>
							{ week.map( ( day ) => {
								const items = eventsOn( events, day );
								const classes = [
									'vitrine-calendar__day',
									parts( day )[ 1 ] !== month &&
									view === 'month'
										? 'is-outside'
										: '',
									day === today ? 'is-today' : '',
								]
									.filter( Boolean )
									.join( ' ' );
								return (
									<div
										key={ day }
										className={ classes }
										role="gridcell"
										aria-current={
											day === today ? 'date' : undefined
										}
									>
										<span
											className="vitrine-calendar__date"
											data-date={ day }
											tabIndex={
												day === focused ? 0 : -1
											}
											aria-label={ format( day, {
												weekday: 'long',
												day: 'numeric',
												month: 'long',
												year: 'numeric',
											} ) }
										>
											{ parts( day )[ 2 ] }
										</span>
										{ items.length > 0 && (
											<ul className="vitrine-calendar__events">
												{ items.map( ( event ) => (
													<li key={ event.id }>
														{ eventButton( event ) }
													</li>
												) ) }
											</ul>
										) }
									</div>
								);
							} ) }
						</div>
					) ) }
				</div>
			) }
			{ props.upcoming > 0 && (
				<section className="vitrine-calendar__upcoming">
					<h3 className="vitrine-upcoming__title">
						{ __( 'Upcoming events', 'vitrine' ) }
					</h3>
					{ soon.length ? (
						<ul className="vitrine-upcoming">
							{ soon.map( ( event ) => (
								<li
									key={ event.id }
									className="vitrine-upcoming__item"
								>
									<time className="vitrine-upcoming__date">
										{ format( event.start, {
											day: 'numeric',
											month: 'short',
										} ) }
										{ event.allDay
											? ''
											: `, ${ event.start.slice( 11 ) }` }
									</time>{ ' ' }
									{ eventButton( event, false ) }
								</li>
							) ) }
						</ul>
					) : (
						<p>{ __( 'No upcoming events.', 'vitrine' ) }</p>
					) }
				</section>
			) }
			{ open && (
				<EventDetails
					event={ open.event }
					onClose={ () => {
						returnFocus.current = open.opener;
						setOpen( null );
					} }
				/>
			) }
		</>
	);
}
