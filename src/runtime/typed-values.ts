/**
 * What a visitor typed into a widget's server-rendered form before the widget mounted. Those
 * forms are real (they work without JavaScript), so on a slow phone a visitor can start typing
 * before the widget replaces them; the mounted form must not come up empty.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const SKIPPED_TYPES = new Set( [
	'hidden',
	'file',
	'submit',
	'button',
	'reset',
	'image',
] );

interface Typed {
	values: Map< string, string >;
	checked: Map< string, boolean >;
	focused: string | null;
}

function isCarried( target: EventTarget | null ): target is Control {
	if (
		! (
			target instanceof HTMLInputElement ||
			target instanceof HTMLTextAreaElement ||
			target instanceof HTMLSelectElement
		) ||
		! target.name
	) {
		return false;
	}
	if ( target instanceof HTMLSelectElement ) {
		// One value cannot stand for several choices.
		return ! target.multiple;
	}
	return (
		! ( target instanceof HTMLInputElement ) ||
		! SKIPPED_TYPES.has( target.type )
	);
}

const isToggle = ( control: Control ): control is HTMLInputElement =>
	control instanceof HTMLInputElement &&
	( control.type === 'checkbox' || control.type === 'radio' );

/** Keys a radio or checkbox by its value too: a group shares one name. */
const toggleKey = ( control: HTMLInputElement ): string =>
	`${ control.name }\u0000${ control.value }`;

function changedFromDefault( control: Control ): boolean {
	if ( control instanceof HTMLSelectElement ) {
		return Array.from( control.options ).some(
			( option ) => option.selected !== option.defaultSelected
		);
	}
	return isToggle( control )
		? control.checked !== control.defaultChecked
		: control.value !== control.defaultValue;
}

/**
 * Sets a value the way typing does, so that a React-controlled field takes it into its state
 * (React tracks the value through the native setter and listens for `input`/`change`).
 * @param control
 * @param value
 */
function setAsTyped( control: Control, value: string ): void {
	const prototype = Object.getPrototypeOf( control ) as object;
	Object.getOwnPropertyDescriptor( prototype, 'value' )?.set?.call(
		control,
		value
	);
	control.dispatchEvent(
		new Event( control instanceof HTMLSelectElement ? 'change' : 'input', {
			bubbles: true,
		} )
	);
}

/**
 * Starts noting what the visitor types into `element`'s fields. Call the returned function
 * once the widget has replaced them: it puts the values into the mounted widget's fields of
 * the same name, gives the focus back to the field that had it, and stops watching.
 * @param element The mount point, still holding the server's markup.
 */
export function carryTypedValues( element: HTMLElement ): () => void {
	const typed: Typed = {
		values: new Map(),
		checked: new Map(),
		focused: null,
	};
	const note = ( control: EventTarget | null ): void => {
		if ( ! isCarried( control ) ) {
			return;
		}
		if ( isToggle( control ) ) {
			typed.checked.set( toggleKey( control ), control.checked );
		} else {
			typed.values.set( control.name, control.value );
		}
	};
	// Focus moving anywhere else on the page means the visitor moved on. (A field the mount
	// removes loses its focus too, with a `focusout`, so that cannot tell.)
	const noteFocus = ( target: EventTarget | null ): void => {
		typed.focused =
			target instanceof Node &&
			element.contains( target ) &&
			isCarried( target )
				? target.name
				: null;
	};
	const onInput = ( event: Event ): void => note( event.target );
	const onFocus = ( event: Event ): void => noteFocus( event.target );

	// What was typed before the widget's code arrived (what differs from the server's
	// defaults), then what is typed while it renders.
	element
		.querySelectorAll< Control >( 'input, textarea, select' )
		.forEach( ( control ) => {
			if ( changedFromDefault( control ) ) {
				note( control );
			}
		} );
	noteFocus( element.ownerDocument.activeElement );
	element.addEventListener( 'input', onInput );
	element.addEventListener( 'change', onInput );
	element.ownerDocument.addEventListener( 'focusin', onFocus );

	return () => {
		element.removeEventListener( 'input', onInput );
		element.removeEventListener( 'change', onInput );
		element.ownerDocument.removeEventListener( 'focusin', onFocus );
		// The focus left the page's old fields only if it was still in one of them.
		const hadFocus =
			typed.focused !== null &&
			! element.contains( element.ownerDocument.activeElement );
		element
			.querySelectorAll< Control >( 'input, textarea, select' )
			.forEach( ( control ) => {
				if ( ! isCarried( control ) ) {
					return;
				}
				if ( isToggle( control ) ) {
					const checked = typed.checked.get( toggleKey( control ) );
					if (
						checked !== undefined &&
						checked !== control.checked
					) {
						control.click();
					}
					return;
				}
				const value = typed.values.get( control.name );
				if ( value !== undefined && value !== control.value ) {
					setAsTyped( control, value );
				}
			} );
		if ( hadFocus ) {
			element
				.querySelector< Control >(
					`[name="${ CSS.escape( typed.focused! ) }"]`
				)
				?.focus();
		}
	};
}
