/**
 * An `<img>` from image props, at the size the server reserved for it.
 */

/**
 * Internal dependencies
 */
import type { ImageData } from '../../lib/presentation-props';

export function Picture( {
	image,
	className,
}: {
	image: ImageData;
	className: string;
} ) {
	return (
		<img
			className={ className }
			src={ image.src }
			srcSet={ image.srcset || undefined }
			sizes={ image.srcset ? image.sizes : undefined }
			width={ image.width || undefined }
			height={ image.height || undefined }
			alt={ image.alt }
			loading="lazy"
			decoding="async"
		/>
	);
}
