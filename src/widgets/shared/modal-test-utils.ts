/**
 * Test helpers for the shared modal (a native <dialog>). jsdom lays nothing out, so a click on
 * the dialog's ::backdrop is played as the browser reports it: a click whose target is the
 * <dialog> itself, at a point outside the dialog's box.
 */

/**
 * External dependencies
 */
import { fireEvent } from '@testing-library/react';

const BOX = { left: 100, top: 100, right: 500, bottom: 400 };

/**
 * Gives `dialog` a box (100,100)-(500,400) and clicks at (`x`, `y`) with the dialog as the target.
 * @param dialog
 * @param x
 * @param y
 */
export function clickDialogAt( dialog: Element, x: number, y: number ) {
	jest.spyOn( dialog, 'getBoundingClientRect' ).mockReturnValue( {
		...BOX,
		x: BOX.left,
		y: BOX.top,
		width: BOX.right - BOX.left,
		height: BOX.bottom - BOX.top,
		toJSON: () => BOX,
	} );
	fireEvent.click( dialog, { clientX: x, clientY: y } );
}

/**
 * A click on the backdrop, outside the dialog's box.
 * @param dialog
 */
export function clickBackdrop( dialog: Element ) {
	clickDialogAt( dialog, 20, 20 );
}
