/**
 * The like button's states (docs/product-spec.md §4): normal → inactive while the request runs → loved.
 * Loved and inactive ignore clicks; a failure goes back to normal with a message.
 */
export type LikeStatus = 'normal' | 'inactive' | 'loved';

export interface LikeState {
	status: LikeStatus;
	count: number;
	error: string | null;
}

export type LikeEvent =
	| { type: 'click' }
	| { type: 'success'; reply: string }
	| { type: 'failure'; message: string }
	| { type: 'known-loved' };

/**
 * The server answers the new count as text; anything else is not a count.
 * @param reply
 */
export function parseCountReply( reply: string ): number | null {
	const trimmed = reply.trim();
	return /^\d{1,15}$/.test( trimmed ) ? Number( trimmed ) : null;
}

export function likeReducer( state: LikeState, event: LikeEvent ): LikeState {
	switch ( event.type ) {
		case 'click':
			return state.status === 'normal'
				? { ...state, status: 'inactive', error: null }
				: state;
		case 'success': {
			const count = parseCountReply( event.reply );
			return count === null
				? { ...state, status: 'normal', error: null }
				: { status: 'loved', count, error: null };
		}
		case 'failure':
			return { ...state, status: 'normal', error: event.message };
		case 'known-loved':
			return state.status === 'normal'
				? { ...state, status: 'loved' }
				: state;
	}
	return state;
}
