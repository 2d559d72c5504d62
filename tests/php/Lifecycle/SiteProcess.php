<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Lifecycle;

/**
 * Runs site-process.php in child PHP processes against a database of the test's choosing.
 */
final class SiteProcess {

	/**
	 * Sets up the runner.
	 *
	 * @param string               $database Database name.
	 * @param string               $uploads  Uploads folder the processes use.
	 * @param array<string, string> $env     More environment.
	 */
	public function __construct( private string $database, private string $uploads, private array $env = array() ) {}

	/**
	 * The command line of a mode.
	 *
	 * @param list<string> $args Mode and arguments.
	 */
	private function command( array $args ): string {
		return implode( ' ', array_map( 'escapeshellarg', array_merge( array( PHP_BINARY, __DIR__ . '/site-process.php' ), $args ) ) );
	}

	/**
	 * The environment of a child.
	 *
	 * @return array<string, string>
	 */
	private function environment(): array {
		return array(
			'VITRINE_DB_NAME'      => $this->database,
			'VITRINE_TEST_UPLOADS' => $this->uploads,
		) + $this->env + array_map( 'strval', getenv() );
	}

	/**
	 * Starts a child and returns its process and stdout.
	 *
	 * @param list<string> $args Mode and arguments.
	 * @return array{0: resource, 1: resource}
	 */
	public function start( array $args ): array {
		$pipes = array();
		// Warnings and notices go to the same pipe, before the JSON line {@see finish()} reads.
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the test's own PHP processes.
		$process = proc_open( $this->command( $args ) . ' 2>&1', array( 1 => array( 'pipe', 'w' ) ), $pipes, null, $this->environment() );
		if ( ! is_resource( $process ) ) {
			throw new \RuntimeException( 'Could not start a PHP process.' );
		}
		return array( $process, $pipes[1] );
	}

	/**
	 * Waits for a child and decodes its JSON line.
	 *
	 * @param array{0: resource, 1: resource} $child From {@see SiteProcess::start()}.
	 * @return array<string, mixed>
	 */
	public function finish( array $child ): array {
		$out  = (string) stream_get_contents( $child[1] );
		$code = proc_close( $child[0] );
		$data = json_decode( trim( (string) strrchr( "\n" . trim( $out ), "\n" ) ), true );
		if ( 0 !== $code || ! is_array( $data ) ) {
			throw new \RuntimeException( "site-process.php failed ({$code}): {$out}" );
		}
		return $data;
	}

	/**
	 * Runs a mode to the end.
	 *
	 * @param string ...$args Mode and arguments.
	 * @return array<string, mixed>
	 */
	public function run( string ...$args ): array {
		return $this->finish( $this->start( array_values( $args ) ) );
	}
}
