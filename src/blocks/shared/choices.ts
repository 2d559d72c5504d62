/**
 * Select options typed as plain strings (the components' types would otherwise narrow each
 * list to its literal values, and a stored attribute is any string).
 * @param list Options.
 */
export const choices = ( list: Array< { value: string; label: string } > ) =>
	list;
