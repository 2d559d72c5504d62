/**
 * A builder popup: waits for its timing rules, arms its triggers, and opens as an accessible
 * modal when the first trigger fires (or when a `#vitrine-action:popup/open/{id}` link is
 * followed). Closes on its button, a backdrop click, Escape and an auto-close delay, each as
 * configured; "Do not show again" hides it for good.
 */

/**
 * External dependencies
 */
import {
	createPortal,
	useCallback,
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	disableForGood,
	isDisabled,
	recordShown,
} from '../../lib/popup/storage';
import { timingPasses, type TimingRules } from '../../lib/popup/timing';
import { armTriggers, type Triggers } from '../../lib/popup/triggers';
import { fetchPageHtml } from '../../runtime/page';
import { getSession } from '../../runtime/session';
import { hasLoginHint } from '../login-popup/login-hint';
import { onHashAction } from '../shared/hash-actions';
import { Modal } from '../shared/modal';
import {
	browserHost,
	browserStore,
	countThisPage,
	visitorContext,
} from './host';

export interface PopupProps {
	id: number;
	/** The popup's slug: links may name it instead of the id. */
	slug: string;
	title: string;
	html: string;
	type: 'content' | 'url';
	url: string;
	selector: string;
	timing: TimingRules;
	triggers: Triggers;
	close: {
		autoClose: number;
		backdrop: boolean;
		escape: boolean;
		dontShowAgain: boolean;
	};
	siteOffsetMinutes: number;
}

/**
 * The part of a fetched page a url popup shows: the element matching `selector`, or the body.
 * @param page
 * @param selector
 */
export function extractContent( page: string, selector: string ): string {
	const doc = new DOMParser().parseFromString( page, 'text/html' );
	let root: Element | null = doc.body;
	if ( selector ) {
		try {
			root = doc.querySelector( selector );
		} catch {
			root = null;
		}
	}
	root?.querySelectorAll( 'script' ).forEach( ( script ) => script.remove() );
	return root?.innerHTML ?? '';
}

async function visitorUser(): Promise< {
	loggedIn: boolean;
	roles: string[];
} > {
	// Guests carry no login hint, so their visits never call the uncached session endpoint.
	if ( ! hasLoginHint() ) {
		return { loggedIn: false, roles: [] };
	}
	try {
		const { user } = await getSession();
		return { loggedIn: user.loggedIn, roles: user.roles };
	} catch {
		return { loggedIn: false, roles: [] };
	}
}

export function Popup( props: PopupProps ) {
	const { id, slug, title, timing, triggers, close, siteOffsetMinutes } =
		props;
	const store = useMemo( () => browserStore(), [] );
	const [ open, setOpen ] = useState( false );
	const [ html, setHtml ] = useState( props.html );
	const [ failed, setFailed ] = useState( false );
	const opener = useRef< HTMLElement | null >( null );
	const titleId = `${ useId() }-title`;

	const show = useCallback(
		async ( from: HTMLElement | null ) => {
			// Nothing is rendered while closed: there is no node ref to read the document from.
			// eslint-disable-next-line @wordpress/no-global-active-element
			const active = document.activeElement;
			opener.current =
				from ?? ( active instanceof HTMLElement ? active : null );
			if ( props.type === 'url' && props.url ) {
				try {
					setHtml(
						extractContent(
							await fetchPageHtml( props.url ),
							props.selector
						)
					);
				} catch {
					setFailed( true );
				}
			}
			recordShown( store, id );
			setOpen( true );
		},
		[ store, id, props.type, props.url, props.selector ]
	);

	const hide = useCallback( () => setOpen( false ), [] );

	// Focus goes back to the opener once the dialog is gone and the page is no longer inert
	// (an inert element cannot take focus).
	const wasOpen = useRef( false );
	useEffect( () => {
		if ( wasOpen.current && ! open ) {
			opener.current?.focus();
		}
		wasOpen.current = open;
	}, [ open ] );

	// Timing rules, then triggers. Runs once per page.
	useEffect( () => {
		countThisPage( store );
		if ( isDisabled( store, id ) ) {
			return;
		}
		let disarm = () => {};
		let cancelled = false;
		( async () => {
			const user = timing.loggedIn
				? await visitorUser()
				: { loggedIn: false, roles: [] };
			const context = visitorContext(
				store,
				id,
				user,
				siteOffsetMinutes
			);
			if ( cancelled || ! timingPasses( timing, context ) ) {
				return;
			}
			disarm = armTriggers( triggers, browserHost, () => show( null ) );
		} )();
		return () => {
			cancelled = true;
			disarm();
		};
	}, [ store, id, timing, triggers, siteOffsetMinutes, show ] );

	// Links: #vitrine-action:popup/open/{id} and …/close.
	useEffect(
		() =>
			onHashAction( ( action, from ) => {
				if ( action.kind !== 'popup' ) {
					return false;
				}
				const mine =
					action.target === String( id ) ||
					( slug !== '' && action.target === slug );
				if ( action.verb === 'open' && mine ) {
					show( from );
				} else if (
					action.verb === 'close' &&
					( action.target === '' || mine )
				) {
					hide();
				}
				return mine;
			} ),
		[ id, slug, show, hide ]
	);

	useEffect( () => {
		if ( ! open || close.autoClose <= 0 ) {
			return;
		}
		const timer = window.setTimeout( hide, close.autoClose * 1000 );
		return () => window.clearTimeout( timer );
	}, [ open, close.autoClose, hide ] );

	if ( ! open ) {
		return null;
	}
	return createPortal(
		<Modal
			classPrefix="vitrine-popup"
			labelledBy={ titleId }
			onClose={ hide }
			closeOnBackdrop={ close.backdrop }
			closeOnEscape={ close.escape }
			dialogProps={ { 'data-popup-id': String( id ) } }
		>
			<h2 id={ titleId } className="vitrine-popup__title">
				{ title }
			</h2>
			{ failed ? (
				<p className="vitrine-popup__error" role="alert">
					{ __( 'This content could not be loaded.', 'vitrine' ) }
				</p>
			) : (
				<div
					className="vitrine-popup__content"
					// Post content rendered by WordPress (the_content), or a page of this site.
					dangerouslySetInnerHTML={ { __html: html } }
				/>
			) }
			{ close.dontShowAgain && (
				<button
					type="button"
					className="vitrine-popup__never"
					onClick={ () => {
						disableForGood( store, id );
						hide();
					} }
				>
					{ __( 'Do not show this again', 'vitrine' ) }
				</button>
			) }
		</Modal>,
		document.body
	);
}
