/**
 * External dependencies
 */
import { useCallback, useReducer } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { likeReducer } from '../../lib/like-state';
import { postAjax } from '../../runtime/ajax';
import { RequestError } from '../../runtime/errors';
import { updateSession } from '../../runtime/session';
import { HeartIcon } from './heart-icon';
import { useLovedInSession } from './use-loved-in-session';

export interface LikeButtonProps {
	postId: number;
	count: number;
	title: string;
}

const formatCount = ( count: number ): string =>
	new Intl.NumberFormat( document.documentElement.lang || undefined ).format(
		count
	);

export function LikeButton( {
	postId,
	count: initialCount,
	title,
}: LikeButtonProps ) {
	const [ state, dispatch ] = useReducer( likeReducer, {
		status: 'normal',
		count: initialCount,
		error: null,
	} );
	const markLoved = useCallback(
		() => dispatch( { type: 'known-loved' } ),
		[]
	);
	useLovedInSession( postId, markLoved );

	const love = async () => {
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
	};

	const loved = state.status === 'loved';
	const busy = state.status === 'inactive';
	const formatted = formatCount( state.count );
	const label = loved
		? sprintf(
				/* translators: 1: post title, 2: number of loves. */
				_n(
					'You love “%1$s”. %2$s love',
					'You love “%1$s”. %2$s loves',
					state.count,
					'vitrine'
				),
				title,
				formatted
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
				formatted
			);

	return (
		<>
			<button
				type="button"
				className={ [
					'vitrine-like__button',
					loved && 'is-loved',
					busy && 'is-inactive',
				]
					.filter( Boolean )
					.join( ' ' ) }
				title={
					loved
						? __( 'You already love this!', 'vitrine' )
						: __( 'Love this', 'vitrine' )
				}
				aria-pressed={ loved }
				aria-disabled={ loved || busy }
				aria-busy={ busy }
				onClick={ love }
			>
				<HeartIcon filled={ loved } />
				<span className="vitrine-like__count" aria-hidden="true">
					{ formatted }
				</span>
				<span className="screen-reader-text">{ label }</span>
			</button>
			<span className="vitrine-like__status" role="status">
				{ state.error && (
					<span className="vitrine-like__error">{ state.error }</span>
				) }
			</span>
		</>
	);
}
