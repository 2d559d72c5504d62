/**
 * A builder popup's launcher, printed on every page whose conditions match: no React. It waits
 * for the timing rules, arms the triggers and answers `#vitrine-action:popup/open/{id}` and
 * `…/close` links. The dialog (React and the modal) loads the first time the popup opens, so a
 * site-wide popup that is only waiting costs a page neither React nor its render.
 */

/**
 * Internal dependencies
 */
import type { HashAction } from '../../lib/hash-action';
import { isDisabled } from '../../lib/popup/storage';
import { timingPasses } from '../../lib/popup/timing';
import { armTriggers } from '../../lib/popup/triggers';
import { getSession } from '../../runtime/session';
import { hasLoginHint } from '../login-popup/login-hint';
import { actionLinkAt, onHashAction } from '../shared/hash-actions';
import { loadOnce } from '../shared/load-once';
import { showLoadingBackdrop } from '../shared/loading-backdrop';
import { onApproach } from '../shared/on-approach';
import {
	browserHost,
	browserStore,
	countThisPage,
	visitorContext,
} from './host';
import type { PopupProps } from './types';

const loadDialog = () =>
	import( /* webpackChunkName: "popup-dialog" */ './popup' );

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

/**
 * Arms the popup. Returns a function that disarms it and removes the dialog (tests).
 * @param element The popup's mount point (the dialog renders into it).
 * @param props   The popup's settings.
 */
export function mountPopup(
	element: HTMLElement,
	props: PopupProps
): () => void {
	const { id, slug, timing, triggers, siteOffsetMinutes } = props;
	const store = browserStore();

	const dialog = loadOnce( () =>
		loadDialog().then( ( module ) =>
			module.renderPopup( element, props, store )
		)
	);

	const show = ( from: HTMLElement | null ): void => {
		// Taken now: by the time the code has arrived the focus may have moved on.
		const active = element.ownerDocument.activeElement;
		const opener =
			from ?? ( active instanceof HTMLElement ? active : null );
		// A click is answered at once; a timed trigger has no one waiting for it.
		const hideLoading =
			from && ! dialog.ready()
				? showLoadingBackdrop(
						element,
						'vitrine-popup',
						props.loadingLabel
					)
				: () => undefined;
		dialog.load().then(
			( handle ) => {
				hideLoading();
				handle.open( opener );
			},
			( error ) => {
				hideLoading();
				// eslint-disable-next-line no-console
				console.error(
					'Vitrine: the popup could not be opened.',
					error
				);
			}
		);
	};
	const hide = (): void => {
		dialog.requested()?.then(
			( handle ) => handle.close(),
			() => undefined
		);
	};

	countThisPage( store );
	let disarm = (): void => {};
	let stopped = false;
	if ( ! isDisabled( store, id ) ) {
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
			if ( stopped || ! timingPasses( timing, context ) ) {
				return;
			}
			disarm = armTriggers( triggers, browserHost, () => show( null ) );
		} )();
	}

	const isMine = ( action: HashAction ): boolean =>
		action.kind === 'popup' &&
		( action.target === String( id ) ||
			( slug !== '' && action.target === slug ) );
	const stopLinks = onHashAction( ( action, from ) => {
		if ( action.kind !== 'popup' ) {
			return false;
		}
		const mine = isMine( action );
		if ( action.verb === 'open' && mine ) {
			show( from );
		} else if (
			action.verb === 'close' &&
			( action.target === '' || mine )
		) {
			hide();
		}
		return mine;
	} );

	// The dialog's code is fetched as soon as a pointer or the focus reaches a link that opens
	// this popup, so the click usually finds it there.
	const stopApproach = onApproach(
		( target ) => {
			const action = actionLinkAt( target )?.action;
			return action?.verb === 'open' && isMine( action );
		},
		() => dialog.load().catch( () => undefined )
	);

	return () => {
		stopped = true;
		disarm();
		stopLinks();
		stopApproach();
		dialog.requested()?.then(
			( handle ) => handle.unmount(),
			() => undefined
		);
	};
}
