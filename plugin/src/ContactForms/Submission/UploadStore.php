<?php
/**
 * Private storage of uploaded files.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Submission;

use Vitrine\ContactForms\SchemaBuilder;
use Vitrine\ContactForms\Validation\Formats;
use Vitrine\Core\Filesystem;

defined( 'ABSPATH' ) || exit;

/**
 * Checks uploads by their real content and size, and keeps them under
 * `uploads/vitrine-private/<random>/`, out of public reach (an `.htaccess` deny for Apache, an
 * `index.php` against listings; the local nginx denies the path), until the retention job
 * deletes them.
 */
final class UploadStore {

	public const DIR = 'vitrine-private';

	public const PURGE_HOOK = 'vitrine_purge_form_uploads';

	/**
	 * Checks one uploaded file against a file field.
	 *
	 * @param array<string, mixed> $upload One entry of $_FILES (single file).
	 * @param array<string, mixed> $field  The file field.
	 * @return string|null Message key of the problem, or null when the file is acceptable.
	 */
	public function check( array $upload, array $field ): ?string {
		$error = (int) ( $upload['error'] ?? UPLOAD_ERR_NO_FILE );
		if ( UPLOAD_ERR_INI_SIZE === $error || UPLOAD_ERR_FORM_SIZE === $error ) {
			return 'upload_file_too_large';
		}
		$tmp = (string) ( $upload['tmp_name'] ?? '' );
		if ( UPLOAD_ERR_OK !== $error || '' === $tmp || ! $this->is_upload( $tmp ) ) {
			return 'upload_failed';
		}
		$size = (int) filesize( $tmp );
		if ( $size > SchemaBuilder::max_file_size( $field ) ) {
			return 'upload_file_too_large';
		}
		$name  = sanitize_file_name( (string) ( $upload['name'] ?? '' ) );
		$real  = wp_check_filetype_and_ext( $tmp, $name );
		$ext   = (string) ( $real['ext'] ?? '' );
		$type  = (string) ( $real['type'] ?? '' );
		$named = (string) ( $real['proper_filename'] ?? '' );
		if ( '' === $ext || '' === $type ) {
			return 'upload_file_type_invalid';
		}
		$accept = (array) ( $field['accept'] ?? array() );
		$file   = array(
			'name' => '' !== $named ? $named : $name,
			'type' => $type,
		);
		if ( $accept && ! Formats::file_type( $file, array_map( 'strval', array_values( $accept ) ) ) ) {
			return 'upload_file_type_invalid';
		}
		return null;
	}

	/**
	 * Moves a checked upload into private storage, through core's upload handling (as
	 * WooCommerce keeps downloadable files out of the public folders: the `upload_dir` filter
	 * points core at the private folder for this one file). A file PHP did not receive in this
	 * request (one a test or an importer vouched for) is side-loaded, which moves it the same
	 * way.
	 *
	 * @param array<string, mixed> $upload One entry of $_FILES (single file), already checked.
	 * @return array{name: string, path: string, size: int, type: string}|null Null when it cannot be moved.
	 */
	public function store( array $upload ): ?array {
		$base = $this->base_dir();
		if ( null === $base ) {
			return null;
		}
		$dir = $base . '/' . bin2hex( random_bytes( 16 ) );
		if ( ! wp_mkdir_p( $dir ) ) {
			return null;
		}
		$this->protect( $dir );
		$tmp  = (string) $upload['tmp_name'];
		$name = sanitize_file_name( (string) $upload['name'] );
		$real = wp_check_filetype_and_ext( $tmp, $name );
		$name = '' !== (string) ( $real['proper_filename'] ?? '' ) ? (string) $real['proper_filename'] : $name;
		$file = array(
			'name'     => $name,
			'type'     => (string) $real['type'],
			'tmp_name' => $tmp,
			'error'    => UPLOAD_ERR_OK,
			'size'     => (int) filesize( $tmp ),
		);
		// check() has judged the type by the file's content against the field's own list (and,
		// as before, an empty file is a file).
		$overrides = array(
			'test_form' => false,
			'test_type' => false,
			'test_size' => false,
		);
		$into      = static function ( array $uploads ) use ( $dir ): array {
			return array(
				'path'   => $dir,
				'url'    => '',
				'subdir' => '',
			) + $uploads;
		};
		require_once ABSPATH . 'wp-admin/includes/file.php';
		add_filter( 'upload_dir', $into );
		$moved = is_uploaded_file( $tmp ) ? wp_handle_upload( $file, $overrides ) : wp_handle_sideload( $file, $overrides );
		remove_filter( 'upload_dir', $into );
		$path = (string) ( $moved['file'] ?? '' );
		if ( isset( $moved['error'] ) || '' === $path || dirname( $path ) !== $dir ) {
			return null;
		}
		return array(
			'name' => basename( $path ),
			'path' => $path,
			'size' => (int) filesize( $path ),
			'type' => (string) $real['type'],
		);
	}

	/**
	 * Whether a temporary file really came from this request's upload. Tests and importers
	 * may vouch for local files through the filter.
	 *
	 * @param string $tmp Temporary path.
	 */
	private function is_upload( string $tmp ): bool {
		if ( is_uploaded_file( $tmp ) ) {
			return true;
		}

		/**
		 * Filters whether a local file that did not arrive through PHP's upload handling may be
		 * treated as an upload (for tests and importers only).
		 *
		 * @since 0.1.0
		 *
		 * @param bool   $allowed Default false.
		 * @param string $tmp     The file path.
		 */
		return (bool) apply_filters( 'vitrine_contact_form_accept_local_file', false, $tmp ) && is_file( $tmp );
	}

	/**
	 * The private base folder, created and protected on first use.
	 */
	public function base_dir(): ?string {
		$uploads = wp_upload_dir( null, false );
		if ( ! empty( $uploads['error'] ) ) {
			return null;
		}
		$base = untrailingslashit( (string) $uploads['basedir'] ) . '/' . self::DIR;
		if ( ! is_dir( $base ) && ! wp_mkdir_p( $base ) ) {
			return null;
		}
		$this->protect( $base );
		if ( ! is_file( $base . '/.htaccess' ) ) {
			Filesystem::put_contents( $base . '/.htaccess', "# Vitrine: contact form uploads are private.\n<IfModule mod_authz_core.c>\nRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\nDeny from all\n</IfModule>\n" );
		}
		return $base;
	}

	/**
	 * Puts an empty index.php in a folder against directory listings.
	 *
	 * @param string $dir Folder.
	 */
	private function protect( string $dir ): void {
		if ( ! is_file( $dir . '/index.php' ) ) {
			Filesystem::put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" );
		}
	}

	/**
	 * Deletes stored files and their folders.
	 *
	 * @param array<string, mixed> $files Files by field name, as stored.
	 * @return array<string, mixed> The same list with empty paths.
	 */
	public function delete( array $files ): array {
		$base = $this->base_dir();
		foreach ( $files as $field => $list ) {
			foreach ( (array) $list as $i => $file ) {
				$path = (string) ( $file['path'] ?? '' );
				// Only ever delete inside the private folder.
				if ( null !== $base && '' !== $path && str_starts_with( (string) realpath( $path ), (string) realpath( $base ) . '/' ) ) {
					wp_delete_file( $path );
					$dir = dirname( $path );
					wp_delete_file( $dir . '/index.php' );
					// Best effort: a folder something else was put in stays.
					Filesystem::remove_empty_dir( $dir );
				}
				$files[ $field ][ $i ]['path'] = '';
			}
		}
		return $files;
	}
}
