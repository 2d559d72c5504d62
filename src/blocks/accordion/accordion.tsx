/**
 * Toggle / accordion following the WAI-ARIA accordion pattern: each heading holds a button
 * with `aria-expanded` that controls its region; Up/Down arrows move between the buttons,
 * Home/End jump to the ends. Panels open with a height animation (CSS grid rows). Panel
 * HTML comes from the server, already filtered by `wp_kses_post`.
 */

/**
 * External dependencies
 */
import { useRef, useState } from '@wordpress/element';
import type { KeyboardEvent } from 'react';

export interface AccordionProps {
	id: string;
	items: { title: string; html: string }[];
	multiple: boolean;
	open: number;
}

const KEYS: Record< string, ( index: number, count: number ) => number > = {
	ArrowDown: ( index, count ) => ( index + 1 ) % count,
	ArrowUp: ( index, count ) => ( index - 1 + count ) % count,
	Home: () => 0,
	End: ( _index, count ) => count - 1,
};

export function Accordion( { id, items, multiple, open }: AccordionProps ) {
	const [ expanded, setExpanded ] = useState< number[] >(
		open > 0 && open <= items.length ? [ open - 1 ] : []
	);
	const buttons = useRef< Array< HTMLButtonElement | null > >( [] );

	const toggle = ( index: number ) =>
		setExpanded( ( current ) => {
			if ( current.includes( index ) ) {
				return current.filter( ( i ) => i !== index );
			}
			return multiple ? [ ...current, index ] : [ index ];
		} );

	const onKeyDown = (
		event: KeyboardEvent< HTMLButtonElement >,
		index: number
	) => {
		const move = KEYS[ event.key ];
		if ( move ) {
			event.preventDefault();
			buttons.current[ move( index, items.length ) ]?.focus();
		}
	};

	return (
		<>
			{ items.map( ( item, index ) => {
				const isOpen = expanded.includes( index );
				return (
					<div
						key={ index }
						className={ `vitrine-accordion__item${
							isOpen ? ' is-open' : ''
						}` }
					>
						<h3 className="vitrine-accordion__heading">
							<button
								ref={ ( element ) => {
									buttons.current[ index ] = element;
								} }
								type="button"
								className="vitrine-accordion__title"
								id={ `${ id }-button-${ index }` }
								aria-expanded={ isOpen }
								aria-controls={ `${ id }-panel-${ index }` }
								onClick={ () => toggle( index ) }
								onKeyDown={ ( event ) =>
									onKeyDown( event, index )
								}
							>
								{ item.title }
							</button>
						</h3>
						<div
							className="vitrine-accordion__panel"
							id={ `${ id }-panel-${ index }` }
							role="region"
							aria-labelledby={ `${ id }-button-${ index }` }
						>
							<div
								className="vitrine-accordion__content"
								dangerouslySetInnerHTML={ {
									__html: item.html,
								} }
							/>
						</div>
					</div>
				);
			} ) }
		</>
	);
}
