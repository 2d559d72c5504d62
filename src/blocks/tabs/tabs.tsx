/**
 * Tabs with a sliding underline (400 ms), following the WAI-ARIA tabs pattern: one tab in the
 * tab order, arrow keys move between tabs (with wraparound) and select them, Home/End jump to
 * the ends. Panel HTML comes from the server, already filtered by `wp_kses_post`.
 */

/**
 * External dependencies
 */
import { useLayoutEffect, useRef, useState } from '@wordpress/element';
import type { KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import { debounce, RESIZE_DEBOUNCE_MS } from '../../lib/debounce';
import { tabIndexForKey } from '../../lib/tabs';

export interface TabsProps {
	id: string;
	label: string;
	tabs: { title: string; html: string }[];
}

export function Tabs( { id, label, tabs }: TabsProps ) {
	const [ selected, setSelected ] = useState( 0 );
	const buttons = useRef< Array< HTMLButtonElement | null > >( [] );
	const [ underline, setUnderline ] = useState( { left: 0, width: 0 } );

	useLayoutEffect( () => {
		const measure = () => {
			const tab = buttons.current[ selected ];
			if ( tab ) {
				setUnderline( {
					left: tab.offsetLeft,
					width: tab.offsetWidth,
				} );
			}
		};
		measure();
		const onResize = debounce( measure, RESIZE_DEBOUNCE_MS );
		window.addEventListener( 'resize', onResize );
		return () => {
			window.removeEventListener( 'resize', onResize );
			onResize.cancel();
		};
	}, [ selected ] );

	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		const next = tabIndexForKey( selected, event.key, tabs.length );
		if ( next === null ) {
			return;
		}
		event.preventDefault();
		setSelected( next );
		buttons.current[ next ]?.focus();
	};

	return (
		<>
			{ /* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs inside are focusable. */ }
			<div
				className="vitrine-tabs__list"
				role="tablist"
				aria-label={ label }
				onKeyDown={ onKeyDown }
			>
				{ tabs.map( ( tab, index ) => (
					<button
						key={ index }
						ref={ ( element ) => {
							buttons.current[ index ] = element;
						} }
						type="button"
						className="vitrine-tabs__tab"
						role="tab"
						id={ `${ id }-tab-${ index }` }
						aria-controls={ `${ id }-panel-${ index }` }
						aria-selected={ index === selected }
						tabIndex={ index === selected ? 0 : -1 }
						onClick={ () => setSelected( index ) }
					>
						{ tab.title }
					</button>
				) ) }
				<span
					className="vitrine-tabs__underline is-measured"
					aria-hidden="true"
					style={ {
						width: `${ underline.width }px`,
						transform: `translateX(${ underline.left }px)`,
					} }
				/>
			</div>
			{ tabs.map( ( tab, index ) => (
				<section
					key={ index }
					className={ `vitrine-tabs__panel${
						index === selected ? ' is-selected' : ''
					}` }
					role="tabpanel"
					id={ `${ id }-panel-${ index }` }
					aria-labelledby={ `${ id }-tab-${ index }` }
					tabIndex={ 0 }
					hidden={ index !== selected }
				>
					<h3 className="vitrine-tabs__heading">{ tab.title }</h3>
					<div
						className="vitrine-tabs__content"
						dangerouslySetInnerHTML={ { __html: tab.html } }
					/>
				</section>
			) ) }
		</>
	);
}
