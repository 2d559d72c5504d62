/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM (the browser is a fake host).
 */

/**
 * Internal dependencies
 */
import {
	armTriggers,
	exitIntentSensitivity,
	leftThroughTop,
	NO_TRIGGER_MESSAGE,
	scrollFires,
	type TriggerHost,
	type Triggers,
} from './triggers';

type Handler = ( event: any ) => void;

function fakeHost( visible = true ) {
	const handlers = new Map< string, Set< Handler > >();
	let y = 0;
	let onVisible: ( () => void ) | null = null;
	const warnings: string[] = [];
	const host: TriggerHost = {
		on: ( target, type, handler ) => {
			const key = `${ target }:${ type }`;
			const set = handlers.get( key ) ?? new Set();
			set.add( handler );
			handlers.set( key, set );
			return () => set.delete( handler );
		},
		setTimeout: ( fn, ms ) => setTimeout( fn, ms ),
		clearTimeout: ( handle ) =>
			clearTimeout( handle as ReturnType< typeof setTimeout > ),
		scrollY: () => y,
		scrollable: () => 1000,
		whenVisible: ( _selector, callback ) => {
			if ( ! visible ) {
				return false;
			}
			onVisible = callback;
			return () => ( onVisible = null );
		},
		warn: ( message ) => warnings.push( message ),
	};
	const emit = ( key: string, event: unknown = {} ) =>
		[ ...( handlers.get( key ) ?? [] ) ].forEach( ( h ) => h( event ) );
	return {
		host,
		warnings,
		emit,
		scrollTo: ( next: number ) => {
			y = next;
			emit( 'window:scroll' );
		},
		reveal: () => onVisible?.(),
		listeners: () =>
			[ ...handlers.values() ].reduce(
				( sum, set ) => sum + set.size,
				0
			),
	};
}

describe( 'popup triggers', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it.each<
		[
			string,
			Triggers,
			( h: ReturnType< typeof fakeHost > ) => void,
			string | null,
		]
	>( [
		[
			'page load fires after its delay',
			{ pageLoad: { delay: 2 } },
			() => jest.advanceTimersByTime( 2000 ),
			'pageLoad',
		],
		[
			'page load waits for its delay',
			{ pageLoad: { delay: 2 } },
			() => jest.advanceTimersByTime( 1999 ),
			null,
		],
		[
			'scrolling down past the offset',
			{ scrolling: { direction: 'down', offset: 50 } },
			( h ) => h.scrollTo( 500 ),
			'scrolling',
		],
		[
			'scrolling down short of the offset',
			{ scrolling: { direction: 'down', offset: 50 } },
			( h ) => h.scrollTo( 499 ),
			null,
		],
		[
			'any upward scroll',
			{ scrolling: { direction: 'up', offset: 0 } },
			( h ) => {
				h.scrollTo( 300 );
				h.scrollTo( 290 );
			},
			'scrolling',
		],
		[
			'downward scroll is not up',
			{ scrolling: { direction: 'up', offset: 0 } },
			( h ) => h.scrollTo( 300 ),
			null,
		],
		[
			'element scrolled into view',
			{ scrollingTo: { selector: '#offer' } },
			( h ) => h.reveal(),
			'scrollingTo',
		],
		[
			'third click',
			{ click: { times: 3 } },
			( h ) => {
				h.emit( 'document:click' );
				h.emit( 'document:click' );
				h.emit( 'document:click' );
			},
			'click',
		],
		[
			'two of three clicks',
			{ click: { times: 3 } },
			( h ) => {
				h.emit( 'document:click' );
				h.emit( 'document:click' );
			},
			null,
		],
		[
			'inactivity',
			{ inactivity: { seconds: 5 } },
			() => jest.advanceTimersByTime( 5000 ),
			'inactivity',
		],
		[
			'activity restarts the inactivity clock',
			{ inactivity: { seconds: 5 } },
			( h ) => {
				jest.advanceTimersByTime( 4000 );
				h.emit( 'document:mousemove' );
				jest.advanceTimersByTime( 4000 );
			},
			null,
		],
		[
			'exit through the top, out for 300 ms',
			{ exitIntent: {} },
			( h ) => {
				h.emit( 'document:mouseout', {
					clientY: -2,
					relatedTarget: null,
				} );
				jest.advanceTimersByTime( 300 );
			},
			'exitIntent',
		],
		[
			'exit brushed and back within 300 ms',
			{ exitIntent: {} },
			( h ) => {
				h.emit( 'document:mouseout', {
					clientY: 0,
					relatedTarget: null,
				} );
				jest.advanceTimersByTime( 200 );
				h.emit( 'document:mouseover' );
				jest.advanceTimersByTime( 500 );
			},
			null,
		],
		[
			'leaving through the side is not exit intent',
			{ exitIntent: {} },
			( h ) => {
				h.emit( 'document:mouseout', {
					clientY: 200,
					relatedTarget: null,
				} );
				jest.advanceTimersByTime( 1000 );
			},
			null,
		],
		[
			'custom sensitivity',
			{ exitIntent: { sensitivity: 0 } },
			( h ) => {
				h.emit( 'document:mouseout', {
					clientY: 0,
					relatedTarget: null,
				} );
				jest.advanceTimersByTime( 0 );
			},
			'exitIntent',
		],
	] )( '%s', ( _name, triggers, act, expected ) => {
		const h = fakeHost();
		const fire = jest.fn();
		armTriggers( triggers, h.host, fire );
		act( h );
		if ( expected === null ) {
			expect( fire ).not.toHaveBeenCalled();
		} else {
			expect( fire ).toHaveBeenCalledWith( expected );
		}
	} );

	it( 'fires once: the first trigger destroys the others', () => {
		const h = fakeHost();
		const fire = jest.fn();
		armTriggers(
			{
				pageLoad: { delay: 1 },
				click: { times: 1 },
				inactivity: { seconds: 2 },
				exitIntent: {},
			},
			h.host,
			fire
		);
		h.emit( 'document:click' );
		jest.advanceTimersByTime( 10_000 );
		h.emit( 'document:mouseout', { clientY: 0, relatedTarget: null } );
		jest.advanceTimersByTime( 1000 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
		expect( fire ).toHaveBeenCalledWith( 'click' );
		expect( h.listeners() ).toBe( 0 );
	} );

	it( 'logs when no trigger is selected, and when the element is missing', () => {
		const h = fakeHost( false );
		armTriggers( {}, h.host, jest.fn() );
		armTriggers(
			{ scrollingTo: { selector: '#none' } },
			h.host,
			jest.fn()
		);
		expect( h.warnings[ 0 ] ).toBe( NO_TRIGGER_MESSAGE );
		expect( h.warnings[ 1 ] ).toContain( '#none' );
	} );

	it.each( [ [ -1 ], [ Number.NaN ], [ '300' ], [ Infinity ] ] )(
		'throws a clear error for exit-intent sensitivity %p',
		( value ) => {
			expect( () => exitIntentSensitivity( value ) ).toThrow(
				/Invalid exit-intent sensitivity/
			);
			expect( () =>
				armTriggers(
					{ exitIntent: { sensitivity: value as number } },
					fakeHost().host,
					jest.fn()
				)
			).toThrow( /Invalid exit-intent sensitivity/ );
		}
	);

	it( 'defaults the exit-intent sensitivity to 300 ms', () => {
		expect( exitIntentSensitivity( undefined ) ).toBe( 300 );
	} );

	it.each( [
		[ 'down', 50, 0, 500, 1000, true ],
		[ 'down', 50, 0, 400, 1000, false ],
		[ 'down', 10, 0, 0, 0, false ],
		[ 'up', 0, 100, 99, 1000, true ],
		[ 'up', 0, 100, 100, 1000, false ],
	] as const )(
		'scroll %s offset %d from %d to %d of %d → %p',
		( direction, offset, from, to, max, fires ) => {
			expect( scrollFires( { direction, offset }, from, to, max ) ).toBe(
				fires
			);
		}
	);

	it.each( [
		[ 0, null, true ],
		[ -5, null, true ],
		[ 10, null, false ],
		[ 0, {}, false ],
	] )(
		'leftThroughTop(clientY %d, related %p) → %p',
		( clientY, relatedTarget, expected ) => {
			expect( leftThroughTop( { clientY, relatedTarget } ) ).toBe(
				expected
			);
		}
	);
} );
