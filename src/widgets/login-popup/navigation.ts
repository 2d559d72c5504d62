/**
 * Page navigation, in one object so tests can replace it (jsdom cannot navigate).
 */
export const navigation = {
	href: (): string => window.location.href,
	reload: (): void => window.location.reload(),
	assign: ( url: string ): void => window.location.assign( url ),
};
