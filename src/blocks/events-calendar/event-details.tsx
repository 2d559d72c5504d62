/**
 * An event's details in a modal popover: name, when, description. Focus is kept inside;
 * Escape, the close button and a click beside it close it.
 */

/**
 * External dependencies
 */
import { useEffect, useId, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { lockScroll } from '../../widgets/shared/scroll-lock';
import { useFocusTrap } from '../../widgets/shared/use-focus-trap';
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
	const dialog = useRef< HTMLDivElement >( null );
	useFocusTrap( dialog, onClose );
	useEffect( () => dialog.current?.focus(), [] );
	useEffect( () => lockScroll(), [] );
	return (
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a mouse convenience; Escape and the button close it.
		<div
			className="vitrine-calendar__backdrop"
			onClick={ ( click ) =>
				click.target === click.currentTarget && onClose()
			}
		>
			<div
				ref={ dialog }
				className="vitrine-calendar__popover"
				role="dialog"
				aria-modal="true"
				aria-labelledby={ `${ id }-name` }
				tabIndex={ -1 }
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
			</div>
		</div>
	);
}
