/**
 * A multi-level menu that slides between levels. An item with a submenu has a button that
 * slides the submenu in (Enter, Space or the right arrow); each submenu starts with a back
 * button (Escape or the left arrow also go back), and focus moves to the first control of the
 * new level, or back to the button that opened the level left.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import { levelAt, type MenuItem } from '../../lib/slide-menu';

export interface SlideMenuProps {
	id: string;
	label: string;
	items: MenuItem[];
}

export function SlideMenu( { id, label, items }: SlideMenuProps ) {
	const [ path, setPath ] = useState< number[] >( [] );
	const [ direction, setDirection ] = useState< 'forward' | 'back' | null >(
		null
	);
	const returnTo = useRef< number | null >( null );
	const list = useRef< HTMLDivElement >( null );
	const level = levelAt( items, path );

	useEffect( () => {
		if ( direction === null || ! list.current ) {
			return;
		}
		const target =
			returnTo.current === null
				? list.current.querySelector< HTMLElement >( 'button, a' )
				: list.current.querySelector< HTMLElement >(
						`[data-index="${ returnTo.current }"]`
					);
		target?.focus();
	}, [ path, direction ] );

	const open = ( index: number ) => {
		returnTo.current = null;
		setDirection( 'forward' );
		setPath( [ ...level.path, index ] );
	};
	const back = () => {
		if ( ! level.path.length ) {
			return;
		}
		returnTo.current = level.path[ level.path.length - 1 ] ?? null;
		setDirection( 'back' );
		setPath( level.path.slice( 0, -1 ) );
	};
	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		if ( event.key === 'Escape' || event.key === 'ArrowLeft' ) {
			if ( level.path.length ) {
				event.preventDefault();
				back();
			}
		} else if ( event.key === 'ArrowRight' ) {
			const index = ( event.target as HTMLElement ).dataset.index;
			if (
				index !== undefined &&
				event.target instanceof HTMLButtonElement
			) {
				event.preventDefault();
				open( Number( index ) );
			}
		}
	};

	return (
		<nav className="vitrine-slide-menu__nav" aria-label={ label }>
			{ /* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys of the controls inside bubble here. */ }
			<div
				ref={ list }
				key={ level.path.join( '-' ) }
				id={ `${ id }-level` }
				className={ `vitrine-slide-menu__level${
					direction ? ` is-${ direction }` : ''
				}` }
				onKeyDown={ onKeyDown }
			>
				{ level.parent && (
					<>
						<button
							type="button"
							className="vitrine-slide-menu__back"
							onClick={ back }
						>
							{ __( 'Back', 'vitrine' ) }
						</button>
						<p className="vitrine-slide-menu__title">
							{ level.parent.url && level.parent.url !== '#' ? (
								<a href={ level.parent.url }>
									{ level.parent.label }
								</a>
							) : (
								level.parent.label
							) }
						</p>
					</>
				) }
				<ul className="vitrine-slide-menu__list">
					{ level.items.map( ( item, index ) => {
						const hasLink = item.url !== '' && item.url !== '#';
						return (
							<li
								key={ index }
								className="vitrine-slide-menu__item"
							>
								{ hasLink && (
									<a
										className="vitrine-slide-menu__link"
										href={ item.url }
										data-index={
											item.children.length
												? undefined
												: index
										}
									>
										{ item.label }
									</a>
								) }
								{ item.children.length > 0 && (
									<button
										type="button"
										className={ `vitrine-slide-menu__open${
											hasLink ? '' : ' is-label'
										}` }
										data-index={ index }
										aria-controls={ `${ id }-level` }
										aria-label={
											hasLink
												? sprintf(
														/* translators: %s: a menu item's label. */
														__(
															'Open the %s submenu',
															'vitrine'
														),
														item.label
													)
												: undefined
										}
										onClick={ () => open( index ) }
									>
										{ hasLink ? '' : item.label }
									</button>
								) }
							</li>
						);
					} ) }
				</ul>
			</div>
		</nav>
	);
}
