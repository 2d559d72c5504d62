/**
 * Internal dependencies
 */
import { loadOnce } from './load-once';

describe( 'loadOnce', () => {
	it( 'fetches once however often it is asked', async () => {
		const start = jest.fn( () => Promise.resolve( 'dialog' ) );
		const code = loadOnce( start );

		expect( code.requested() ).toBeNull();
		const first = code.load();
		expect( code.load() ).toBe( first );
		expect( code.ready() ).toBe( false );

		await expect( first ).resolves.toBe( 'dialog' );
		expect( code.ready() ).toBe( true );
		expect( code.requested() ).toBe( first );
		expect( start ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'forgets a failed fetch so the next request tries again', async () => {
		const start = jest
			.fn< Promise< string >, [] >()
			.mockRejectedValueOnce( new Error( 'offline' ) )
			.mockResolvedValueOnce( 'dialog' );
		const code = loadOnce( start );

		await expect( code.load() ).rejects.toThrow( 'offline' );
		expect( code.requested() ).toBeNull();
		expect( code.ready() ).toBe( false );

		await expect( code.load() ).resolves.toBe( 'dialog' );
		expect( start ).toHaveBeenCalledTimes( 2 );
		expect( code.ready() ).toBe( true );
	} );
} );
