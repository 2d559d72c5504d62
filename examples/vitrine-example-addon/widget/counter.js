// @ts-check
/**
 * The counter widget: a button that counts presses, a greeting from the visitor's session, and
 * the cart's count from Vitrine's `cart-added` event. An ES module, loaded by the runtime
 * through the loader register.js gave it.
 */

/** @typedef {{ start: number }} CounterProps */

/**
 * WordPress's i18n (register.js depends on `wp-i18n`), so every string is translatable.
 *
 * @type {{ __: ( text: string, domain: string ) => string, sprintf: ( format: string, ...args: unknown[] ) => string }}
 */
const { __, sprintf } = /** @type {any} */ ( window ).wp.i18n;

/** @type {import('../../../plugin/types/vitrine').VitrineBehavior<CounterProps>} */
const counter = {
	parseProps: ( raw ) => {
		const start = /** @type {{ start?: unknown }} */ ( raw ).start;
		return typeof start === 'number' &&
			Number.isInteger( start ) &&
			start >= 0
			? { start }
			: null;
	},

	mount: ( element, { start } ) => {
		const vitrine = window.vitrine;
		let presses = start;

		const count = document.createElement( 'p' );
		count.className = 'vitrine-example-counter__count';
		const button = document.createElement( 'button' );
		button.type = 'button';
		button.className = 'vitrine-example-counter__button wp-element-button';
		button.textContent = __( 'Press', 'vitrine-example-addon' );
		const greeting = document.createElement( 'p' );
		greeting.className = 'vitrine-example-counter__greeting';
		const cart = document.createElement( 'p' );
		cart.className = 'vitrine-example-counter__cart';
		cart.setAttribute( 'role', 'status' );

		const show = () => {
			count.textContent = sprintf(
				/* translators: %d: how many times the button was pressed. */
				__( 'Pressed %d times', 'vitrine-example-addon' ),
				presses
			);
		};
		show();
		button.addEventListener( 'click', () => {
			presses += 1;
			show();
		} );
		element.replaceChildren( count, button, greeting, cart );

		// The session: one call per page, shared with Vitrine's own widgets.
		vitrine?.session().then( ( session ) => {
			greeting.textContent = session.user.loggedIn
				? sprintf(
						/* translators: %s: the visitor's display name. */
						__( 'Hello, %s', 'vitrine-example-addon' ),
						session.user.name
					)
				: __( 'Hello, guest', 'vitrine-example-addon' );
		} );

		// A front-end event: the cart's new count after every add.
		const stop = vitrine?.on(
			'cart-added',
			( { cart: { count: units } } ) => {
				cart.textContent = sprintf(
					/* translators: %d: units in the cart. */
					__( 'In your cart: %d', 'vitrine-example-addon' ),
					units
				);
			}
		);
		return () => stop?.();
	},
};

export default counter;
