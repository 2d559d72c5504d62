<?php
/**
 * Newsletter sign-up.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

use Vitrine\Core\LazyHooks;
use Vitrine\Core\Module;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Newsletter\Admin\AdminScreens;
use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the newsletter: the `ce4wp_form_submission` action, the confirmation and unsubscribe
 * links, the `vitrine/newsletter` block, the `[vitrine_newsletter]` shortcode and the admin
 * screens.
 */
final class NewsletterModule implements Module {

	/** The block's editor script, registered from src/blocks/newsletter/block.json. */
	public const EDITOR_SCRIPT = 'vitrine-newsletter-editor-script';

	/**
	 * Lists.
	 *
	 * @var ListRepository
	 */
	private ?ListRepository $lists = null;

	/**
	 * Subscribers.
	 *
	 * @var SubscriberRepository
	 */
	private ?SubscriberRepository $subscribers = null;

	/**
	 * The form renderer.
	 *
	 * @var NewsletterForm
	 */
	private ?NewsletterForm $form = null;

	/**
	 * The newsletter rules.
	 *
	 * @var SubscriptionService
	 */
	private ?SubscriptionService $service = null;

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		// Services and handlers are built when a hook needs them, not on every page.
		LazyHooks::ajax( SubscriptionAjaxHandler::ACTION, fn() => new SubscriptionAjaxHandler( $this->service() ) );
		LinkFormHandler::register( LazyHooks::once( fn() => new LinkFormHandler( $this->service() ) ) );
		Privacy::register( LazyHooks::once( fn() => new Privacy( $this->lists(), $this->subscribers() ) ) );
		add_action( 'enqueue_block_editor_assets', array( $this, 'editor_data' ) );
		if ( is_admin() ) {
			( new AdminScreens( $this->lists(), $this->subscribers() ) )->register();
		}
	}

	/**
	 * The sign-up rules.
	 */
	public function service(): SubscriptionService {
		return $this->service ??= new SubscriptionService( $this->lists(), $this->subscribers(), new Mailer(), new RateLimiter() );
	}

	/**
	 * The form renderer.
	 */
	public function form(): NewsletterForm {
		return $this->form ??= new NewsletterForm( $this->lists() );
	}

	/**
	 * Lists.
	 */
	public function lists(): ListRepository {
		return $this->lists ??= new ListRepository();
	}

	/**
	 * Subscribers.
	 */
	public function subscribers(): SubscriberRepository {
		return $this->subscribers ??= new SubscriberRepository();
	}

	/**
	 * Hands the editor the lists to choose from (admin only: no per-visitor data on pages).
	 */
	public function editor_data(): void {
		$lists = array();
		foreach ( $this->lists()->all() as $list ) {
			$lists[] = array(
				'id'          => $list->is_default() ? 0 : $list->id,
				'name'        => $list->name,
				'doubleOptIn' => $list->double_opt_in,
				'consentText' => $list->consent_text,
			);
		}
		$data = array(
			'lists'    => $lists,
			'listsUrl' => current_user_can( AdminScreens::capability() ) ? admin_url( 'admin.php?page=' . AdminScreens::LISTS_PAGE ) : '',
		);
		wp_add_inline_script( self::EDITOR_SCRIPT, 'window.vitrineNewsletterEditor = ' . wp_json_encode( $data ) . ';', 'before' );
	}

	/**
	 * Renders the block.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Inner content (none).
	 * @param WP_Block|null        $block      The block.
	 */
	public function render_block( array $attributes, string $content = '', ?WP_Block $block = null ): string {
		// The block's supports reach the form's root through Vitrine\Blocks\BlockWrapper.
		return $this->form()->render( $attributes );
	}

	/**
	 * Renders `[vitrine_newsletter list="3" fields="first_name,last_name" on_submission="summary"
	 * redirect_url="…" success_message="…" title="…" button_label="…"]`.
	 *
	 * @param array<string, string>|string $atts Shortcode attributes.
	 */
	public function shortcode( $atts ): string {
		$atts = shortcode_atts(
			array(
				'list'            => '0',
				'title'           => '',
				'fields'          => implode( ',', NewsletterForm::DEFAULT_FIELDS ),
				'on_submission'   => 'message',
				'redirect_url'    => '',
				'success_message' => '',
				'button_label'    => '',
				'class'           => '',
			),
			(array) $atts,
			'vitrine_newsletter'
		);
		return $this->form()->render( $atts );
	}
}
