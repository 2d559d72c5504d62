<?php
/**
 * The nodes instance's persistent object cache (bin/test-nodes.sh, docs/web-nodes.md): one
 * Redis both web nodes share, through the phpredis extension. Written by bin/lib.sh into
 * wp-content/object-cache.php of that instance only; regenerated, do not edit.
 *
 * WordPress's object cache API on Redis, as the Redis Object Cache plugin's drop-in does it:
 * every value is kept in the request's memory and in Redis (serialised by PHP), keys are
 * `<prefix><blog>:<group>:<key>` (global groups without the blog), non-persistent groups stay in
 * memory, and `wp_cache_flush()` empties the shared database. When Redis cannot be reached the
 * cache works in memory only, as WordPress's own does.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

// phpcs:disable -- a development drop-in that implements core's function names.

define( 'VITRINE_REDIS_SOCKET', '{{RUN_DIR}}/redis.sock' );

/**
 * The object cache: memory in front of Redis.
 */
final class WP_Object_Cache {

	/** @var array<string, mixed> Values of this request, by full key. */
	private array $local = array();

	/** @var array<string, true> Groups shared by every site of a network. */
	private array $global_groups = array();

	/** @var array<string, true> Groups never written to Redis. */
	private array $memory_groups = array();

	private string $blog_prefix = '1';

	private ?Redis $redis = null;

	public int $cache_hits = 0;

	public int $cache_misses = 0;

	public function __construct() {
		$this->blog_prefix = (string) ( function_exists( 'get_current_blog_id' ) ? get_current_blog_id() : 1 );
		if ( class_exists( 'Redis' ) ) {
			try {
				$redis = new Redis();
				if ( $redis->connect( VITRINE_REDIS_SOCKET, 0, 1.0 ) ) {
					$redis->setOption( Redis::OPT_SERIALIZER, Redis::SERIALIZER_PHP );
					$redis->setOption( Redis::OPT_PREFIX, 'wp:' );
					$this->redis = $redis;
				}
			} catch ( Throwable $e ) {
				$this->redis = null;
			}
		}
	}

	/** Whether Redis answers (for the tests). */
	public function connected(): bool {
		return null !== $this->redis;
	}

	private function key( int|string $key, string $group ): string {
		$group = '' === $group ? 'default' : $group;
		return ( isset( $this->global_groups[ $group ] ) ? 'g' : $this->blog_prefix ) . ':' . $group . ':' . $key;
	}

	private function persists( string $group ): bool {
		return null !== $this->redis && ! isset( $this->memory_groups[ '' === $group ? 'default' : $group ] );
	}

	public function add( int|string $key, mixed $data, string $group = 'default', int $expire = 0 ): bool {
		if ( wp_suspend_cache_addition() ) {
			return false;
		}
		$full = $this->key( $key, $group );
		if ( array_key_exists( $full, $this->local ) ) {
			return false;
		}
		if ( $this->persists( $group ) ) {
			$options = $expire > 0 ? array( 'nx', 'ex' => $expire ) : array( 'nx' );
			if ( ! $this->redis->set( $full, $data, $options ) ) {
				return false;
			}
		}
		$this->local[ $full ] = is_object( $data ) ? clone $data : $data;
		return true;
	}

	public function replace( int|string $key, mixed $data, string $group = 'default', int $expire = 0 ): bool {
		$full = $this->key( $key, $group );
		if ( $this->persists( $group ) ) {
			$options = $expire > 0 ? array( 'xx', 'ex' => $expire ) : array( 'xx' );
			if ( ! $this->redis->set( $full, $data, $options ) ) {
				return false;
			}
		} elseif ( ! array_key_exists( $full, $this->local ) ) {
			return false;
		}
		$this->local[ $full ] = is_object( $data ) ? clone $data : $data;
		return true;
	}

	public function set( int|string $key, mixed $data, string $group = 'default', int $expire = 0 ): bool {
		$full = $this->key( $key, $group );
		if ( $this->persists( $group ) ) {
			$ok = $expire > 0 ? $this->redis->setex( $full, $expire, $data ) : $this->redis->set( $full, $data );
			if ( ! $ok ) {
				return false;
			}
		}
		$this->local[ $full ] = is_object( $data ) ? clone $data : $data;
		return true;
	}

	public function get( int|string $key, string $group = 'default', bool $force = false, ?bool &$found = null ): mixed {
		$full = $this->key( $key, $group );
		if ( ! $force && array_key_exists( $full, $this->local ) ) {
			$found = true;
			++$this->cache_hits;
			$value = $this->local[ $full ];
			return is_object( $value ) ? clone $value : $value;
		}
		if ( $this->persists( $group ) ) {
			$value = $this->redis->get( $full );
			if ( false !== $value || $this->redis->exists( $full ) ) {
				$found                = true;
				$this->local[ $full ] = $value;
				++$this->cache_hits;
				return is_object( $value ) ? clone $value : $value;
			}
		}
		$found = false;
		++$this->cache_misses;
		return false;
	}

	/**
	 * @param array<int|string> $keys Keys.
	 * @return array<int|string, mixed>
	 */
	public function get_multiple( array $keys, string $group = 'default', bool $force = false ): array {
		$values  = array();
		$missing = array();
		foreach ( $keys as $key ) {
			$full = $this->key( $key, $group );
			if ( ! $force && array_key_exists( $full, $this->local ) ) {
				$values[ $key ] = $this->local[ $full ];
				++$this->cache_hits;
			} else {
				$missing[ $key ] = $full;
			}
		}
		if ( $missing && $this->persists( $group ) ) {
			$fetched = $this->redis->mGet( array_values( $missing ) );
			$i       = 0;
			foreach ( $missing as $key => $full ) {
				$value = is_array( $fetched ) ? ( $fetched[ $i++ ] ?? false ) : false;
				if ( false !== $value ) {
					$this->local[ $full ] = $value;
					$values[ $key ]       = $value;
					++$this->cache_hits;
					unset( $missing[ $key ] );
				}
			}
		}
		foreach ( array_keys( $missing ) as $key ) {
			$values[ $key ] = false;
			++$this->cache_misses;
		}
		$ordered = array();
		foreach ( $keys as $key ) {
			$ordered[ $key ] = $values[ $key ];
		}
		return $ordered;
	}

	public function delete( int|string $key, string $group = 'default' ): bool {
		$full    = $this->key( $key, $group );
		$existed = array_key_exists( $full, $this->local );
		unset( $this->local[ $full ] );
		if ( $this->persists( $group ) ) {
			return (bool) $this->redis->del( $full ) || $existed;
		}
		return $existed;
	}

	public function incr( int|string $key, int $offset = 1, string $group = 'default' ): int|false {
		$full = $this->key( $key, $group );
		if ( $this->persists( $group ) ) {
			// Stored serialised: read, add, write back (as core's own cache does per request).
			$value = $this->get( $key, $group, true, $found );
			if ( ! $found ) {
				return false;
			}
			$value = max( 0, (int) $value + $offset );
			$this->set( $key, $value, $group );
			return $value;
		}
		if ( ! array_key_exists( $full, $this->local ) ) {
			return false;
		}
		$this->local[ $full ] = max( 0, (int) $this->local[ $full ] + $offset );
		return $this->local[ $full ];
	}

	public function flush(): bool {
		$this->local = array();
		return null === $this->redis || $this->redis->flushDB();
	}

	public function flush_runtime(): bool {
		$this->local = array();
		return true;
	}

	public function flush_group( string $group ): bool {
		$prefix = ':' . $group . ':';
		foreach ( array_keys( $this->local ) as $full ) {
			if ( str_contains( $full, $prefix ) ) {
				unset( $this->local[ $full ] );
			}
		}
		if ( null !== $this->redis && ! isset( $this->memory_groups[ $group ] ) ) {
			$iterator = null;
			do {
				$keys = $this->redis->scan( $iterator, 'wp:*' . $prefix . '*', 500 );
				if ( $keys ) {
					// SCAN returns the keys with the prefix; DEL adds it again.
					$this->redis->del( array_map( static fn( string $k ): string => substr( $k, 3 ), $keys ) );
				}
			} while ( $iterator > 0 );
		}
		return true;
	}

	/** @param string|list<string> $groups Groups. */
	public function add_global_groups( string|array $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ $group ] = true;
		}
	}

	/** @param string|list<string> $groups Groups. */
	public function add_non_persistent_groups( string|array $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->memory_groups[ $group ] = true;
		}
	}

	public function switch_to_blog( int $blog_id ): void {
		$this->blog_prefix = (string) $blog_id;
	}

	public function close(): bool {
		$this->redis?->close();
		return true;
	}

	public function stats(): void {
		printf( '<p>Redis object cache: %d hits, %d misses</p>', (int) $this->cache_hits, (int) $this->cache_misses );
	}
}

function wp_cache_init(): void {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache();
}

function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add( $key, $data, (string) $group, (int) $expire );
}

function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	$result = array();
	foreach ( $data as $key => $value ) {
		$result[ $key ] = wp_cache_add( $key, $value, $group, $expire );
	}
	return $result;
}

function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->replace( $key, $data, (string) $group, (int) $expire );
}

function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, (string) $group, (int) $expire );
}

function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	$result = array();
	foreach ( $data as $key => $value ) {
		$result[ $key ] = wp_cache_set( $key, $value, $group, $expire );
	}
	return $result;
}

function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return $GLOBALS['wp_object_cache']->get( $key, (string) $group, (bool) $force, $found );
}

function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return $GLOBALS['wp_object_cache']->get_multiple( (array) $keys, (string) $group, (bool) $force );
}

function wp_cache_delete( $key, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete( $key, (string) $group );
}

function wp_cache_delete_multiple( array $keys, $group = '' ) {
	$result = array();
	foreach ( $keys as $key ) {
		$result[ $key ] = wp_cache_delete( $key, $group );
	}
	return $result;
}

function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, (int) $offset, (string) $group );
}

function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, -(int) $offset, (string) $group );
}

function wp_cache_flush() {
	return $GLOBALS['wp_object_cache']->flush();
}

function wp_cache_flush_runtime() {
	return $GLOBALS['wp_object_cache']->flush_runtime();
}

function wp_cache_flush_group( $group ) {
	return $GLOBALS['wp_object_cache']->flush_group( (string) $group );
}

function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

function wp_cache_close() {
	return $GLOBALS['wp_object_cache']->close();
}

function wp_cache_add_global_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_global_groups( $groups );
}

function wp_cache_add_non_persistent_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
}

function wp_cache_switch_to_blog( $blog_id ) {
	$GLOBALS['wp_object_cache']->switch_to_blog( (int) $blog_id );
}

function wp_cache_reset() {
	_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
}
