<?php
/**
 * Demo authors' accounts.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Ensures the demo authors exist. New accounts get the `author` role and a random strong
 * password nobody knows (reset it from the admin to log in as them). The administrator only
 * gets a real name and a short bio while its display name is still its login.
 */
final class AuthorStore {

	/**
	 * Returns an author's user id, creating the account when it is missing.
	 *
	 * @param array{login: string, email: string, first_name: string, last_name: string, description: string} $author Author data.
	 * @return array{0: int, 1: bool} User id and whether the account was created now.
	 * @throws RuntimeException When WordPress refuses the account.
	 */
	public function ensure( array $author ): array {
		$display = trim( "{$author['first_name']} {$author['last_name']}" );

		if ( 'admin' === $author['login'] ) {
			$user = $this->administrator();
			if ( $user && $user->display_name === $user->user_login ) {
				wp_update_user(
					array(
						'ID'           => $user->ID,
						'first_name'   => $author['first_name'],
						'last_name'    => $author['last_name'],
						'display_name' => $display,
						'nickname'     => $author['first_name'],
						'description'  => $author['description'],
					)
				);
			}
			return array( $user ? (int) $user->ID : 0, false );
		}

		$user = get_user_by( 'login', $author['login'] );
		if ( ! $user ) {
			$user = get_user_by( 'email', $author['email'] );
		}
		if ( $user ) {
			return array( (int) $user->ID, false );
		}
		$id = wp_insert_user(
			array(
				'user_login'   => $author['login'],
				'user_pass'    => wp_generate_password( 32, true, true ),
				'user_email'   => $author['email'],
				'first_name'   => $author['first_name'],
				'last_name'    => $author['last_name'],
				'display_name' => $display,
				'nickname'     => $author['first_name'],
				'description'  => $author['description'],
				'role'         => 'author',
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( esc_html( "Could not create the author {$author['login']}: " . $id->get_error_message() ) );
		}
		add_user_meta( $id, ContentStore::MARKER, "user:{$author['login']}", true );
		return array( (int) $id, true );
	}

	/**
	 * The site's administrator: the `admin` account, or else the first administrator.
	 */
	private function administrator(): ?\WP_User {
		$user = get_user_by( 'login', 'admin' );
		if ( $user ) {
			return $user;
		}
		$users = get_users(
			array(
				'role'    => 'administrator',
				'number'  => 1,
				'orderby' => 'ID',
			)
		);
		return $users ? $users[0] : null;
	}
}
