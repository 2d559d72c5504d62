/**
 * Internal dependencies
 */
import { yieldToMain } from './yield';

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
