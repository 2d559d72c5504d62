<?php
/**
 * A team member in a slider.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders\Cards;

defined( 'ABSPATH' ) || exit;

/**
 * A team card: portrait, name, role and social links.
 */
final class TeamCard {

	/**
	 * The card's HTML.
	 *
	 * @param array<string, mixed> $item An item of Content\TeamMembers.
	 */
	public static function render( array $item ): string {
		$name  = (string) ( $item['title'] ?? '' );
		$links = '';
		foreach ( (array) ( $item['social'] ?? array() ) as $link ) {
			$url = esc_url( (string) ( $link['url'] ?? '' ), array( 'http', 'https', 'mailto' ) );
			if ( '' === $url ) {
				continue;
			}
			$network = (string) ( $link['network'] ?? '' );
			$links  .= sprintf(
				'<li><a href="%1$s" aria-label="%2$s">%3$s</a></li>',
				$url,
				/* translators: 1: a social network or "email", 2: the team member's name. */
				esc_attr( sprintf( __( '%1$s of %2$s', 'vitrine' ), self::network_name( $network ), $name ) ),
				esc_html( self::network_name( $network ) )
			);
		}
		$role = (string) ( $item['role'] ?? '' );
		return CardParts::card(
			CardParts::media( (int) ( $item['image'] ?? 0 ) ),
			CardParts::title( $name, (string) ( $item['url'] ?? '' ) )
				. ( '' === $role ? '' : '<p class="vitrine-carousel__meta">' . esc_html( $role ) . '</p>' )
				. CardParts::text( (string) ( $item['excerpt'] ?? '' ) )
				. ( '' === $links ? '' : '<ul class="vitrine-carousel__social">' . $links . '</ul>' )
		);
	}

	/**
	 * A network's name as people write it.
	 *
	 * @param string $network Network key from Content\TeamMembers::network().
	 */
	private static function network_name( string $network ): string {
		$names = array(
			'email'     => __( 'Email', 'vitrine' ),
			'website'   => __( 'Website', 'vitrine' ),
			'instagram' => 'Instagram',
			'linkedin'  => 'LinkedIn',
			'x'         => 'X',
			'facebook'  => 'Facebook',
			'pinterest' => 'Pinterest',
			'github'    => 'GitHub',
			'dribbble'  => 'Dribbble',
			'behance'   => 'Behance',
			'youtube'   => 'YouTube',
			'vimeo'     => 'Vimeo',
		);
		return $names[ $network ] ?? ( '' === $network ? __( 'Website', 'vitrine' ) : ucfirst( $network ) );
	}
}
