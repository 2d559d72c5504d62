/**
 * An event's details in the shared native modal `<dialog>` (../../widgets/shared/modal.tsx):
 * name, when, description. The page behind is inert and holds still; Escape, the close button
 * and a click beside it close it (the calendar puts focus back on the event).
 */

/**
 * External dependencies
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Modal } from '../../widgets/shared/modal';
import { eventName, type EventItem } from './events-calendar';

function when( event: EventItem ): string {
	const start = event.start.replace( ' ', ', ' );
	const end = event.end.replace( ' ', ', ' );
	if ( event.allDay ) {
		return end && end !== start ? `${ start } – ${ end }` : start;
	}
	return end.slice( 0, 10 ) === start.slice( 0, 10 )
		? `${ start } – ${ end.slice( 12 ) }`
		: `${ start } – ${ end }`;
}

export function EventDetails( {
	event,
	onClose,
}: {
	event: EventItem;
	onClose: () => void;
} ) {
	const id = useId();
	return (
		<Modal
			classPrefix="vitrine-calendar"
			className="vitrine-calendar__popover"
			labelledBy={ `${ id }-name` }
			showClose={ false }
			onClose={ onClose }
		>
			<h4
				id={ `${ id }-name` }
				className="vitrine-calendar__popover-title"
			>
				{ eventName( event ) }
			</h4>
			<p className="vitrine-calendar__when">{ when( event ) }</p>
			{ event.excerpt && <p>{ event.excerpt }</p> }
			<button
				type="button"
				className="vitrine-calendar__close"
				onClick={ onClose }
			>
				{ __( 'Close', 'vitrine' ) }
			</button>
		</Modal>
	);
}
