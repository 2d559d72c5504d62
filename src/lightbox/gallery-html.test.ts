/**
 * Internal dependencies
 */
import { slidesFromGalleryHtml } from './gallery-html';

test( 'turns the gallery answer into image slides with their captions', () => {
	const html =
		'<div class="vitrine-gallery"><h2>T</h2><ul>' +
		'<li><figure><a class="vitrine-gallery__link" href="https://x.test/1.jpg"><img alt="One"></a><figcaption> First </figcaption></figure></li>' +
		'<li><figure><a class="vitrine-gallery__link" href="https://x.test/2.png"><img alt=""></a></figure></li>' +
		'<li><figure><a class="vitrine-gallery__link" href="https://x.test/page/">not an image</a></figure></li>' +
		'</ul></div>';
	expect( slidesFromGalleryHtml( html ) ).toEqual( [
		{
			type: 'image',
			href: 'https://x.test/1.jpg',
			alt: 'One',
			description: 'First',
		},
		{
			type: 'image',
			href: 'https://x.test/2.png',
			alt: '',
			description: '',
		},
	] );
	expect( slidesFromGalleryHtml( '<p>Nothing</p>' ) ).toEqual( [] );
} );
