/**
 * Two contents and a switch between them. The switch is a `role="switch"` button (checked:
 * the second content); the labels on either side choose their content on click too. Panel
 * HTML comes from the server, already filtered by `wp_kses_post`.
 */

/**
 * External dependencies
 */
import { useState } from '@wordpress/element';

export interface SwitcherItem {
	title: string;
	html: string;
}

export interface SwitcherProps {
	id: string;
	label: string;
	items: [ SwitcherItem, SwitcherItem ];
}

export function Switcher( { id, label, items }: SwitcherProps ) {
	const [ second, setSecond ] = useState( false );
	const [ first, other ] = items;
	const shown = second ? other : first;
	return (
		<>
			<div className="vitrine-switcher__control">
				{ /* The labels are a mouse convenience; the switch itself is the keyboard's control. */ }
				{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */ }
				<span
					className={ `vitrine-switcher__label${
						second ? '' : ' is-active'
					}` }
					onClick={ () => setSecond( false ) }
				>
					{ first.title }
				</span>
				<button
					type="button"
					role="switch"
					className="vitrine-switcher__switch"
					aria-checked={ second }
					aria-label={ label }
					aria-controls={ `${ id }-panel` }
					onClick={ () => setSecond( ( current ) => ! current ) }
				>
					<span className="vitrine-switcher__thumb" />
				</button>
				{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */ }
				<span
					className={ `vitrine-switcher__label${
						second ? ' is-active' : ''
					}` }
					onClick={ () => setSecond( true ) }
				>
					{ other.title }
				</span>
			</div>
			<section
				key={ second ? 'second' : 'first' }
				id={ `${ id }-panel` }
				className="vitrine-switcher__panel is-shown"
				aria-live="polite"
			>
				<h3 className="vitrine-switcher__heading">{ shown.title }</h3>
				<div
					className="vitrine-switcher__content"
					dangerouslySetInnerHTML={ { __html: shown.html } }
				/>
			</section>
		</>
	);
}
