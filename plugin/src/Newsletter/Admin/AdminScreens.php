<?php
/**
 * Newsletter admin screens.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter\Admin;

use Vitrine\Core\Admin\AdminMenu;
use Vitrine\Core\Export\ExportProgress;
use Vitrine\Core\Export\SpreadsheetCsv;
use Vitrine\Newsletter\ListRepository;
use Vitrine\Newsletter\MailingList;
use Vitrine\Newsletter\Subscriber;
use Vitrine\Newsletter\SubscriberRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The "Newsletter" menu: subscribers (search, status views, list filter, CSV export) and
 * list management (create, rename, double opt-in, consent text, delete with confirmation).
 * Every screen and action checks the capability; every action also checks a nonce.
 */
final class AdminScreens {

	public const SUBSCRIBERS_PAGE = 'vitrine-newsletter';
	public const LISTS_PAGE       = 'vitrine-newsletter-lists';
	public const EXPORT_ACTION    = 'vitrine_newsletter_export';
	public const SAVE_LIST_ACTION = 'vitrine_newsletter_save_list';
	public const DELETE_ACTION    = 'vitrine_newsletter_delete_list';

	/**
	 * Sets up the screens.
	 *
	 * @param ListRepository       $lists       Lists.
	 * @param SubscriberRepository $subscribers Subscribers.
	 */
	public function __construct( private ListRepository $lists, private SubscriberRepository $subscribers ) {}

	/**
	 * The capability the screens and actions require.
	 */
	public static function capability(): string {
		/**
		 * Filters the capability needed to see subscribers, export them and manage lists.
		 *
		 * @since 0.1.0
		 *
		 * @param string $capability Capability. Default `manage_options`.
		 */
		return (string) apply_filters( 'vitrine_newsletter_capability', 'manage_options' );
	}

	/**
	 * Hooks the menu and the actions.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
		add_action( 'admin_post_' . self::EXPORT_ACTION, array( $this, 'handle_export' ) );
		add_action( 'admin_post_' . self::SAVE_LIST_ACTION, array( $this, 'handle_save_list' ) );
		add_action( 'admin_post_' . self::DELETE_ACTION, array( $this, 'handle_delete_list' ) );
	}

	/**
	 * Adds the menu.
	 */
	public function add_menu(): void {
		$cap  = self::capability();
		$hook = add_submenu_page( AdminMenu::SLUG, __( 'Newsletter subscribers', 'vitrine' ), __( 'Newsletter subscribers', 'vitrine' ), $cap, self::SUBSCRIBERS_PAGE, array( $this, 'render_subscribers' ) );
		if ( $hook ) {
			// The export's progress bar (the link downloads without it).
			add_action( 'load-' . $hook, array( ExportProgress::class, 'enqueue' ) );
		}
		add_submenu_page( AdminMenu::SLUG, __( 'Newsletter lists', 'vitrine' ), __( 'Newsletter lists', 'vitrine' ), $cap, self::LISTS_PAGE, array( $this, 'render_lists' ) );
	}

	/**
	 * Stops unless the user may manage the newsletter and, for actions, the nonce is valid.
	 *
	 * @param string|null $nonce_action Nonce action to verify (field `_wpnonce`), or null.
	 */
	public static function authorize( ?string $nonce_action = null ): void {
		if ( ! current_user_can( self::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage the newsletter.', 'vitrine' ), '', array( 'response' => 403 ) );
		}
		if ( null !== $nonce_action && ! wp_verify_nonce( self::request( '_wpnonce' ), $nonce_action ) ) {
			wp_die( esc_html__( 'The link you followed has expired. Please go back, reload the page and try again.', 'vitrine' ), '', array( 'response' => 403 ) );
		}
	}

	/**
	 * Reads a request field, unslashed and sanitized.
	 *
	 * @param string $key Field.
	 */
	private static function request( string $key ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- callers verify the nonce through authorize().
		return isset( $_REQUEST[ $key ] ) && is_scalar( $_REQUEST[ $key ] ) ? sanitize_text_field( wp_unslash( (string) $_REQUEST[ $key ] ) ) : '';
	}

	/**
	 * The subscriber filters of the current request.
	 *
	 * @return array{list_id?: int, status?: string, search?: string}
	 */
	public static function query_from_request(): array {
		$query  = array();
		$list   = absint( self::request( 'list_id' ) );
		$status = self::request( 'status' );
		$search = self::request( 's' );
		if ( $list > 0 ) {
			$query['list_id'] = $list;
		}
		if ( in_array( $status, Subscriber::statuses(), true ) ) {
			$query['status'] = $status;
		}
		if ( '' !== $search ) {
			$query['search'] = $search;
		}
		return $query;
	}

	/**
	 * Lists keyed by id.
	 *
	 * @return array<int, MailingList>
	 */
	private function lists_by_id(): array {
		$lists = array();
		foreach ( $this->lists->all() as $list ) {
			$lists[ $list->id ] = $list;
		}
		return $lists;
	}

	/**
	 * The subscribers screen.
	 */
	public function render_subscribers(): void {
		self::authorize();
		$query = self::query_from_request();
		$table = new SubscribersListTable( $this->subscribers, $this->lists_by_id(), $query );
		$table->prepare_items();
		$export = wp_nonce_url( add_query_arg( array( 'action' => self::EXPORT_ACTION ) + self::export_args( $query ), admin_url( 'admin-post.php' ) ), self::EXPORT_ACTION );
		?>
		<div class="wrap">
			<h1 class="wp-heading-inline"><?php esc_html_e( 'Newsletter subscribers', 'vitrine' ); ?></h1>
			<?php echo ExportProgress::link( $export, self::export_filename(), 'subscribers', 'vitrine-subscribers-export', __( 'Exporting subscribers', 'vitrine' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped when built. ?>
			<a class="page-title-action" href="<?php echo esc_url( admin_url( 'admin.php?page=' . self::LISTS_PAGE ) ); ?>"><?php esc_html_e( 'Manage lists', 'vitrine' ); ?></a>
			<hr class="wp-header-end">
			<?php $table->views(); ?>
			<form method="get">
				<input type="hidden" name="page" value="<?php echo esc_attr( self::SUBSCRIBERS_PAGE ); ?>">
				<?php if ( isset( $query['status'] ) ) : ?>
					<input type="hidden" name="status" value="<?php echo esc_attr( $query['status'] ); ?>">
				<?php endif; ?>
				<?php $table->search_box( __( 'Search subscribers', 'vitrine' ), 'vitrine-subscriber' ); ?>
				<?php $table->display(); ?>
			</form>
		</div>
		<?php
	}

	/**
	 * The export link's filter arguments.
	 *
	 * @param array{list_id?: int, status?: string, search?: string} $query Filters.
	 * @return array<string, string|int>
	 */
	private static function export_args( array $query ): array {
		$args = array();
		if ( isset( $query['list_id'] ) ) {
			$args['list_id'] = $query['list_id'];
		}
		if ( isset( $query['status'] ) ) {
			$args['status'] = $query['status'];
		}
		if ( isset( $query['search'] ) ) {
			$args['s'] = rawurlencode( $query['search'] );
		}
		return $args;
	}

	/**
	 * Streams the CSV download and exits.
	 */
	public function handle_export(): void {
		self::authorize( self::EXPORT_ACTION );
		$export = new CsvExport( $this->lists, $this->subscribers );
		$query  = self::query_from_request();
		SpreadsheetCsv::download(
			self::export_filename(),
			static function ( $out ) use ( $export, $query ): void {
				$export->write( $out, $query, true );
			},
			$this->subscribers->count( $query )
		);
		exit;
	}

	/**
	 * The export's file name.
	 */
	private static function export_filename(): string {
		return 'newsletter-subscribers-' . gmdate( 'Y-m-d' ) . '.csv';
	}

	/**
	 * Creates or updates a list, then returns to the lists screen.
	 */
	public function handle_save_list(): void {
		self::authorize( self::SAVE_LIST_ACTION );
		$id     = absint( self::request( 'list_id' ) );
		$name   = self::request( 'name' );
		$double = '1' === self::request( 'double_opt_in' );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in authorize().
		$consent = isset( $_POST['consent_text'] ) && is_string( $_POST['consent_text'] ) ? sanitize_textarea_field( wp_unslash( $_POST['consent_text'] ) ) : '';

		if ( '' === $name ) {
			self::back( 'name_missing', $id );
		}
		if ( $id > 0 ) {
			if ( null === $this->lists->find( $id ) ) {
				self::back( 'unknown_list' );
			}
			$this->lists->update( $id, $name, $double, $consent );
			self::back( 'list_saved' );
		}
		$this->lists->create( $name, $double, $consent );
		self::back( 'list_created' );
	}

	/**
	 * Deletes a list. With subscribers, the screen first asks whether to move them to another
	 * list or delete them; nothing is deleted without that explicit choice.
	 */
	public function handle_delete_list(): void {
		self::authorize( self::DELETE_ACTION );
		$id   = absint( self::request( 'list_id' ) );
		$list = $this->lists->find( $id );
		if ( null === $list || $list->is_default() ) {
			self::back( 'cannot_delete' );
		}
		$count = $this->lists->subscriber_counts()[ $id ] ?? 0;
		$mode  = self::request( 'subscribers' );
		if ( $count > 0 && ! in_array( $mode, array( 'move', 'delete' ), true ) ) {
			wp_safe_redirect( add_query_arg( array( 'confirm_delete' => $id ), admin_url( 'admin.php?page=' . self::LISTS_PAGE ) ) );
			exit;
		}
		$move_to = 'move' === $mode ? absint( self::request( 'move_to' ) ) : null;
		self::back( $this->lists->delete( $id, $move_to ) ? 'list_deleted' : 'cannot_delete' );
	}

	/**
	 * Redirects to the lists screen with a notice and exits.
	 *
	 * @param string $notice Notice code.
	 * @param int    $edit   List being edited, if any.
	 * @return never
	 */
	private static function back( string $notice, int $edit = 0 ): void {
		$args = array( 'notice' => $notice );
		if ( $edit > 0 ) {
			$args['edit'] = $edit;
		}
		wp_safe_redirect( add_query_arg( $args, admin_url( 'admin.php?page=' . self::LISTS_PAGE ) ) );
		exit;
	}

	/**
	 * The lists screen.
	 */
	public function render_lists(): void {
		self::authorize();
		$lists   = $this->lists_by_id();
		$counts  = $this->lists->subscriber_counts();
		$edit    = $lists[ absint( self::request( 'edit' ) ) ] ?? null;
		$confirm = $lists[ absint( self::request( 'confirm_delete' ) ) ] ?? null;
		$notices = array(
			'list_created'  => __( 'List created.', 'vitrine' ),
			'list_saved'    => __( 'List saved.', 'vitrine' ),
			'list_deleted'  => __( 'List deleted.', 'vitrine' ),
			'name_missing'  => __( 'Please give the list a name.', 'vitrine' ),
			'unknown_list'  => __( 'That list does not exist any more.', 'vitrine' ),
			'cannot_delete' => __( 'This list cannot be deleted (the default list always stays).', 'vitrine' ),
		);
		$notice  = self::request( 'notice' );
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Newsletter lists', 'vitrine' ); ?></h1>
			<?php if ( isset( $notices[ $notice ] ) ) : ?>
				<div class="notice <?php echo esc_attr( in_array( $notice, array( 'list_created', 'list_saved', 'list_deleted' ), true ) ? 'notice-success' : 'notice-error' ); ?> is-dismissible"><p><?php echo esc_html( $notices[ $notice ] ); ?></p></div>
			<?php endif; ?>

			<?php if ( null !== $confirm ) : ?>
				<?php $this->render_delete_confirmation( $confirm, $counts[ $confirm->id ] ?? 0, $lists ); ?>
			<?php endif; ?>

			<table class="widefat striped" style="margin-top:1em">
				<thead><tr>
					<th scope="col"><?php esc_html_e( 'Name', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Subscribers', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Double opt-in', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Consent text', 'vitrine' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Actions', 'vitrine' ); ?></th>
				</tr></thead>
				<tbody>
				<?php foreach ( $lists as $list ) : ?>
					<tr>
						<td><strong><?php echo esc_html( $list->name ); ?></strong><?php echo $list->is_default() ? ' — ' . esc_html__( 'default', 'vitrine' ) : ''; ?><br><span class="description"><?php echo $list->is_default() ? esc_html__( 'Used by forms without a list', 'vitrine' ) : esc_html( sprintf( /* translators: %d: list id. */ __( 'List ID: %d', 'vitrine' ), $list->id ) ); ?></span></td>
						<td><a href="<?php echo esc_url( admin_url( 'admin.php?page=' . self::SUBSCRIBERS_PAGE . '&list_id=' . $list->id ) ); ?>"><?php echo esc_html( number_format_i18n( $counts[ $list->id ] ?? 0 ) ); ?></a></td>
						<td><?php echo $list->double_opt_in ? esc_html__( 'Yes', 'vitrine' ) : esc_html__( 'No', 'vitrine' ); ?></td>
						<td><?php echo '' !== $list->consent_text ? esc_html( $list->consent_text ) : '<em>' . esc_html__( 'No consent box', 'vitrine' ) . '</em>'; ?></td>
						<td>
							<a class="button button-small" href="<?php echo esc_url( admin_url( 'admin.php?page=' . self::LISTS_PAGE . '&edit=' . $list->id ) ); ?>"><?php esc_html_e( 'Edit', 'vitrine' ); ?><span class="screen-reader-text"> <?php echo esc_html( $list->name ); ?></span></a>
							<?php if ( ! $list->is_default() ) : ?>
								<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" style="display:inline">
									<input type="hidden" name="action" value="<?php echo esc_attr( self::DELETE_ACTION ); ?>">
									<input type="hidden" name="list_id" value="<?php echo (int) $list->id; ?>">
									<?php wp_nonce_field( self::DELETE_ACTION ); ?>
									<button type="submit" class="button button-small button-link-delete"><?php esc_html_e( 'Delete', 'vitrine' ); ?><span class="screen-reader-text"> <?php echo esc_html( $list->name ); ?></span></button>
								</form>
							<?php endif; ?>
						</td>
					</tr>
				<?php endforeach; ?>
				</tbody>
			</table>

			<?php $this->render_list_form( $edit ); ?>
		</div>
		<?php
	}

	/**
	 * The create/edit form.
	 *
	 * @param MailingList|null $edit List being edited, or null for a new one.
	 */
	private function render_list_form( ?MailingList $edit ): void {
		?>
		<h2><?php echo null === $edit ? esc_html__( 'Add a list', 'vitrine' ) : esc_html( sprintf( /* translators: %s: list name. */ __( 'Edit “%s”', 'vitrine' ), $edit->name ) ); ?></h2>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="<?php echo esc_attr( self::SAVE_LIST_ACTION ); ?>">
			<input type="hidden" name="list_id" value="<?php echo (int) ( $edit->id ?? 0 ); ?>">
			<?php wp_nonce_field( self::SAVE_LIST_ACTION ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="vitrine-list-name"><?php esc_html_e( 'Name', 'vitrine' ); ?></label></th>
					<td><input name="name" id="vitrine-list-name" type="text" class="regular-text" required maxlength="190" value="<?php echo esc_attr( $edit->name ?? '' ); ?>"></td>
				</tr>
				<tr>
					<th scope="row"><?php esc_html_e( 'Double opt-in', 'vitrine' ); ?></th>
					<td><label><input name="double_opt_in" type="checkbox" value="1" <?php checked( $edit->double_opt_in ?? true ); ?>> <?php esc_html_e( 'Send a confirmation email; subscribe only after the link in it is opened', 'vitrine' ); ?></label></td>
				</tr>
				<tr>
					<th scope="row"><label for="vitrine-list-consent"><?php esc_html_e( 'Consent text', 'vitrine' ); ?></label></th>
					<td>
						<textarea name="consent_text" id="vitrine-list-consent" class="large-text" rows="3" aria-describedby="vitrine-list-consent-help"><?php echo esc_textarea( $edit->consent_text ?? ListRepository::default_consent_text() ); ?></textarea>
						<p class="description" id="vitrine-list-consent-help"><?php esc_html_e( 'Shown beside the consent box of every sign-up form for this list, and recorded with each consent. Leave empty to ask for no consent.', 'vitrine' ); ?></p>
					</td>
				</tr>
			</table>
			<?php submit_button( null === $edit ? __( 'Add list', 'vitrine' ) : __( 'Save list', 'vitrine' ) ); ?>
		</form>
		<?php
	}

	/**
	 * Asks what to do with a list's subscribers before deleting it.
	 *
	 * @param MailingList             $list  The list.
	 * @param int                     $count Its subscribers.
	 * @param array<int, MailingList> $lists Every list.
	 */
	private function render_delete_confirmation( MailingList $list, int $count, array $lists ): void {
		?>
		<div class="notice notice-warning" role="alert">
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<p><strong>
				<?php
				echo esc_html(
					sprintf(
						/* translators: 1: list name, 2: number of subscribers. */
						_n( '“%1$s” has %2$s subscriber. What should happen to it?', '“%1$s” has %2$s subscribers. What should happen to them?', $count, 'vitrine' ),
						$list->name,
						number_format_i18n( $count )
					)
				);
				?>
				</strong></p>
				<input type="hidden" name="action" value="<?php echo esc_attr( self::DELETE_ACTION ); ?>">
				<input type="hidden" name="list_id" value="<?php echo (int) $list->id; ?>">
				<?php wp_nonce_field( self::DELETE_ACTION ); ?>
				<p><label><input type="radio" name="subscribers" value="move" checked> <?php esc_html_e( 'Move them to', 'vitrine' ); ?></label>
					<select name="move_to" aria-label="<?php esc_attr_e( 'Target list', 'vitrine' ); ?>">
						<?php foreach ( $lists as $other ) : ?>
							<?php if ( $other->id !== $list->id ) : ?>
								<option value="<?php echo (int) $other->id; ?>"><?php echo esc_html( $other->name ); ?></option>
							<?php endif; ?>
						<?php endforeach; ?>
					</select>
				</p>
				<p><label><input type="radio" name="subscribers" value="delete"> <?php esc_html_e( 'Delete them permanently (export them first if you may need them)', 'vitrine' ); ?></label></p>
				<p>
					<button type="submit" class="button button-primary"><?php esc_html_e( 'Delete the list', 'vitrine' ); ?></button>
					<a class="button" href="<?php echo esc_url( admin_url( 'admin.php?page=' . self::LISTS_PAGE ) ); ?>"><?php esc_html_e( 'Cancel', 'vitrine' ); ?></a>
				</p>
			</form>
		</div>
		<?php
	}
}
