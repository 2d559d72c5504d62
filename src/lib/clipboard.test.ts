/**
 * Internal dependencies
 */
import { copyText } from './clipboard';

describe( 'copyText', () => {
	it( 'writes the text to the clipboard', async () => {
		const writeText = jest.fn().mockResolvedValue( undefined );
		await expect(
			copyText( 'https://x.test/?wishlist=A', { writeText } )
		).resolves.toBe( 'copied' );
		expect( writeText ).toHaveBeenCalledWith(
			'https://x.test/?wishlist=A'
		);
	} );

	it( 'asks for a manual copy without a clipboard, or when it is refused', async () => {
		await expect( copyText( 'a', undefined ) ).resolves.toBe( 'manual' );
		const writeText = jest.fn().mockRejectedValue( new Error( 'denied' ) );
		await expect( copyText( 'a', { writeText } ) ).resolves.toBe(
			'manual'
		);
		await expect( copyText( '', { writeText } ) ).resolves.toBe( 'manual' );
	} );
} );
