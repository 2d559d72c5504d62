/**
 * The like button (docs/product-spec.md §4). No React: it sits on every post and in post lists, and a page
 * that needs nothing else should not load React for one button.
 */

/**
 * Internal dependencies
 */
import {
	likeReducer,
	type LikeEvent,
	type LikeState,
} from '../../lib/like-state';
import { numberFormat } from '../../lib/intl-formats';
import { postAjax } from '../../runtime/ajax';
import { emit } from '../../runtime/events';
import { RequestError } from '../../runtime/errors';
import { __, _n, sprintf } from '../../runtime/i18n';
import {
	getSession,
	getSessionSnapshot,
	subscribeToSession,
	updateSession,
} from '../../runtime/session';
import { svgIcon } from '../../widgets/shared/svg-icon';
import { HEART_PATH } from './heart-path';

export interface LikeButtonProps {
	postId: number;
	count: number;
	/** `count` as the site formats it (number_format_i18n), '' when not given. */
	countText: string;
	title: string;
}

type CountFormat = ( count: number ) => string;

/**
 * Formats counts. The server's text serves the count it printed; a number format is built
 * only once the count changes, after a click.
 * @param props The widget's props.
 */
const countFormat =
	( props: LikeButtonProps ): CountFormat =>
	( value ) =>
		value === props.count && props.countText !== ''
			? props.countText
			: numberFormat( document.documentElement.lang ).format( value );

const heartIcon = () =>
	svgIcon(
		HEART_PATH,
		{
			stroke: 'currentColor',
			'stroke-width': '1.8',
			'stroke-linejoin': 'round',
		},
		'vitrine-like__icon'
	);

function span( className: string ): HTMLSpanElement {
	const element = document.createElement( 'span' );
	element.className = className;
	return element;
}

function accessibleLabel(
	state: LikeState,
	title: string,
	formatCount: CountFormat
): string {
	const count = formatCount( state.count );
	return state.status === 'loved'
		? sprintf(
				/* translators: 1: post title, 2: number of loves. */
				_n(
					'You love “%1$s”. %2$s love',
					'You love “%1$s”. %2$s loves',
					state.count,
					'vitrine'
				),
				title,
				count
			)
		: sprintf(
				/* translators: 1: post title, 2: number of loves. */
				_n(
					'Love “%1$s”. %2$s love',
					'Love “%1$s”. %2$s loves',
					state.count,
					'vitrine'
				),
				title,
				count
			);
}

/**
 * Replaces the server's heart and count with the button; returns the function that undoes
 * the session subscription (tests).
 * @param element Mount point.
 * @param props   Widget props.
 */
export function mountLikeButton(
	element: HTMLElement,
	props: LikeButtonProps
): () => void {
	const { postId, count, title } = props;
	const formatCount = countFormat( props );
	const button = document.createElement( 'button' );
	button.type = 'button';
	const { svg, path } = heartIcon();
	const countText = span( 'vitrine-like__count' );
	countText.setAttribute( 'aria-hidden', 'true' );
	const label = span( 'screen-reader-text' );
	button.append( svg, countText, label );
	const status = span( 'vitrine-like__status' );
	status.setAttribute( 'role', 'status' );
	element.replaceChildren( button, status );

	let state: LikeState = { status: 'normal', count, error: null };
	const render = () => {
		const loved = state.status === 'loved';
		const busy = state.status === 'inactive';
		button.className = 'vitrine-like__button';
		button.classList.toggle( 'is-loved', loved );
		button.classList.toggle( 'is-inactive', busy );
		button.title = loved
			? __( 'You already love this!', 'vitrine' )
			: __( 'Love this', 'vitrine' );
		button.setAttribute( 'aria-pressed', String( loved ) );
		button.setAttribute( 'aria-disabled', String( loved || busy ) );
		button.setAttribute( 'aria-busy', String( busy ) );
		path.setAttribute( 'fill', loved ? 'currentColor' : 'none' );
		countText.textContent = formatCount( state.count );
		label.textContent = accessibleLabel( state, title, formatCount );
		status.replaceChildren();
		if ( state.error ) {
			const error = span( 'vitrine-like__error' );
			error.textContent = state.error;
			status.append( error );
		}
	};
	const dispatch = ( event: LikeEvent ) => {
		state = likeReducer( state, event );
		render();
	};
	render();

	button.addEventListener( 'click', async () => {
		if ( state.status !== 'normal' ) {
			return;
		}
		dispatch( { type: 'click' } );
		try {
			const reply = await postAjax(
				'jws-love',
				{ loves_id: `jws-love-${ postId }` },
				{ nonceAction: 'jws-love' }
			);
			dispatch( { type: 'success', reply } );
			emit( 'like-changed', {
				postId,
				loved: true,
				count: state.count,
			} );
			updateSession( ( session ) => ( {
				...session,
				loved: [ ...session.loved, postId ],
			} ) );
		} catch ( error ) {
			dispatch( {
				type: 'failure',
				message:
					error instanceof RequestError
						? error.message
						: __(
								'Your like could not be saved. Please try again.',
								'vitrine'
							),
			} );
		}
	} );

	// The loved state comes from the session, so that a cached page is right for everyone.
	const knownLoved = ( loved: number[] ) => {
		if ( loved.includes( postId ) ) {
			dispatch( { type: 'known-loved' } );
		}
	};
	const unsubscribe = subscribeToSession( ( session ) =>
		knownLoved( session.loved )
	);
	const snapshot = getSessionSnapshot();
	if ( snapshot ) {
		knownLoved( snapshot.loved );
	} else {
		// The button still works without a session; it just cannot know the loved state.
		getSession().catch( () => undefined );
	}
	return unsubscribe;
}
