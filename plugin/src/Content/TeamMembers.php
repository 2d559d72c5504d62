<?php
/**
 * Team members.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The people of the studio. The title is the name, the excerpt a short bio, the featured image
 * the portrait. No public page. Own fields: `role`, `social` (list of `{url, network}`, the
 * network guessed from the host: instagram, linkedin, x, facebook, github, dribbble, behance,
 * pinterest, youtube, website; `mailto:` links are `email`).
 */
final class TeamMembers extends ContentType {

	public const POST_TYPE   = 'vitrine_team_member';
	public const META_ROLE   = '_vitrine_team_role';
	public const META_SOCIAL = '_vitrine_team_social';

	/**
	 * {@inheritDoc}
	 */
	protected static function labels(): array {
		return array(
			'name'        => __( 'Team', 'vitrine' ),
			'singular'    => __( 'Team member', 'vitrine' ),
			'description' => __( 'The people behind the studio.', 'vitrine' ),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function post_type_args(): array {
		return array( 'menu_icon' => 'dashicons-groups' );
	}

	/**
	 * {@inheritDoc}
	 */
	public static function fields(): array {
		return array(
			self::META_ROLE   => array(
				'type'  => 'text',
				'label' => __( 'Role', 'vitrine' ),
			),
			self::META_SOCIAL => array(
				'type'  => 'urls',
				'label' => __( 'Social links', 'vitrine' ),
				'help'  => __( 'One link per line (Instagram, LinkedIn, X, a website, mailto:…).', 'vitrine' ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function own_fields( WP_Post $post ): array {
		$links = array_filter( (array) self::meta( $post, self::META_SOCIAL ), 'is_string' );
		return array(
			'role'   => (string) self::meta( $post, self::META_ROLE ),
			'social' => array_values(
				array_map(
					static fn( string $url ) => array(
						'url'     => $url,
						'network' => self::network( $url ),
					),
					$links
				)
			),
		);
	}

	/**
	 * The network a link belongs to, from its host.
	 *
	 * @param string $url Link.
	 */
	public static function network( string $url ): string {
		if ( str_starts_with( $url, 'mailto:' ) ) {
			return 'email';
		}
		$host = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
		$map  = array(
			'instagram.com' => 'instagram',
			'linkedin.com'  => 'linkedin',
			'x.com'         => 'x',
			'twitter.com'   => 'x',
			'facebook.com'  => 'facebook',
			'github.com'    => 'github',
			'dribbble.com'  => 'dribbble',
			'behance.net'   => 'behance',
			'pinterest.com' => 'pinterest',
			'youtube.com'   => 'youtube',
		);
		foreach ( $map as $domain => $network ) {
			if ( $host === $domain || str_ends_with( $host, '.' . $domain ) ) {
				return $network;
			}
		}
		return 'website';
	}
}
