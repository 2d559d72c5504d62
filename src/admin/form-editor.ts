/**
 * The contact form editor in WP admin: adds, removes and reorders the server-rendered field
 * rows, and shows only the settings that apply to each row's type. Without this script the
 * rows still save; only adding and reordering need it.
 */

/**
 * Internal dependencies
 */
import './form-editor.css';

const ROW = '.vitrine-field';

/**
 * Shows the settings of a row that apply to its type (`data-show="text email …"`).
 * @param row
 */
export function applyType( row: HTMLElement ): void {
	const select = row.querySelector< HTMLSelectElement >(
		'[data-vitrine-type]'
	);
	const type = select?.value ?? 'text';
	row.dataset.type = type;
	row.querySelectorAll< HTMLElement >( '[data-show]' ).forEach( ( el ) => {
		const types = ( el.dataset.show ?? '' ).split( ' ' );
		el.hidden = ! types.includes( type );
	} );
}

/**
 * Updates a row's heading from its label or name.
 * @param row
 */
export function applyTitle( row: HTMLElement ): void {
	const title = row.querySelector( '.vitrine-field__title' );
	const label = row.querySelector< HTMLInputElement >(
		'input[name$="[label]"]'
	);
	const name = row.querySelector< HTMLInputElement >(
		'input[name$="[name]"]'
	);
	if ( title ) {
		title.textContent =
			label?.value.trim() || name?.value.trim() || title.textContent;
	}
}

/**
 * Wires one editor: the list, its row template and the add button.
 * @param list
 * @param template
 * @param add
 */
export function initFormEditor(
	list: HTMLElement,
	template: HTMLTemplateElement,
	add: HTMLElement | null
): void {
	let next = list.querySelectorAll( ROW ).length + 1000;

	list.querySelectorAll< HTMLElement >( ROW ).forEach( applyType );

	add?.addEventListener( 'click', () => {
		const html = template.innerHTML.replace( /__i__/g, String( next++ ) );
		list.insertAdjacentHTML( 'beforeend', html );
		const row = list.lastElementChild as HTMLElement | null;
		if ( row ) {
			applyType( row );
			row.querySelector< HTMLInputElement >(
				'input[name$="[name]"]'
			)?.focus();
		}
	} );

	list.addEventListener( 'change', ( event ) => {
		const target = event.target as HTMLElement;
		const row = target.closest< HTMLElement >( ROW );
		if ( row && target.matches( '[data-vitrine-type]' ) ) {
			applyType( row );
		}
	} );

	list.addEventListener( 'input', ( event ) => {
		const row = ( event.target as HTMLElement ).closest< HTMLElement >(
			ROW
		);
		if ( row ) {
			applyTitle( row );
		}
	} );

	list.addEventListener( 'click', ( event ) => {
		const button = ( event.target as HTMLElement ).closest< HTMLElement >(
			'button'
		);
		const row = button?.closest< HTMLElement >( ROW );
		if ( ! button || ! row ) {
			return;
		}
		if ( button.hasAttribute( 'data-vitrine-remove' ) ) {
			const focusTarget = ( row.nextElementSibling ??
				row.previousElementSibling ??
				add ) as HTMLElement | null;
			row.remove();
			focusTarget
				?.querySelector< HTMLElement >( 'button, input, select' )
				?.focus();
			return;
		}
		const move = button.dataset.vitrineMove;
		if ( move === 'up' && row.previousElementSibling ) {
			list.insertBefore( row, row.previousElementSibling );
			button.focus();
		} else if ( move === 'down' && row.nextElementSibling ) {
			list.insertBefore( row.nextElementSibling, row );
			button.focus();
		}
	} );
}

function boot(): void {
	const list = document.querySelector< HTMLElement >(
		'[data-vitrine-fields]'
	);
	const template = document.querySelector< HTMLTemplateElement >(
		'#vitrine-field-template'
	);
	if ( list && template ) {
		initFormEditor(
			list,
			template,
			document.querySelector< HTMLElement >( '[data-vitrine-add-field]' )
		);
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', boot );
} else {
	boot();
}
