/**
 * A taxonomy filter bound to loop grid `target`: each term cycles off → included → excluded
 * (NOT) → off. The address is the state: a change writes `e-filter-{target}-{taxonomy}`
 * (dropping the grid's page) with pushState and tells the grid; Back/Forward read it back.
 */

/**
 * External dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	readFilters,
	setTerm,
	termState,
	withFilter,
	type LogicalJoin,
	type TermState,
} from '../../lib/loop-filter';
import { LOOP_FILTER_EVENT } from '../loop-grid/refresh';

export interface LoopFilterProps {
	target: string;
	taxonomy: string;
	join: LogicalJoin;
	label: string;
	terms: Array< { slug: string; name: string } >;
}

const NEXT: Record< TermState, TermState > = {
	off: 'in',
	in: 'out',
	out: 'off',
};

export function LoopFilter( props: LoopFilterProps ) {
	const { target, taxonomy, join, label, terms } = props;
	const read = () =>
		readFilters( window.location.search, target )[ taxonomy ];
	const [ filter, setFilter ] = useState( read );

	useEffect( () => {
		const onPop = () => setFilter( read() );
		window.addEventListener( 'popstate', onPop );
		return () => window.removeEventListener( 'popstate', onPop );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ target, taxonomy ] );

	const cycle = ( slug: string ) => {
		const next = setTerm(
			filter,
			slug,
			NEXT[ termState( filter, slug ) ],
			join
		);
		window.history.pushState(
			null,
			'',
			withFilter( window.location.href, target, taxonomy, next )
		);
		setFilter( read() );
		document.dispatchEvent(
			new CustomEvent( LOOP_FILTER_EVENT, {
				detail: { widgetId: target },
			} )
		);
	};

	const describe = {
		off: __( 'not filtered', 'vitrine' ),
		in: __( 'included', 'vitrine' ),
		out: __( 'excluded', 'vitrine' ),
	};

	return (
		<div
			className="vitrine-loop-filter__terms"
			role="group"
			aria-label={ sprintf(
				/* translators: %s: taxonomy name, e.g. Categories. */
				__( 'Filter by %s', 'vitrine' ),
				label
			) }
		>
			{ terms.map( ( { slug, name } ) => {
				const state = termState( filter, slug );
				return (
					<button
						key={ slug }
						type="button"
						className={ `vitrine-loop-filter__term is-${ state }` }
						data-term={ slug }
						aria-pressed={ state === 'off' ? 'false' : 'true' }
						aria-label={ sprintf(
							/* translators: 1: term name, 2: its state (included, excluded, not filtered). */
							__( '%1$s, %2$s', 'vitrine' ),
							name,
							describe[ state ]
						) }
						onClick={ () => cycle( slug ) }
					>
						{ state === 'out' && (
							<span
								aria-hidden="true"
								className="vitrine-loop-filter__not"
							>
								{ __( 'not', 'vitrine' ) }{ ' ' }
							</span>
						) }
						{ name }
					</button>
				);
			} ) }
		</div>
	);
}
