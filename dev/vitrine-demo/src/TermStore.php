<?php
/**
 * Finding and creating demo terms.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Ensures categories and tags exist, looked up by slug, so renaming one keeps it.
 */
final class TermStore {

	/**
	 * Returns a term's id, creating the term when it is missing.
	 *
	 * @param string $taxonomy    Taxonomy.
	 * @param string $slug        Slug.
	 * @param string $name        Name, when it has to be created.
	 * @param string $description Description, when it has to be created.
	 * @return array{0: int, 1: bool} Term id and whether it was created now.
	 * @throws RuntimeException When WordPress refuses the term.
	 */
	public function ensure( string $taxonomy, string $slug, string $name, string $description = '' ): array {
		$term = get_term_by( 'slug', $slug, $taxonomy );
		if ( $term instanceof \WP_Term ) {
			return array( (int) $term->term_id, false );
		}
		$result = wp_insert_term(
			$name,
			$taxonomy,
			array(
				'slug'        => $slug,
				'description' => $description,
			)
		);
		if ( is_wp_error( $result ) ) {
			throw new RuntimeException( esc_html( "Could not create {$taxonomy} {$slug}: " . $result->get_error_message() ) );
		}
		add_term_meta( (int) $result['term_id'], ContentStore::MARKER, "{$taxonomy}:{$slug}", true );
		return array( (int) $result['term_id'], true );
	}
}
