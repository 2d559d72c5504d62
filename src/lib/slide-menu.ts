/**
 * The slide menu's navigation, free of the DOM: a level is reached by a path of item indices
 * from the top; opening a submenu appends its index, going back drops the last one.
 */

export interface MenuItem {
	label: string;
	url: string;
	children: MenuItem[];
}

/**
 * The level a path leads to: its items and the item that opened it (null at the top). A path
 * that no longer fits the tree stops at the deepest level it still reaches.
 * @param tree The top level's items.
 * @param path Indices of the opened items, from the top.
 */
export function levelAt(
	tree: readonly MenuItem[],
	path: readonly number[]
): { items: readonly MenuItem[]; parent: MenuItem | null; path: number[] } {
	let items = tree;
	let parent: MenuItem | null = null;
	const reached: number[] = [];
	for ( const index of path ) {
		const item = items[ index ];
		if ( ! item || ! item.children.length ) {
			break;
		}
		parent = item;
		items = item.children;
		reached.push( index );
	}
	return { items, parent, path: reached };
}

/**
 * Reads a menu tree from the widget's JSON, dropping items without a label and stopping at
 * a depth of six.
 * @param raw   Raw value.
 * @param depth Levels left.
 */
export function readMenu( raw: unknown, depth = 6 ): MenuItem[] {
	if ( ! Array.isArray( raw ) || depth <= 0 ) {
		return [];
	}
	return raw.flatMap( ( item ): MenuItem[] => {
		if ( ! item || typeof item !== 'object' ) {
			return [];
		}
		const { label, url, children } = item as Record< string, unknown >;
		if ( typeof label !== 'string' || ! label ) {
			return [];
		}
		return [
			{
				label,
				url: typeof url === 'string' ? url : '',
				children: readMenu( children, depth - 1 ),
			},
		];
	} );
}
