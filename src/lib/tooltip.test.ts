/**
 * Internal dependencies
 */
import {
	placeTooltip,
	tooltipVisibility,
	type TooltipClose,
	type TooltipEvent,
	type TooltipTrigger,
} from './tooltip';

describe( 'tooltipVisibility', () => {
	it.each< [ TooltipTrigger, TooltipClose, boolean, TooltipEvent, boolean ] >(
		[
			// Hover: pointer and focus.
			[ 'hover', 'outside', false, 'enter', true ],
			[ 'hover', 'outside', true, 'leave', false ],
			[ 'hover', 'outside', false, 'focus', true ],
			[ 'hover', 'outside', true, 'blur', false ],
			[ 'hover', 'outside', true, 'escape', false ],
			[ 'hover', 'outside', false, 'click-term', false ],
			[ 'hover', 'outside', true, 'click-outside', true ],
			[ 'hover', 'outside', false, 'load', false ],
			// Click on the term toggles; a click outside closes.
			[ 'click', 'outside', false, 'enter', false ],
			[ 'click', 'outside', false, 'click-term', true ],
			[ 'click', 'outside', true, 'click-term', false ],
			[ 'click', 'outside', true, 'leave', true ],
			[ 'click', 'outside', true, 'click-tip', true ],
			[ 'click', 'outside', true, 'click-outside', false ],
			[ 'click', 'outside', true, 'escape', false ],
			// Click anywhere: a click on the tooltip itself closes it too.
			[ 'click', 'anywhere', true, 'click-tip', false ],
			[ 'click', 'anywhere', true, 'click-outside', false ],
			// On load: shown at once, closed by the close rule.
			[ 'load', 'outside', false, 'load', true ],
			[ 'load', 'outside', true, 'click-term', true ],
			[ 'load', 'outside', true, 'click-outside', false ],
			[ 'load', 'anywhere', true, 'click-term', false ],
			[ 'load', 'anywhere', true, 'click-tip', false ],
			[ 'load', 'outside', true, 'blur', true ],
		]
	)(
		'%s trigger, close %s: visible %p, %s → %p',
		( trigger, close, visible, event, result ) => {
			expect(
				tooltipVisibility( visible, event, { trigger, close } )
			).toBe( result );
		}
	);
} );

describe( 'placeTooltip', () => {
	const viewport = { width: 1000, height: 800 };
	const tip = { width: 200, height: 50 };

	it( 'goes above the term, centred, 10 px away', () => {
		expect(
			placeTooltip(
				{ top: 400, left: 450, width: 100, height: 20 },
				tip,
				viewport,
				'top'
			)
		).toEqual( { placement: 'top', top: 340, left: 400 } );
	} );

	it( 'flips below when there is no room above', () => {
		expect(
			placeTooltip(
				{ top: 30, left: 450, width: 100, height: 20 },
				tip,
				viewport,
				'top'
			)
		).toEqual( { placement: 'bottom', top: 60, left: 400 } );
	} );

	it( 'flips above when there is no room below', () => {
		expect(
			placeTooltip(
				{ top: 760, left: 450, width: 100, height: 20 },
				tip,
				viewport,
				'bottom'
			).placement
		).toBe( 'top' );
	} );

	it( 'stays inside the viewport horizontally', () => {
		expect(
			placeTooltip(
				{ top: 400, left: 0, width: 40, height: 20 },
				tip,
				viewport,
				'top'
			).left
		).toBe( 10 );
		expect(
			placeTooltip(
				{ top: 400, left: 980, width: 20, height: 20 },
				tip,
				viewport,
				'bottom'
			).left
		).toBe( 790 );
	} );

	it( 'flips from right to left at the edge', () => {
		expect(
			placeTooltip(
				{ top: 400, left: 900, width: 50, height: 20 },
				tip,
				viewport,
				'right'
			)
		).toEqual( { placement: 'left', left: 690, top: 385 } );
	} );

	it( 'keeps the preferred side when the other has even less room', () => {
		expect(
			placeTooltip(
				{ top: 20, left: 450, width: 100, height: 770 },
				tip,
				viewport,
				'top'
			).placement
		).toBe( 'top' );
	} );
} );
