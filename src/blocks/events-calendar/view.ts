/**
 * Internal dependencies
 */
import { defineWidget } from '../../runtime/widget';
import { int, isRecord, list, str } from '../../lib/props';
import {
	EventsCalendar,
	type EventItem,
	type EventsCalendarProps,
} from './events-calendar';

const DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/;

export function parseEventsCalendarProps(
	raw: unknown
): EventsCalendarProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) ) {
		return null;
	}
	const events = list( raw.events, ( event ): EventItem | null =>
		DATE.test( str( event.start ) ) && str( event.title )
			? {
					id: int( event.id ),
					title: str( event.title ),
					start: str( event.start ),
					end: DATE.test( str( event.end ) )
						? str( event.end )
						: str( event.start ),
					allDay: event.allDay === true,
					startAt: int( event.startAt ),
					link: str( event.link ),
					target: event.target === '_blank' ? '_blank' : '_self',
					rel: str( event.rel ),
					before: str( event.before ),
					after: str( event.after ),
					excerpt: str( event.excerpt ),
				}
			: null
	);
	const view = [ 'month', 'week', 'list' ].includes( str( raw.view ) )
		? ( str( raw.view ) as EventsCalendarProps[ 'view' ] )
		: 'month';
	return {
		id: str( raw.id ),
		label: str( raw.label ),
		view,
		weekStart: Math.min( 6, Math.max( 0, int( raw.weekStart, 1 ) ) ),
		timeZone: str( raw.timeZone ),
		upcoming: Math.max( 0, int( raw.upcoming, 5 ) ),
		events,
	};
}

export default defineWidget( {
	parseProps: parseEventsCalendarProps,
	Component: EventsCalendar,
} );
