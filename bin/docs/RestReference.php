<?php
/**
 * Builds docs/rest.md from the REST routes Vitrine registers, as WordPress holds them: each
 * route's methods, what the handler does and who may call it (the first sentence of the
 * callback's and the permission callback's docblocks), its arguments (type, required, default,
 * limits, description) and the schema of its answer.
 *
 * Needs a loaded WordPress with the plugin active; used by tests/php/Docs/ReferenceDocsTest,
 * which fails when the page is stale and writes it under `npm run docs`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Dev\Docs;

use ReflectionFunction;
use ReflectionMethod;
use WP_REST_Server;

/**
 * Renders the REST routes of Vitrine's namespaces as Markdown.
 */
final class RestReference {

	/**
	 * @param WP_REST_Server $server     The REST server, its routes registered.
	 * @param list<string>   $namespaces Namespaces to document.
	 */
	public function __construct( private WP_REST_Server $server, private array $namespaces = array( 'vitrine/v1' ) ) {
	}

	/**
	 * The Markdown for every route of the namespaces, in path order.
	 */
	public function render(): string {
		$routes = array();
		foreach ( $this->server->get_routes() as $path => $handlers ) {
			$options = $this->server->get_route_options( $path );
			if ( in_array( $options['namespace'] ?? '', $this->namespaces, true ) && '/' . ( $options['namespace'] ?? '' ) !== $path ) {
				$routes[ $path ] = array( $handlers, $options );
			}
		}
		ksort( $routes );

		$out = '';
		foreach ( $routes as $path => list( $handlers, $options ) ) {
			$out .= '## `' . $this->readable_path( $path ) . "`\n\n";
			foreach ( $handlers as $handler ) {
				$out .= $this->render_handler( $handler );
			}
			$out .= $this->render_schema( $options );
		}
		return $out;
	}

	/**
	 * One method's entry: what it does, who may call it, its arguments.
	 *
	 * @param array<string, mixed> $handler A route handler as the server holds it.
	 */
	private function render_handler( array $handler ): string {
		$methods = implode( ', ', array_keys( array_filter( (array) $handler['methods'] ) ) );
		$out     = "### {$methods}\n\n";
		$does    = $this->summary_of( $handler['callback'] ?? null );
		$out    .= '' !== $does ? $does . "\n\n" : '';
		$who     = $this->summary_of( $handler['permission_callback'] ?? null );
		$out    .= 'Permission: ' . ( '' !== $who ? $who : 'public.' ) . "\n\n";

		$args = (array) ( $handler['args'] ?? array() );
		if ( ! $args ) {
			return $out . "No arguments.\n\n";
		}
		ksort( $args );
		$out .= "| argument | type | required | default | description |\n|---|---|---|---|---|\n";
		foreach ( $args as $name => $arg ) {
			$out .= sprintf(
				"| `%s` | %s | %s | %s | %s |\n",
				$name,
				$this->type_of( (array) $arg ),
				empty( $arg['required'] ) ? 'no' : 'yes',
				array_key_exists( 'default', (array) $arg ) ? '`' . wp_json_encode( $arg['default'] ) . '`' : '',
				$this->cell( (string) ( $arg['description'] ?? '' ) )
			);
		}
		return $out . "\n";
	}

	/**
	 * The answer's schema, when the route declares one: its properties, a level deep.
	 *
	 * @param array<string, mixed> $options Route options.
	 */
	private function render_schema( array $options ): string {
		if ( empty( $options['schema'] ) || ! is_callable( $options['schema'] ) ) {
			return '';
		}
		$schema = (array) call_user_func( $options['schema'] );
		$title  = (string) ( $schema['title'] ?? '' );
		$out    = '### Answer' . ( '' !== $title ? " (`{$title}`)" : '' ) . "\n\n";
		$out   .= "| property | type | description |\n|---|---|---|\n";
		foreach ( (array) ( $schema['properties'] ?? array() ) as $name => $property ) {
			$out .= sprintf( "| `%s` | %s | %s |\n", $name, $this->type_of( (array) $property ), $this->cell( (string) ( $property['description'] ?? '' ) ) );
		}
		return $out . "\n";
	}

	/**
	 * A schema's type, with its format, enum or limits.
	 *
	 * @param array<string, mixed> $schema JSON schema.
	 */
	private function type_of( array $schema ): string {
		$type = implode( ' or ', (array) ( $schema['type'] ?? 'mixed' ) );
		if ( 'array' === $type && isset( $schema['items']['type'] ) ) {
			$type = 'array of ' . implode( ' or ', (array) $schema['items']['type'] );
		}
		$details = array();
		if ( isset( $schema['format'] ) ) {
			$details[] = (string) $schema['format'];
		}
		if ( isset( $schema['enum'] ) ) {
			$details[] = 'one of ' . implode( ', ', array_map( static fn( $value ): string => '`' . wp_json_encode( $value ) . '`', (array) $schema['enum'] ) );
		}
		foreach ( array(
			'minimum'   => '≥',
			'maximum'   => '≤',
			'minLength' => 'length ≥',
			'maxLength' => 'length ≤',
		) as $key => $sign ) {
			if ( isset( $schema[ $key ] ) ) {
				$details[] = $sign . ' ' . $schema[ $key ];
			}
		}
		return $type . ( $details ? ' (' . implode( '; ', $details ) . ')' : '' );
	}

	/**
	 * The first sentence of a callable's docblock ('' for closures and core callbacks).
	 *
	 * @param mixed $callback A callback.
	 */
	private function summary_of( $callback ): string {
		try {
			if ( is_array( $callback ) && 2 === count( $callback ) ) {
				$reflection = new ReflectionMethod( $callback[0], (string) $callback[1] );
			} elseif ( is_string( $callback ) && str_contains( $callback, '::' ) ) {
				$reflection = new ReflectionMethod( $callback );
			} elseif ( $callback instanceof \Closure || is_string( $callback ) ) {
				$reflection = new ReflectionFunction( $callback );
			} else {
				return '';
			}
		} catch ( \ReflectionException $e ) {
			return '';
		}
		if ( is_string( $callback ) && '__return_true' === $callback ) {
			return 'public.';
		}
		$doc = (string) $reflection->getDocComment();
		if ( '' === $doc || str_contains( $doc, '{@inheritDoc}' ) ) {
			return '';
		}
		$lines = array();
		foreach ( preg_split( '/\R/', $doc ) as $line ) {
			$line = trim( (string) preg_replace( '#^\s*/\*\*|\*/\s*$|^\s*\*#', '', $line ) );
			if ( '' === $line && $lines ) {
				break;
			}
			if ( str_starts_with( $line, '@' ) ) {
				break;
			}
			if ( '' !== $line ) {
				$lines[] = $line;
			}
		}
		return implode( ' ', $lines );
	}

	/**
	 * A route's regex made readable: `(?P<id>[0-9]+)` becomes `{id}`.
	 *
	 * @param string $path Route.
	 */
	private function readable_path( string $path ): string {
		return (string) preg_replace( '/\(\?P<(\w+)>[^)]*\)/', '{$1}', $path );
	}

	/**
	 * Text safe inside a table cell.
	 *
	 * @param string $text Text.
	 */
	private function cell( string $text ): string {
		return str_replace( array( '|', "\n" ), array( '\|', ' ' ), $text );
	}
}
