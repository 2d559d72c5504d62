/**
 * The code a launcher fetches on demand (its dialog, its panel), asked for from several places
 * — a click, a hash link, a pointer approaching an opener — and fetched once. A failed fetch
 * (offline, a deploy that replaced the chunk) is forgotten, so the next click tries again.
 */
export interface LoadOnce< T > {
	/** Starts the fetch unless it is under way or done; the same promise each time. */
	load: () => Promise< T >;
	/** The fetch if one was asked for and has not failed, else null (nothing to close yet). */
	requested: () => Promise< T > | null;
	/** Whether it has arrived (a click then needs no spinner). */
	ready: () => boolean;
}

/**
 * @param start Fetches (and renders) what the launcher needs.
 */
export function loadOnce< T >( start: () => Promise< T > ): LoadOnce< T > {
	let pending: Promise< T > | null = null;
	let arrived = false;
	return {
		load: () => {
			if ( ! pending ) {
				const attempt = start().then( ( value ) => {
					arrived = true;
					return value;
				} );
				pending = attempt;
				attempt.catch( () => {
					if ( pending === attempt ) {
						pending = null;
					}
				} );
			}
			return pending;
		},
		requested: () => pending,
		ready: () => arrived,
	};
}
