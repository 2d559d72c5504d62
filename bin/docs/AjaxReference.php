<?php
/**
 * Builds docs/ajax.md from the declared admin-ajax actions (bin/docs/ajax-actions.php), and
 * compares that list with the actions the plugin hooks.
 *
 * Needs a loaded WordPress with the plugin active; used by tests/php/Docs/ReferenceDocsTest,
 * which fails when the page is stale or the list and the hooks differ, and writes the page
 * under `npm run docs`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Dev\Docs;

use ReflectionFunction;

/**
 * Renders the declared admin-ajax actions as Markdown and lists what the hooks say otherwise.
 */
final class AjaxReference {

	/**
	 * The declared actions.
	 *
	 * @var list<array{action: string, feature: string, method: string, handler: class-string, nonce: string, nonce_field: string, fields: array<string, string>, reply: string}>
	 */
	public array $actions;

	/**
	 * @param string $root The repository's root.
	 */
	public function __construct( private string $root ) {
		$this->actions = require $root . '/bin/docs/ajax-actions.php';
	}

	/**
	 * The actions Vitrine's own code hooks to `wp_ajax_*` and to `wp_ajax_nopriv_*`: those whose
	 * callback is defined under plugin/src.
	 *
	 * @return array{members: list<string>, guests: list<string>}
	 */
	public function registered(): array {
		global $wp_filter;
		$found = array(
			'members' => array(),
			'guests'  => array(),
		);
		foreach ( $wp_filter as $hook => $filter ) {
			if ( ! preg_match( '/^wp_ajax_(nopriv_)?(.+)$/', (string) $hook, $match ) ) {
				continue;
			}
			foreach ( $filter->callbacks as $callbacks ) {
				foreach ( $callbacks as $callback ) {
					if ( $this->is_ours( $callback['function'] ) ) {
						$found[ '' === $match[1] ? 'members' : 'guests' ][] = $match[2];
						continue 3;
					}
				}
			}
		}
		sort( $found['members'] );
		sort( $found['guests'] );
		return $found;
	}

	/**
	 * The declared action names, sorted.
	 *
	 * @return list<string>
	 */
	public function declared(): array {
		$names = array_column( $this->actions, 'action' );
		sort( $names );
		return $names;
	}

	/**
	 * The Markdown: a summary table, then each action's fields and reply.
	 */
	public function render(): string {
		$out = array( '| action | feature | method | nonce action (field) | handler |', '|---|---|---|---|---|' );
		foreach ( $this->actions as $action ) {
			$out[] = sprintf(
				'| [`%1$s`](#%2$s) | %3$s | %4$s | %5$s | `%6$s` |',
				$action['action'],
				self::anchor( $action['action'] ),
				$action['feature'],
				$action['method'],
				'' === $action['nonce'] ? 'none (read only)' : sprintf( '`%s` (`%s`)', $action['nonce'], $action['nonce_field'] ),
				str_replace( 'Vitrine\\', '', $action['handler'] )
			);
		}
		foreach ( $this->actions as $action ) {
			$out[] = '';
			$out[] = sprintf( '## `%s`', $action['action'] );
			$out[] = '';
			$out[] = sprintf(
				'%1$s `/wp-admin/admin-ajax.php?action=%2$s`%3$s, members and guests alike. Nonce: %4$s.',
				$action['method'],
				$action['action'],
				'POST' === $action['method'] ? ' (form-encoded)' : '',
				'' === $action['nonce'] ? 'none (read only)' : sprintf( 'action `%s`, field `%s`', $action['nonce'], $action['nonce_field'] )
			);
			if ( $action['fields'] ) {
				$out[] = '';
				$out[] = '| field | what it is |';
				$out[] = '|---|---|';
				foreach ( $action['fields'] as $field => $what ) {
					$out[] = sprintf( '| `%s` | %s |', $field, $what );
				}
			}
			$out[] = '';
			$out[] = 'Reply: ' . $action['reply'] . '.';
		}
		return implode( "\n", $out ) . "\n\n";
	}

	/**
	 * GitHub's anchor of a `## \`name\`` heading.
	 *
	 * @param string $name Action name.
	 */
	private static function anchor( string $name ): string {
		return strtolower( (string) preg_replace( '/[^A-Za-z0-9_-]/', '', $name ) );
	}

	/**
	 * Whether a hook callback is defined in the plugin's code.
	 *
	 * @param mixed $callback A hook callback.
	 */
	private function is_ours( $callback ): bool {
		if ( $callback instanceof \Closure ) {
			$file = ( new ReflectionFunction( $callback ) )->getFileName();
		} elseif ( is_array( $callback ) && isset( $callback[0] ) ) {
			$file = ( new \ReflectionClass( $callback[0] ) )->getFileName();
		} else {
			return false;
		}
		return is_string( $file ) && str_contains( $file, '/plugin/src/' );
	}
}
