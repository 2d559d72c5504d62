/**
 * The countdown on the server's markup: the days, hours, minutes and seconds left under the
 * label, a live region that speaks sparingly (see src/lib/countdown.ts), and at the end the
 * message, or nothing. Plain DOM: a countdown sits on landing pages that load no React.
 */

/**
 * Internal dependencies
 */
import { remaining, shouldAnnounce, type Remaining } from '../../lib/countdown';
import { __, _n, sprintf } from '../../runtime/i18n';

export interface CountdownProps {
	id: string;
	/** The moment counted down to, in milliseconds since the epoch. */
	target: number;
	/** The id of the label the server printed, '' when there is none. */
	labelId: string;
	endAction: 'message' | 'hide';
	endMessage: string;
}

type Unit = Exclude< keyof Remaining, 'total' >;

const UNITS: Unit[] = [ 'days', 'hours', 'minutes', 'seconds' ];

/** The names under the digits, which do not agree with them, as on a departures board. */
function unitName( unit: Unit ): string {
	switch ( unit ) {
		case 'days':
			return __( 'Days', 'vitrine' );
		case 'hours':
			return __( 'Hours', 'vitrine' );
		case 'minutes':
			return __( 'Minutes', 'vitrine' );
		default:
			return __( 'Seconds', 'vitrine' );
	}
}

/** "3 hours" in the live region, in the language's plural. */
function count( unit: Unit, n: number ): string {
	switch ( unit ) {
		case 'days':
			/* translators: %d: a number of days. */
			return sprintf( _n( '%d day', '%d days', n, 'vitrine' ), n );
		case 'hours':
			/* translators: %d: a number of hours. */
			return sprintf( _n( '%d hour', '%d hours', n, 'vitrine' ), n );
		case 'minutes':
			/* translators: %d: a number of minutes. */
			return sprintf( _n( '%d minute', '%d minutes', n, 'vitrine' ), n );
		default:
			/* translators: %d: a number of seconds. */
			return sprintf( _n( '%d second', '%d seconds', n, 'vitrine' ), n );
	}
}

/**
 * What the live region says: the larger units that are not zero, seconds only in the last
 * minute ("2 days, 3 hours, 4 minutes left").
 * @param left What is left.
 */
export function announcement( left: Remaining ): string {
	const counts: Array< [ Unit, number ] > = [
		[ 'days', left.days ],
		[ 'hours', left.hours ],
		[ 'minutes', left.minutes ],
	];
	if ( left.total < 60 ) {
		counts.push( [ 'seconds', left.seconds ] );
	}
	const parts = counts
		.filter( ( [ , n ] ) => n > 0 )
		.map( ( [ unit, n ] ) => count( unit, n ) );
	/* translators: %s: the time left, e.g. "2 days, 3 hours, 4 minutes". */
	return sprintf( __( '%s left', 'vitrine' ), parts.join( ', ' ) );
}

function element< K extends keyof HTMLElementTagNameMap >(
	tag: K,
	className: string
): HTMLElementTagNameMap[ K ] {
	const node = document.createElement( tag );
	node.className = className;
	return node;
}

export function mountCountdown(
	root: HTMLElement,
	props: CountdownProps
): () => void {
	if ( root.querySelector( '.vitrine-countdown__ended' ) ) {
		return () => {}; // The server already said the time was up.
	}
	const when = root.querySelector( '.vitrine-countdown__when' );
	const timer = element( 'div', 'vitrine-countdown__units' );
	timer.setAttribute( 'role', 'timer' );
	const label = props.labelId && document.getElementById( props.labelId );
	if ( label && root.contains( label ) ) {
		timer.setAttribute( 'aria-labelledby', props.labelId );
	} else {
		timer.setAttribute( 'aria-label', __( 'Time left', 'vitrine' ) );
	}
	const values = UNITS.map( ( unit ) => {
		const box = element( 'span', `vitrine-countdown__unit is-${ unit }` );
		const value = element( 'span', 'vitrine-countdown__value' );
		const name = element( 'span', 'vitrine-countdown__name' );
		name.textContent = unitName( unit );
		box.append( value, ' ', name );
		timer.append( box );
		return { unit, value };
	} );
	const status = element( 'p', 'vitrine-countdown__status' );
	status.setAttribute( 'role', 'status' );
	root.insertBefore( timer, when );
	root.append( status );

	let timeout: ReturnType< typeof setTimeout > | undefined;
	let before = -1;

	const end = ( announce: boolean ) => {
		if ( props.endAction === 'hide' ) {
			root.hidden = true;
			return;
		}
		const message = element( 'p', 'vitrine-countdown__ended' );
		message.textContent = props.endMessage;
		timer.replaceWith( message );
		when?.remove();
		if ( announce ) {
			status.textContent = props.endMessage;
		}
	};

	const tick = () => {
		const now = Date.now();
		const left = remaining( props.target, now );
		if ( left.total === 0 ) {
			end( before > 0 );
			return;
		}
		for ( const { unit, value } of values ) {
			value.textContent =
				unit === 'days'
					? String( left.days )
					: String( left[ unit ] ).padStart( 2, '0' );
		}
		if ( before > 0 && shouldAnnounce( before, left.total ) ) {
			status.textContent = announcement( left );
		}
		before = left.total;
		// The next whole second of what is left, not a second from now: no drift.
		timeout = setTimeout( tick, ( props.target - now ) % 1000 || 1000 );
	};
	tick();

	return () => {
		clearTimeout( timeout );
		timer.remove();
		status.remove();
	};
}
