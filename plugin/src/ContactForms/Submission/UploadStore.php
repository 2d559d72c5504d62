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
	 * Moves a checked upload into private storage.
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
		$path = $dir . '/' . wp_unique_filename( $dir, $name );
		$ok   = is_uploaded_file( $tmp ) ? move_uploaded_file( $tmp, $path ) : copy( $tmp, $path );
		if ( ! $ok ) {
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
			// phpcs:ignore WordPress.WP.AlternativeFunctions -- a small static file, no WP_Filesystem credentials in a REST request.
			file_put_contents( $base . '/.htaccess', "# Vitrine: contact form uploads are private.\n<IfModule mod_authz_core.c>\nRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\nDeny from all\n</IfModule>\n" );
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
			// phpcs:ignore WordPress.WP.AlternativeFunctions -- see base_dir().
			file_put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" );
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
					@rmdir( $dir ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- best effort; a leftover empty folder is harmless.
				}
				$files[ $field ][ $i ]['path'] = '';
			}
		}
		return $files;
	}
}
