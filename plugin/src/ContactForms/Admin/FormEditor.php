<?php
/**
 * The form editor in WP admin.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Admin;

use Vitrine\ContactForms\Capability;
use Vitrine\ContactForms\ContactFormsModule;
use Vitrine\ContactForms\DefinitionSanitizer;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Messages;
use Vitrine\Core\Assets;
use Vitrine\Core\I18n;
use WP_Post;
use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * Meta boxes for fields, mail, messages and settings: server-rendered rows, enhanced by a small
 * script (src/admin/form-editor.ts) that adds, removes and reorders fields. A definition that
 * does not pass {@see DefinitionSanitizer} is not saved: the last good one stays and a notice
 * says what to fix.
 */
final class FormEditor {

	public const NONCE = 'vitrine_form_editor';

	public const HANDLE = 'vitrine-admin-form-editor';

	/**
	 * Sets up the editor.
	 *
	 * @param FormRepository $forms Forms.
	 */
	public function __construct( private FormRepository $forms ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'add_meta_boxes_' . FormRepository::POST_TYPE, array( $this, 'add_meta_boxes' ) );
		add_action( 'save_post_' . FormRepository::POST_TYPE, array( $this, 'save' ), 10, 2 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'admin_notices', array( $this, 'notices' ) );
		add_filter( 'manage_' . FormRepository::POST_TYPE . '_posts_columns', array( $this, 'columns' ) );
		add_action( 'manage_' . FormRepository::POST_TYPE . '_posts_custom_column', array( $this, 'column' ), 10, 2 );
	}

	/**
	 * Adds the meta boxes.
	 */
	public function add_meta_boxes(): void {
		$type = FormRepository::POST_TYPE;
		add_meta_box( 'vitrine-form-fields', __( 'Fields', 'vitrine' ), array( $this, 'fields_box' ), $type, 'normal', 'high' );
		add_meta_box( 'vitrine-form-mail', __( 'Mail', 'vitrine' ), array( $this, 'mail_box' ), $type, 'normal' );
		add_meta_box( 'vitrine-form-messages', __( 'Messages', 'vitrine' ), array( $this, 'messages_box' ), $type, 'normal' );
		add_meta_box( 'vitrine-form-usage', __( 'Place this form', 'vitrine' ), array( $this, 'usage_box' ), $type, 'side' );
	}

	/**
	 * The definition shown: the stored one, or a starting point for a new form.
	 *
	 * @param WP_Post $post Post.
	 * @return array<string, mixed>
	 */
	private function definition( WP_Post $post ): array {
		$definition = $this->forms->definition( (int) $post->ID );
		if ( array() !== (array) ( $definition['fields'] ?? array() ) ) {
			return $definition;
		}
		return self::starter();
	}

	/**
	 * A new form's starting point: name, email, subject and message, mailed to the site admin.
	 *
	 * @return array<string, mixed>
	 */
	public static function starter(): array {
		return array(
			'fields'      => array(
				array(
					'name'     => 'your-name',
					'type'     => 'text',
					'label'    => __( 'Your name', 'vitrine' ),
					'required' => true,
				),
				array(
					'name'     => 'your-email',
					'type'     => 'email',
					'label'    => __( 'Your email', 'vitrine' ),
					'required' => true,
				),
				array(
					'name'     => 'your-subject',
					'type'     => 'text',
					'label'    => __( 'Subject', 'vitrine' ),
					'required' => true,
				),
				array(
					'name'      => 'your-message',
					'type'      => 'textarea',
					'label'     => __( 'Your message', 'vitrine' ),
					'maxLength' => 2000,
				),
			),
			'messages'    => array(),
			'mail'        => array(
				'to'          => '[_site_admin_email]',
				'from'        => '[_site_title] <' . self::default_from() . '>',
				'subject'     => '[_site_title] "[your-subject]"',
				'body'        => "From: [your-name] <[your-email]>\nSubject: [your-subject]\n\nMessage:\n[your-message]\n\n-- \nThis e-mail was sent from a contact form on [_site_title] ([_site_url])",
				'replyTo'     => '[your-name] <[your-email]>',
				'attachments' => '',
			),
			'submitLabel' => __( 'Send', 'vitrine' ),
		);
	}

	/**
	 * `wordpress@<site domain>`, the sender WordPress itself uses.
	 */
	public static function default_from(): string {
		$host = (string) wp_parse_url( network_home_url(), PHP_URL_HOST );
		$host = str_starts_with( $host, 'www.' ) ? substr( $host, 4 ) : $host;
		return 'wordpress@' . ( str_contains( $host, '.' ) ? $host : $host . '.test' );
	}

	/**
	 * The fields box.
	 *
	 * @param WP_Post $post Post.
	 */
	public function fields_box( WP_Post $post ): void {
		$definition = $this->definition( $post );
		wp_nonce_field( self::NONCE, '_vitrine_form_nonce' );
		echo '<p class="description">' . esc_html__( 'Each field has a unique name (letters, digits, - _ :, starting with a letter) used in mail tags such as [your-email]. Use the arrows to reorder the fields.', 'vitrine' ) . '</p>';
		echo '<ol class="vitrine-fields" data-vitrine-fields>';
		foreach ( array_values( (array) $definition['fields'] ) as $i => $field ) {
			$this->field_row( (string) $i, (array) $field );
		}
		echo '</ol>';
		echo '<template id="vitrine-field-template">';
		$this->field_row( '__i__', array( 'type' => 'text' ) );
		echo '</template>';
		echo '<p><button type="button" class="button" data-vitrine-add-field>' . esc_html__( 'Add a field', 'vitrine' ) . '</button></p>';
		printf(
			'<p><label for="vitrine-submit-label"><strong>%1$s</strong></label><br><input type="text" class="regular-text" id="vitrine-submit-label" name="vitrine_form[submitLabel]" value="%2$s"></p>',
			esc_html__( 'Submit button label', 'vitrine' ),
			esc_attr( (string) ( $definition['submitLabel'] ?? __( 'Send', 'vitrine' ) ) )
		);
	}

	/**
	 * One field row.
	 *
	 * @param string               $index Row index (or `__i__` in the template).
	 * @param array<string, mixed> $field Field.
	 */
	private function field_row( string $index, array $field ): void {
		$base  = 'vitrine_form[fields][' . $index . ']';
		$type  = (string) ( $field['type'] ?? 'text' );
		$types = array(
			'text'       => __( 'Text', 'vitrine' ),
			'email'      => __( 'Email', 'vitrine' ),
			'url'        => __( 'URL', 'vitrine' ),
			'tel'        => __( 'Telephone', 'vitrine' ),
			'number'     => __( 'Number', 'vitrine' ),
			'date'       => __( 'Date', 'vitrine' ),
			'time'       => __( 'Time', 'vitrine' ),
			'textarea'   => __( 'Text area', 'vitrine' ),
			'select'     => __( 'Drop-down menu', 'vitrine' ),
			'checkbox'   => __( 'Checkboxes', 'vitrine' ),
			'radio'      => __( 'Radio buttons', 'vitrine' ),
			'acceptance' => __( 'Acceptance', 'vitrine' ),
			'file'       => __( 'File', 'vitrine' ),
			'quiz'       => __( 'Quiz', 'vitrine' ),
		);
		$id    = 'vitrine-field-' . $index;
		$value = static fn( string $key ): string => is_scalar( $field[ $key ] ?? null ) ? (string) $field[ $key ] : '';

		printf( '<li class="vitrine-field" data-type="%s">', esc_attr( $type ) );
		echo '<div class="vitrine-field__head">';
		printf( '<span class="vitrine-field__title">%s</span>', esc_html( '' !== $value( 'label' ) ? $value( 'label' ) : ( '' !== $value( 'name' ) ? $value( 'name' ) : __( 'New field', 'vitrine' ) ) ) );
		echo '<span class="vitrine-field__tools">';
		printf( '<button type="button" class="button-link" data-vitrine-move="up" aria-label="%s">↑</button> ', esc_attr__( 'Move up', 'vitrine' ) );
		printf( '<button type="button" class="button-link" data-vitrine-move="down" aria-label="%s">↓</button> ', esc_attr__( 'Move down', 'vitrine' ) );
		printf( '<button type="button" class="button-link button-link-delete" data-vitrine-remove>%s</button>', esc_html__( 'Remove', 'vitrine' ) );
		echo '</span></div><div class="vitrine-field__grid">';

		printf( '<p><label for="%1$s-type">%2$s</label><select id="%1$s-type" name="%3$s[type]" data-vitrine-type>', esc_attr( $id ), esc_html__( 'Type', 'vitrine' ), esc_attr( $base ) );
		foreach ( $types as $key => $label ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $key ), selected( $type, $key, false ), esc_html( $label ) );
		}
		echo '</select></p>';

		$text = function ( string $key, string $label, string $show = '', string $input = 'text' ) use ( $id, $base, $value ): void {
			printf(
				'<p%5$s><label for="%1$s-%2$s">%3$s</label><input type="%6$s" id="%1$s-%2$s" name="%4$s[%2$s]" value="%7$s"></p>',
				esc_attr( $id ),
				esc_attr( $key ),
				esc_html( $label ),
				esc_attr( $base ),
				'' !== $show ? ' data-show="' . esc_attr( $show ) . '"' : '',
				esc_attr( $input ),
				esc_attr( $value( $key ) )
			);
		};
		$text( 'name', __( 'Name', 'vitrine' ) );
		$text( 'label', __( 'Label', 'vitrine' ) );
		$text( 'placeholder', __( 'Placeholder', 'vitrine' ), 'text email url tel number date time textarea select' );
		$text( 'min', __( 'Minimum (number or date)', 'vitrine' ), 'number date' );
		$text( 'max', __( 'Maximum (number or date)', 'vitrine' ), 'number date' );
		$text( 'step', __( 'Step', 'vitrine' ), 'number' );
		$text( 'minLength', __( 'Minimum length', 'vitrine' ), 'text email url tel textarea', 'number' );
		$text( 'maxLength', __( 'Maximum length', 'vitrine' ), 'text email url tel textarea', 'number' );
		$text( 'minItems', __( 'Minimum choices', 'vitrine' ), 'checkbox select', 'number' );
		$text( 'maxItems', __( 'Maximum choices', 'vitrine' ), 'checkbox select', 'number' );
		$field['accept'] = implode( ', ', (array) ( $field['accept'] ?? array() ) );
		printf(
			'<p data-show="file"><label for="%1$s-accept">%2$s</label><input type="text" id="%1$s-accept" name="%3$s[accept]" value="%4$s" placeholder="pdf, jpg, image/*"></p>',
			esc_attr( $id ),
			esc_html__( 'Accepted file types', 'vitrine' ),
			esc_attr( $base ),
			esc_attr( (string) $field['accept'] )
		);
		$text( 'maxFileSize', __( 'Maximum file size (bytes)', 'vitrine' ), 'file', 'number' );

		$options = implode( "\n", array_map( 'strval', (array) ( $field['options'] ?? array() ) ) );
		printf(
			'<p class="vitrine-field__wide" data-show="select checkbox radio"><label for="%1$s-options">%2$s</label><textarea id="%1$s-options" name="%3$s[options]" rows="4">%4$s</textarea></p>',
			esc_attr( $id ),
			esc_html__( 'Options (one per line)', 'vitrine' ),
			esc_attr( $base ),
			esc_textarea( $options )
		);
		printf(
			'<p class="vitrine-field__wide" data-show="acceptance"><label for="%1$s-content">%2$s</label><textarea id="%1$s-content" name="%3$s[content]" rows="2">%4$s</textarea></p>',
			esc_attr( $id ),
			esc_html__( 'Acceptance text (links allowed)', 'vitrine' ),
			esc_attr( $base ),
			esc_textarea( $value( 'content' ) )
		);
		$quiz = implode( "\n", array_map( static fn( $pair ): string => (string) ( $pair[0] ?? '' ) . ' | ' . (string) ( $pair[1] ?? '' ), (array) ( $field['quiz'] ?? array() ) ) );
		printf(
			'<p class="vitrine-field__wide" data-show="quiz"><label for="%1$s-quiz">%2$s</label><textarea id="%1$s-quiz" name="%3$s[quiz]" rows="3" placeholder="%5$s">%4$s</textarea></p>',
			esc_attr( $id ),
			esc_html__( 'Questions and answers (one “question | answer” per line)', 'vitrine' ),
			esc_attr( $base ),
			esc_textarea( $quiz ),
			esc_attr__( 'The capital of France? | Paris', 'vitrine' )
		);

		echo '<p class="vitrine-field__flags">';
		$flags = array(
			'required'  => array( __( 'Required', 'vitrine' ), 'text email url tel number date time textarea select checkbox radio file' ),
			'multiple'  => array( __( 'Several choices', 'vitrine' ), 'select' ),
			'exclusive' => array( __( 'Only one choice (exclusive)', 'vitrine' ), 'checkbox' ),
			'freeText'  => array( __( 'Free text for the last option', 'vitrine' ), 'checkbox radio' ),
			'optional'  => array( __( 'Optional (does not block sending)', 'vitrine' ), 'acceptance' ),
			'invert'    => array( __( 'Inverted (accepted when unticked)', 'vitrine' ), 'acceptance' ),
		);
		foreach ( $flags as $key => $flag ) {
			printf(
				'<label data-show="%5$s"><input type="checkbox" name="%1$s[%2$s]" value="1"%3$s> %4$s</label> ',
				esc_attr( $base ),
				esc_attr( $key ),
				checked( ! empty( $field[ $key ] ), true, false ),
				esc_html( $flag[0] ),
				esc_attr( $flag[1] )
			);
		}
		echo '</p></div></li>';
	}

	/**
	 * The mail box.
	 *
	 * @param WP_Post $post Post.
	 */
	public function mail_box( WP_Post $post ): void {
		$mail = (array) ( $this->definition( $post )['mail'] ?? array() );
		echo '<p class="description">' . esc_html__( 'Use field tags such as [your-email] and the special tags [_site_title], [_site_url], [_site_admin_email], [_date], [_time], [_remote_ip].', 'vitrine' ) . '</p>';
		echo '<table class="form-table" role="presentation"><tbody>';
		$rows = array(
			'to'          => __( 'To', 'vitrine' ),
			'from'        => __( 'From', 'vitrine' ),
			'subject'     => __( 'Subject', 'vitrine' ),
			'replyTo'     => __( 'Reply-To', 'vitrine' ),
			'attachments' => __( 'Attachments (file field tags)', 'vitrine' ),
		);
		foreach ( $rows as $key => $label ) {
			$current = is_scalar( $mail[ $key ] ?? null ) ? (string) $mail[ $key ] : '';
			printf(
				'<tr><th scope="row"><label for="vitrine-mail-%1$s">%2$s</label></th><td><input type="text" class="large-text" id="vitrine-mail-%1$s" name="vitrine_form[mail][%1$s]" value="%3$s"></td></tr>',
				esc_attr( $key ),
				esc_html( $label ),
				esc_attr( $current )
			);
		}
		$body = is_scalar( $mail['body'] ?? null ) ? (string) $mail['body'] : '';
		printf(
			'<tr><th scope="row"><label for="vitrine-mail-body">%1$s</label></th><td><textarea class="large-text code" rows="10" id="vitrine-mail-body" name="vitrine_form[mail][body]">%2$s</textarea></td></tr>',
			esc_html__( 'Message body', 'vitrine' ),
			esc_textarea( $body )
		);
		echo '</tbody></table>';
	}

	/**
	 * The messages box.
	 *
	 * @param WP_Post $post Post.
	 */
	public function messages_box( WP_Post $post ): void {
		$own = (array) ( $this->definition( $post )['messages'] ?? array() );
		echo '<p class="description">' . esc_html__( 'Leave a message empty to use the default shown as its placeholder.', 'vitrine' ) . '</p>';
		echo '<table class="form-table" role="presentation"><tbody>';
		foreach ( Messages::all() as $key => $message ) {
			$current = is_string( $own[ $key ] ?? null ) ? $own[ $key ] : '';
			printf(
				'<tr><th scope="row"><label for="vitrine-message-%1$s">%2$s</label></th><td><input type="text" class="large-text" id="vitrine-message-%1$s" name="vitrine_form[messages][%1$s]" value="%3$s" placeholder="%4$s"></td></tr>',
				esc_attr( $key ),
				esc_html( $message['label'] ),
				esc_attr( $current ),
				esc_attr( $message['text'] )
			);
		}
		echo '</tbody></table>';
	}

	/**
	 * How to place the form.
	 *
	 * @param WP_Post $post Post.
	 */
	public function usage_box( WP_Post $post ): void {
		if ( 'publish' !== $post->post_status ) {
			echo '<p>' . esc_html__( 'Publish the form, then place it with the “Contact form” block or this shortcode:', 'vitrine' ) . '</p>';
		} else {
			echo '<p>' . esc_html__( 'Place it with the “Contact form” block or this shortcode:', 'vitrine' ) . '</p>';
		}
		printf( '<p><code>[%s id="%d"]</code></p>', esc_html( ContactFormsModule::SHORTCODE ), (int) $post->ID );
		if ( $post->ID ) {
			printf(
				'<p><a href="%s">%s</a></p>',
				esc_url( SubmissionsPage::url( array( 'form_id' => (int) $post->ID ) ) ),
				esc_html__( 'See this form’s submissions', 'vitrine' )
			);
		}
	}

	/**
	 * Saves the definition when it is valid; otherwise keeps the stored one and queues a notice.
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $post    Post.
	 */
	public function save( int $post_id, WP_Post $post ): void {
		unset( $post );
		if ( wp_is_post_autosave( $post_id ) || wp_is_post_revision( $post_id ) ) {
			return;
		}
		$nonce = isset( $_POST['_vitrine_form_nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_vitrine_form_nonce'] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) || ! current_user_can( 'edit_post', $post_id ) || ! Capability::current_user_can() ) {
			return;
		}
		// Sanitised field by field in DefinitionSanitizer.
		$raw = isset( $_POST['vitrine_form'] ) && is_array( $_POST['vitrine_form'] ) ? wp_unslash( $_POST['vitrine_form'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		$raw = self::from_post( (array) $raw );

		$sanitizer  = new DefinitionSanitizer();
		$definition = $sanitizer->sanitize( $raw );
		if ( null === $definition ) {
			set_transient( 'vitrine_form_errors_' . get_current_user_id(), $sanitizer->errors(), MINUTE_IN_SECONDS );
			return;
		}
		$this->forms->save_definition( $post_id, $definition );
	}

	/**
	 * Turns the editor's POST shape into the definition shape (quiz lines into pairs).
	 *
	 * @param array<string, mixed> $raw Unslashed POST data.
	 * @return array<string, mixed>
	 */
	public static function from_post( array $raw ): array {
		$fields = array();
		foreach ( (array) ( $raw['fields'] ?? array() ) as $field ) {
			if ( ! is_array( $field ) ) {
				continue;
			}
			if ( isset( $field['quiz'] ) && is_string( $field['quiz'] ) ) {
				$pairs = array();
				foreach ( (array) preg_split( '/\r\n|\r|\n/', $field['quiz'] ) as $line ) {
					$parts = array_map( 'trim', explode( '|', (string) $line, 2 ) );
					if ( 2 === count( $parts ) ) {
						$pairs[] = $parts;
					}
				}
				$field['quiz'] = $pairs;
			}
			$fields[] = $field;
		}
		$raw['fields'] = $fields;
		return $raw;
	}

	/**
	 * Shows why the last save kept the previous definition.
	 */
	public function notices(): void {
		$key    = 'vitrine_form_errors_' . get_current_user_id();
		$errors = get_transient( $key );
		if ( ! is_array( $errors ) || ! $errors ) {
			return;
		}
		delete_transient( $key );
		echo '<div class="notice notice-error"><p><strong>' . esc_html__( 'The form’s fields were not saved; the previous version is kept. Please fix:', 'vitrine' ) . '</strong></p><ul>';
		foreach ( $errors as $error ) {
			echo '<li>' . esc_html( (string) $error ) . '</li>';
		}
		echo '</ul></div>';
	}

	/**
	 * Loads the editor script and style on the form edit screen only.
	 *
	 * @param string $hook Admin page hook.
	 */
	public function enqueue( string $hook ): void {
		$screen = get_current_screen();
		if ( ! in_array( $hook, array( 'post.php', 'post-new.php' ), true ) || ! $screen || FormRepository::POST_TYPE !== $screen->post_type ) {
			return;
		}
		$asset = Assets::asset( 'admin-form-editor' );
		if ( null === $asset ) {
			return;
		}
		wp_enqueue_script( self::HANDLE, plugins_url( 'build/admin-form-editor.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( self::HANDLE, I18n::TEXT_DOMAIN, I18n::languages_dir() );
		self::enqueue_style( $asset['version'] );
	}

	/**
	 * Loads the admin style (shared by the editor and the submissions screen), when built.
	 *
	 * @param string $version Asset version.
	 */
	public static function enqueue_style( string $version ): void {
		if ( is_readable( Assets::build_dir() . '/admin-form-editor.css' ) ) {
			wp_enqueue_style( self::HANDLE, plugins_url( 'build/admin-form-editor.css', PLUGIN_FILE ), array(), $version );
		}
	}

	/**
	 * Adds the shortcode and submissions columns to the forms list.
	 *
	 * @param array<string, string> $columns Columns.
	 * @return array<string, string>
	 */
	public function columns( array $columns ): array {
		$date = $columns['date'] ?? null;
		unset( $columns['date'] );
		$columns['vitrine_shortcode']   = __( 'Shortcode', 'vitrine' );
		$columns['vitrine_submissions'] = __( 'Submissions', 'vitrine' );
		if ( null !== $date ) {
			$columns['date'] = $date;
		}
		return $columns;
	}

	/**
	 * Prints a custom column.
	 *
	 * @param string $column  Column.
	 * @param int    $post_id Post id.
	 */
	public function column( string $column, int $post_id ): void {
		if ( 'vitrine_shortcode' === $column ) {
			printf( '<code>[%s id="%d"]</code>', esc_html( ContactFormsModule::SHORTCODE ), (int) $post_id );
		} elseif ( 'vitrine_submissions' === $column ) {
			printf( '<a href="%s">%s</a>', esc_url( SubmissionsPage::url( array( 'form_id' => $post_id ) ) ), esc_html__( 'View', 'vitrine' ) );
		}
	}
}
