/**
 * The widget popup's launcher: no React. It turns the server's fallback (a disclosure) into
 * the popup's button, arms its automatic triggers (a delay, scrolling, exit intent) within
 * their frequency, and listens for clicks on the elements its selector names. The dialog
 * (React and the shared modal, chunk `inline-popup-dialog`) loads the first time the popup
 * opens, or when a pointer or the focus reaches an opener, so a popup that only waits costs
 * the page no React.
 */

/**
 * Internal dependencies
 */
import {
	automaticTriggers,
	frequencyKey,
	parseRecord,
	type Frequency,
} from '../../lib/popup/frequency';
import { widgetPopupFrequency } from '../../lib/popup/storage';
import { armTriggers } from '../../lib/popup/triggers';
import { browserHost } from '../popup/host';
import { loadForRequest } from '../shared/busy-until';
import { loadOnce } from '../shared/load-once';
import { onApproach } from '../shared/on-approach';
import { keepServerFallback } from '../shared/server-fallback';
import type { WidgetPopupProps } from './inline-popup';

const loadDialog = () =>
	import( /* webpackChunkName: "inline-popup-dialog" */ './inline-popup' );

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
 * Whether an automatic trigger may show the popup now; a show it allows is counted.
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

/** The element of the page `selector` names around `target`; a bad selector names none. */
function matching( target: EventTarget | null, selector: string ) {
	if ( ! selector || ! ( target instanceof Element ) ) {
		return null;
	}
	try {
		const match = target.closest( selector );
		return match instanceof HTMLElement ? match : null;
	} catch {
		return null;
	}
}

function openButton( label: string ): HTMLButtonElement {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = 'vitrine-inline-popup__open wp-element-button button';
	button.setAttribute( 'aria-haspopup', 'dialog' );
	button.textContent = label;
	return button;
}

/**
 * Arms the popup. Returns a function that disarms it and removes the dialog (tests).
 * @param element The widget's mount point.
 * @param props   The popup's settings.
 */
export function mountWidgetPopup(
	element: HTMLElement,
	props: WidgetPopupProps
): () => void {
	const { id, trigger, clickSelector, frequency } = props;
	const button =
		trigger === 'click' && props.label ? openButton( props.label ) : null;
	// The dialog shows the server's own content (the disclosure's), not a copy.
	const content = element.querySelector(
		'.vitrine-inline-popup__fallback > .vitrine-inline-popup__content'
	);
	// React's root: the dialog itself is portalled to <body>, so this stays empty.
	const host = document.createElement( 'div' );
	host.hidden = true;
	const restoreFallback = keepServerFallback( element );
	element.replaceChildren( ...( button ? [ button ] : [] ), host );

	const dialog = loadOnce( () =>
		loadDialog().then( ( module ) =>
			module.renderWidgetPopupDialog( host, props, content )
		)
	);

	const show = ( from: HTMLElement | null ): void => {
		// Taken now: by the time the code has arrived the focus may have moved on.
		const active = element.ownerDocument.activeElement;
		const opener =
			from ?? ( active instanceof HTMLElement ? active : null );
		loadForRequest( dialog, from ).then(
			( loaded ) =>
				loaded.whenReady( ( controls ) => controls.open( opener ) ),
			( error ) => {
				// eslint-disable-next-line no-console
				console.error(
					'Vitrine: the popup could not be opened.',
					error
				);
				if ( from ) {
					showInPlace();
				}
			}
		);
	};

	// The code did not come: the content unfolds in place, as without scripts.
	const showInPlace = (): void => {
		stop();
		restoreFallback();
		const details = element.querySelector( 'details' );
		if ( details ) {
			details.open = true;
			details.querySelector( 'summary' )?.focus();
		}
	};

	const onButtonClick = (): void => show( button );
	button?.addEventListener( 'click', onButtonClick );

	const onPageClick = ( event: MouseEvent ): void => {
		const match = matching( event.target, clickSelector );
		if ( match ) {
			event.preventDefault();
			show( match );
		}
	};
	if ( trigger === 'click' && clickSelector ) {
		document.addEventListener( 'click', onPageClick );
	}

	const triggers = automaticTriggers( props );
	const disarm =
		Object.keys( triggers ).length > 0
			? armTriggers( triggers, browserHost, () => {
					if ( takeAutomaticShow( id, frequency ) ) {
						show( null );
					}
				} )
			: () => undefined;

	const stopApproach = onApproach(
		( target ) =>
			( button !== null && button.contains( target ) ) ||
			( trigger === 'click' &&
				matching( target, clickSelector ) !== null ),
		() => dialog.load().catch( () => undefined )
	);

	function stop(): void {
		button?.removeEventListener( 'click', onButtonClick );
		document.removeEventListener( 'click', onPageClick );
		disarm();
		stopApproach();
		dialog
			.requested()
			?.then( ( loaded ) => loaded.unmount() )
			.catch( () => undefined );
	}
	return stop;
}
