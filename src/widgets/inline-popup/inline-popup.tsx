/**
 * The widget popup (the add-on variant): placed inline in any content, its content opens in
 * the shared Modal when its trigger fires — a click on its own button or on any element
 * matching a selector, a delay after the page loads, scrolling past an amount or to an
 * element, or exit intent. Automatic triggers show it at most `times` per `days` 24-hour
 * days (localStorage, one key per widget); a visitor's own click always opens it. Closing
 * fades it out and removes the node after REMOVAL_DELAY_MS; focus goes back to the opener.
 */

/**
 * External dependencies
 */
import {
	useCallback,
	useEffect,
	useId,
	useRef,
	useState,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	automaticTriggers,
	frequencyKey,
	parseRecord,
	REMOVAL_DELAY_MS,
	type Frequency,
	type WidgetPopupTriggerSettings,
} from '../../lib/popup/frequency';
import { widgetPopupFrequency } from '../../lib/popup/storage';
import { armTriggers } from '../../lib/popup/triggers';
import { browserHost } from '../popup/host';
import { Modal } from '../shared/modal';

export interface WidgetPopupProps extends WidgetPopupTriggerSettings {
	id: string;
	/** The button's text ('' for no button, e.g. when a selector opens it). */
	label: string;
	title: string;
	html: string;
	/** Click trigger: elements matching this open it too. */
	clickSelector: string;
	frequency: Frequency;
}

type Phase = 'closed' | 'open' | 'closing';

function readRecord( key: string ) {
	try {
		return parseRecord( window.localStorage.getItem( key ) );
	} catch {
		return null;
	}
}

function writeRecord( key: string, value: object ): void {
	try {
		window.localStorage.setItem( key, JSON.stringify( value ) );
	} catch {
		// Storage blocked: the popup then acts as on a first visit.
	}
}

/**
 * Shows the popup for an automatic trigger when its frequency allows, and counts the show.
 * @param id        Widget id.
 * @param frequency Its settings.
 * @param now       Epoch ms.
 */
export function takeAutomaticShow(
	id: string,
	frequency: Frequency,
	now = Date.now()
): boolean {
	const key = frequencyKey( id );
	const { allowed, next } = widgetPopupFrequency(
		readRecord( key ),
		frequency.times,
		frequency.days,
		now
	);
	if ( allowed ) {
		writeRecord( key, next );
	}
	return allowed;
}

export function WidgetPopup( props: WidgetPopupProps ) {
	const { id, label, title, html, clickSelector, frequency } = props;
	const { trigger, delay, scrollAmount, scrollSelector } = props;
	const [ phase, setPhase ] = useState< Phase >( 'closed' );
	const opener = useRef< HTMLElement | null >( null );
	const titleId = `${ useId() }-title`;

	const show = useCallback( ( from: HTMLElement | null ) => {
		// eslint-disable-next-line @wordpress/no-global-active-element -- nothing rendered yet to read it from.
		const active = document.activeElement;
		opener.current =
			from ?? ( active instanceof HTMLElement ? active : null );
		setPhase( 'open' );
	}, [] );

	const hide = useCallback(
		() => setPhase( ( now ) => ( now === 'open' ? 'closing' : now ) ),
		[]
	);

	// Closing: focus returns at once (the modal has released the page), the node goes later.
	useEffect( () => {
		if ( phase !== 'closing' ) {
			return;
		}
		opener.current?.focus();
		const timer = window.setTimeout(
			() => setPhase( 'closed' ),
			REMOVAL_DELAY_MS
		);
		return () => window.clearTimeout( timer );
	}, [ phase ] );

	// Automatic triggers, once per page, within the frequency.
	useEffect( () => {
		const triggers = automaticTriggers( {
			trigger,
			delay,
			scrollAmount,
			scrollSelector,
		} );
		if ( Object.keys( triggers ).length === 0 ) {
			return;
		}
		return armTriggers( triggers, browserHost, () => {
			if ( takeAutomaticShow( id, frequency ) ) {
				show( null );
			}
		} );
	}, [ id, trigger, delay, scrollAmount, scrollSelector, frequency, show ] );

	// Click trigger on other elements of the page.
	useEffect( () => {
		if ( trigger !== 'click' || ! clickSelector ) {
			return;
		}
		const onClick = ( event: MouseEvent ) => {
			let match: Element | null = null;
			try {
				match =
					( event.target as Element | null )?.closest?.(
						clickSelector
					) ?? null;
			} catch {
				return;
			}
			if ( match instanceof HTMLElement ) {
				event.preventDefault();
				show( match );
			}
		};
		document.addEventListener( 'click', onClick );
		return () => document.removeEventListener( 'click', onClick );
	}, [ trigger, clickSelector, show ] );

	return (
		<>
			{ trigger === 'click' && label && (
				<button
					type="button"
					className="vitrine-inline-popup__open"
					aria-haspopup="dialog"
					onClick={ ( event ) => show( event.currentTarget ) }
				>
					{ label }
				</button>
			) }
			{ phase !== 'closed' && (
				<Modal
					classPrefix="vitrine-modal"
					backdropClassName="vitrine-modal vitrine-inline-popup"
					labelledBy={ title ? titleId : '' }
					label={ label }
					portal
					closing={ phase === 'closing' }
					onClose={ hide }
					dialogProps={ { 'data-inline-popup': id } }
				>
					{ title && (
						<h2
							id={ titleId }
							className="vitrine-inline-popup__title"
						>
							{ title }
						</h2>
					) }
					<div
						className="vitrine-inline-popup__content"
						// Inner blocks or shortcode content, rendered and kses-filtered by PHP.
						dangerouslySetInnerHTML={ { __html: html } }
					/>
				</Modal>
			) }
		</>
	);
}
