/**
 * An `<img>` from image props, at the size the server reserved for it.
 */

/**
 * Internal dependencies
 */
import type { ImageData } from '../../lib/props';

export function Picture( {
	image,
	className,
	eager = false,
	deferred = false,
}: {
	image: ImageData;
	className: string;
	/** The page's main picture: loaded at once, with high priority. */
	eager?: boolean;
	/** Not fetched yet: the size is reserved, the file is set later. */
	deferred?: boolean;
} ) {
	return (
		<img
			className={ className }
			src={ deferred ? undefined : image.src }
			srcSet={ ( ! deferred && image.srcset ) || undefined }
			sizes={ ! deferred && image.srcset ? image.sizes : undefined }
			width={ image.width || undefined }
			height={ image.height || undefined }
			alt={ image.alt }
			loading={ eager ? undefined : 'lazy' }
			// React 18 knows only the lowercase attribute.
			{ ...( eager ? { fetchpriority: 'high' } : {} ) }
			decoding="async"
		/>
	);
}
