/**
 * The Map block's earlier shapes. Before 0.2 its colour JSON was the string attribute `style`,
 * the name core's colour, spacing and typography supports store their object in; it is now
 * `mapStyle`. A map saved then still carries `"style":"{…}"` in its comment: this entry reads
 * it (core offers it the raw attributes) and moves the string to `mapStyle`.
 */

/**
 * Internal dependencies
 */
import metadata from './block.json';

type Attributes = Record< string, unknown >;

const { mapStyle, ...current } = metadata.attributes;

/** The map before `mapStyle`: its colours in a string `style`, class, anchor and align only. */
const styleAsString = {
	attributes: { ...current, style: mapStyle },
	supports: {
		html: false,
		anchor: true,
		className: true,
		align: [ 'wide', 'full' ],
	},
	save: () => null,
	/**
	 * A dynamic block saves nothing, so it never fails validation: core runs a deprecation on a
	 * valid block only when this says so.
	 * @param attributes The block's attributes as saved.
	 */
	isEligible: ( attributes: Attributes ) =>
		typeof attributes.style === 'string',
	/**
	 * The colours move to `mapStyle`; `style` is left to core's supports.
	 * @param attributes The block's attributes in this shape.
	 */
	migrate: ( attributes: Attributes ) => {
		const { style, ...rest } = attributes;
		return { ...rest, mapStyle: typeof style === 'string' ? style : '' };
	},
};

export default [ styleAsString ];
