/**
 * Internal dependencies
 */
import { afterFirstPaint, resetFirstPaintForTests, yieldToMain } from './yield';

describe( 'yieldToMain', () => {
	afterEach( () => {
		delete ( globalThis as { scheduler?: unknown } ).scheduler;
	} );

	it( 'lets work already queued run first, where the browser has no scheduler.yield', async () => {
		const order: string[] = [];
		setTimeout( () => order.push( 'queued task' ), 0 );
		await yieldToMain();
		order.push( 'after the yield' );
		expect( order ).toEqual( [ 'queued task', 'after the yield' ] );
	} );

	it( 'uses scheduler.yield where the browser has it', async () => {
		const schedulerYield = jest.fn( () => Promise.resolve() );
		( globalThis as { scheduler?: unknown } ).scheduler = {
			yield: schedulerYield,
		};
		await yieldToMain();
		expect( schedulerYield ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'afterFirstPaint', () => {
	type Callback = () => void;
	let observers: { callback: Callback; connected: boolean }[];
	let paintEntries: PerformanceEntry[];

	class FakePerformanceObserver {
		static supportedEntryTypes = [ 'paint' ];
		private record: { callback: Callback; connected: boolean };
		constructor( callback: Callback ) {
			this.record = { callback, connected: false };
			observers.push( this.record );
		}
		observe() {
			this.record.connected = true;
		}
		disconnect() {
			this.record.connected = false;
		}
	}

	const paint = () =>
		observers
			.filter( ( observer ) => observer.connected )
			.forEach( ( observer ) => observer.callback() );

	beforeEach( () => {
		observers = [];
		paintEntries = [];
		resetFirstPaintForTests();
		(
			globalThis as { PerformanceObserver?: unknown }
		 ).PerformanceObserver = FakePerformanceObserver;
		Object.defineProperty( performance, 'getEntriesByType', {
			configurable: true,
			value: () => paintEntries,
		} );
	} );

	afterEach( () => {
		delete ( globalThis as { PerformanceObserver?: unknown } )
			.PerformanceObserver;
		delete ( performance as { getEntriesByType?: unknown } )
			.getEntriesByType;
		jest.restoreAllMocks();
		jest.useRealTimers();
	} );

	const settled = ( promise: Promise< void > ) => {
		let done = false;
		promise.then( () => ( done = true ) );
		return async () => {
			await Promise.resolve();
			await Promise.resolve();
			return done;
		};
	};

	it( 'waits until the browser reports the first paint', async () => {
		const isSettled = settled( afterFirstPaint() );
		expect( await isSettled() ).toBe( false );
		paint();
		expect( await isSettled() ).toBe( true );
		expect( observers[ 0 ]?.connected ).toBe( false );
	} );

	it( 'settles at once when the page has already painted', async () => {
		paintEntries = [ { name: 'first-paint' } as PerformanceEntry ];
		expect( await settled( afterFirstPaint() )() ).toBe( true );
		expect( observers ).toHaveLength( 0 );
	} );

	it( 'settles at once where the browser has no paint timing', async () => {
		delete ( globalThis as { PerformanceObserver?: unknown } )
			.PerformanceObserver;
		expect( await settled( afterFirstPaint() )() ).toBe( true );
	} );

	it( 'settles at once in a hidden tab, which paints nothing', async () => {
		jest.spyOn( document, 'visibilityState', 'get' ).mockReturnValue(
			'hidden'
		);
		expect( await settled( afterFirstPaint() )() ).toBe( true );
	} );

	it( 'stops waiting after three seconds without a report', async () => {
		jest.useFakeTimers( { doNotFake: [ 'performance' ] } );
		const isSettled = settled( afterFirstPaint() );
		jest.advanceTimersByTime( 2999 );
		expect( await isSettled() ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( await isSettled() ).toBe( true );
		expect( observers[ 0 ]?.connected ).toBe( false );
	} );
} );
