/**
 * The events calendar's rules, free of the DOM. Days are calendar dates (`YYYY-MM-DD`) and
 * events carry wall-clock times of the site's time zone, so an event sits on the same day for
 * every visitor whatever their own time zone; "today" is computed in the site's zone too.
 */

export interface CalendarEvent {
	id: number;
	title: string;
	start: string; // YYYY-MM-DD or YYYY-MM-DD HH:MM, site time.
	end: string; // Same form; all-day ends are inclusive dates.
	allDay: boolean;
	startAt: number; // Unix seconds.
}

const pad = ( value: number ) => String( value ).padStart( 2, '0' );

/**
 * A date as `YYYY-MM-DD` (computed in UTC, so the browser's zone never moves it).
 * @param year  Year.
 * @param month Month, 1–12 (overflow rolls over).
 * @param day   Day (overflow rolls over).
 */
export function isoDate( year: number, month: number, day: number ): string {
	const date = new Date( Date.UTC( year, month - 1, day ) );
	return `${ date.getUTCFullYear() }-${ pad( date.getUTCMonth() + 1 ) }-${ pad(
		date.getUTCDate()
	) }`;
}

/**
 * Parts of a `YYYY-MM-DD` date.
 * @param date Date.
 */
export function parts( date: string ): [ number, number, number ] {
	const [ y = 1970, m = 1, d = 1 ] = date
		.slice( 0, 10 )
		.split( '-' )
		.map( Number );
	return [ y, m, d ];
}

/**
 * A date moved by some days.
 * @param date Date.
 * @param days Days (negative: back).
 */
export function addDays( date: string, days: number ): string {
	const [ y, m, d ] = parts( date );
	return isoDate( y, m, d + days );
}

/**
 * The first day of the month some months away, as `YYYY-MM-01`.
 * @param date   Any date in the month.
 * @param months Months (negative: back).
 */
export function addMonths( date: string, months: number ): string {
	const [ y, m ] = parts( date );
	return isoDate( y, m + months, 1 );
}

/**
 * Day of the week, 0 = Sunday.
 * @param date Date.
 */
export function weekday( date: string ): number {
	const [ y, m, d ] = parts( date );
	return new Date( Date.UTC( y, m - 1, d ) ).getUTCDay();
}

/**
 * The first day of the week holding `date`.
 * @param date      Date.
 * @param weekStart First day of the week, 0 = Sunday, 1 = Monday.
 */
export function startOfWeek( date: string, weekStart: number ): string {
	return addDays( date, -( ( weekday( date ) - weekStart + 7 ) % 7 ) );
}

/**
 * A month as weeks of seven dates, from the week holding its first day to the week holding
 * its last (4 to 6 weeks).
 * @param date      Any date in the month.
 * @param weekStart First day of the week.
 */
export function monthGrid( date: string, weekStart: number ): string[][] {
	const first = addMonths( date, 0 );
	const last = addDays( addMonths( date, 1 ), -1 );
	const weeks: string[][] = [];
	for (
		let day = startOfWeek( first, weekStart );
		day <= last;
		day = addDays( day, 7 )
	) {
		weeks.push(
			Array.from( { length: 7 }, ( _, i ) => addDays( day, i ) )
		);
	}
	return weeks;
}

/**
 * The last day an event covers: all-day ends are inclusive; a timed event ending at midnight
 * exactly does not cover the next day.
 * @param event Event.
 */
export function lastDay( event: CalendarEvent ): string {
	const endDay = event.end.slice( 0, 10 ) || event.start.slice( 0, 10 );
	if (
		! event.allDay &&
		event.end.slice( 11 ) === '00:00' &&
		endDay > event.start.slice( 0, 10 )
	) {
		return addDays( endDay, -1 );
	}
	return endDay < event.start.slice( 0, 10 )
		? event.start.slice( 0, 10 )
		: endDay;
}

/**
 * The events on a day, those starting earlier (multi-day) included, all-day first, then by
 * start.
 * @param events Events.
 * @param day    Date.
 */
export function eventsOn< E extends CalendarEvent >(
	events: readonly E[],
	day: string
): E[] {
	return events
		.filter(
			( event ) =>
				event.start.slice( 0, 10 ) <= day && lastDay( event ) >= day
		)
		.sort(
			( a, b ) =>
				Number( b.allDay ) - Number( a.allDay ) ||
				a.start.localeCompare( b.start ) ||
				a.id - b.id
		);
}

/**
 * Today's date in a time zone (the site's), e.g. while it is already tomorrow in Auckland.
 * @param now      The current instant.
 * @param timeZone IANA zone name, or '' for UTC.
 */
export function todayIn( now: Date, timeZone: string ): string {
	try {
		const values = Object.fromEntries(
			new Intl.DateTimeFormat( 'en-CA', {
				timeZone: timeZone || 'UTC',
				year: 'numeric',
				month: '2-digit',
				day: '2-digit',
			} )
				.formatToParts( now )
				.map( ( part ) => [ part.type, part.value ] )
		);
		return `${ values.year }-${ values.month }-${ values.day }`;
	} catch {
		return now.toISOString().slice( 0, 10 );
	}
}

/**
 * Events not yet ended, soonest first.
 * @param events Events.
 * @param now    Current Unix time in seconds.
 * @param today  Today's date in the site's zone.
 * @param limit  At most this many.
 */
export function upcoming< E extends CalendarEvent >(
	events: readonly E[],
	now: number,
	today: string,
	limit: number
): E[] {
	return events
		.filter( ( event ) =>
			event.allDay
				? lastDay( event ) >= today
				: event.startAt >= now || lastDay( event ) >= today
		)
		.sort( ( a, b ) => a.startAt - b.startAt || a.id - b.id )
		.slice( 0, limit );
}
