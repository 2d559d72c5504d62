import { isSvgFile } from './inline-svg';

test( 'only files with the svg extension (and type) are accepted', () => {
	expect( isSvgFile( { url: 'https://x.test/a/logo.svg' } ) ).toBe( true );
	expect( isSvgFile( { filename: 'LOGO.SVG', mime: 'image/svg+xml' } ) ).toBe(
		true
	);
	expect( isSvgFile( { url: '/logo.svg?ver=2' } ) ).toBe( true );
	expect( isSvgFile( { url: '/photo.png' } ) ).toBe( false );
	expect( isSvgFile( { url: '/logo.svg.png' } ) ).toBe( false );
	expect( isSvgFile( { filename: 'fake.svg', mime: 'image/png' } ) ).toBe(
		false
	);
	expect( isSvgFile( {} ) ).toBe( false );
} );
