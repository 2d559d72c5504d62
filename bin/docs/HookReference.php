<?php
/**
 * Builds docs/hooks.md's reference from the hooks' own docblocks, so the page cannot drift from
 * the code: every `vitrine_` filter and action applied under plugin/, theme/ and dev/ is listed
 * with the summary, parameters and `@since` of the docblock written where it is applied.
 *
 * Pure PHP (the tokenizer, no WordPress), used by `npm run docs` (bin/docs.php) and by
 * tests/php/Docs/ReferenceDocsTest, which fails when the page is stale.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Dev\Docs;

/**
 * Finds hooks and renders them as Markdown.
 */
final class HookReference {

	/** Calls that apply a hook, and the kind of hook each applies. */
	private const CALLS = array(
		'apply_filters'            => 'filter',
		'apply_filters_ref_array'  => 'filter',
		'apply_filters_deprecated' => 'filter',
		'do_action'                => 'action',
		'do_action_ref_array'      => 'action',
		'do_action_deprecated'     => 'action',
	);

	/**
	 * Areas of the page, by the folder a hook is applied in (first match wins).
	 *
	 * @var array<string, string>
	 */
	private const AREAS = array(
		'plugin/src/Core/'         => 'Core, session and requests',
		'plugin/src/Session/'      => 'Core, session and requests',
		'plugin/src/Widgets/'      => 'Widgets, blocks and sliders',
		'plugin/src/Blocks/'       => 'Widgets, blocks and sliders',
		'src/blocks/'              => 'Widgets, blocks and sliders',
		'plugin/src/Sliders/'      => 'Widgets, blocks and sliders',
		'plugin/src/Presentation/' => 'Widgets, blocks and sliders',
		'plugin/src/Interactive/'  => 'Widgets, blocks and sliders',
		'plugin/src/Builder/'      => 'Widgets, blocks and sliders',
		'plugin/src/Popups/'       => 'Widgets, blocks and sliders',
		'plugin/src/Likes/'        => 'Likes',
		'plugin/src/ContactForms/' => 'Contact forms',
		'plugin/src/Newsletter/'   => 'Newsletter',
		'plugin/src/Account/'      => 'Accounts and logins',
		'plugin/src/Performance/'  => 'Performance and SEO',
		'plugin/src/Search/'       => 'Performance and SEO',
		'plugin/src/Media/'        => 'Performance and SEO',
		'plugin/src/Content/'      => 'Content types',
		'plugin/src/Shop/'         => 'Shop',
		'plugin/src/Wishlists/'    => 'Wishlists',
		'theme/'                   => 'Theme',
		'dev/'                     => 'Demo content (development only)',
		''                         => 'Plugin',
	);

	/** Root of the repository. */
	private string $root;

	/**
	 * Problems found while reading: hooks without a docblock, or with one that lacks `@since`.
	 *
	 * @var list<string>
	 */
	public array $problems = array();

	/**
	 * @param string $root Repository root.
	 */
	public function __construct( string $root ) {
		$this->root = rtrim( $root, '/' );
	}

	/**
	 * Every hook under the given folders, keyed by name.
	 *
	 * @param list<string> $folders Folders relative to the root.
	 * @return array<string, array{name: string, type: string, summary: string, description: string, params: list<array{type: string, name: string, text: string}>, since: string, files: list<string>}>
	 */
	public function collect( array $folders ): array {
		$hooks = array();
		foreach ( $folders as $folder ) {
			foreach ( $this->php_files( $this->root . '/' . $folder ) as $path ) {
				$relative = substr( $path, strlen( $this->root ) + 1 );
				foreach ( $this->hooks_in( (string) file_get_contents( $path ), $relative ) as $hook ) {
					$name = $hook['name'];
					if ( isset( $hooks[ $name ] ) ) {
						if ( ! in_array( $relative, $hooks[ $name ]['files'], true ) ) {
							$hooks[ $name ]['files'][] = $relative;
						}
						// The first documented site describes the hook; later ones may say "documented in".
						if ( '' === $hooks[ $name ]['summary'] ) {
							$hook['files']  = $hooks[ $name ]['files'];
							$hooks[ $name ] = $hook;
						}
						continue;
					}
					$hook['files']  = array( $relative );
					$hooks[ $name ] = $hook;
				}
			}
		}
		foreach ( $hooks as $name => $hook ) {
			if ( '' === $hook['summary'] ) {
				$this->problems[] = sprintf( '%s (%s) has no docblock where it is applied.', $name, $hook['files'][0] );
			} elseif ( '' === $hook['since'] ) {
				$this->problems[] = sprintf( '%s (%s) has no @since.', $name, $hook['files'][0] );
			}
		}
		ksort( $hooks );
		return $hooks;
	}

	/**
	 * The Markdown of the reference: one section per area, one entry per hook.
	 *
	 * @param array<string, array<string, mixed>> $hooks From collect().
	 */
	public function render( array $hooks ): string {
		$areas = array();
		foreach ( $hooks as $hook ) {
			$areas[ $this->area_of( $hook['files'][0] ) ][] = $hook;
		}
		$order = array_values( array_unique( self::AREAS ) );
		uksort(
			$areas,
			static fn( string $a, string $b ): int => array_search( $a, $order, true ) <=> array_search( $b, $order, true )
		);

		$out = '';
		foreach ( $areas as $area => $list ) {
			$out .= "## {$area}\n\n";
			foreach ( $list as $hook ) {
				$out .= $this->render_hook( $hook );
			}
		}
		return $out;
	}

	/**
	 * One hook's entry.
	 *
	 * @param array<string, mixed> $hook A hook.
	 */
	private function render_hook( array $hook ): string {
		$out  = "### `{$hook['name']}`\n\n";
		$out .= ucfirst( $hook['type'] ) . ( '' !== $hook['since'] ? ", since {$hook['since']}" : '' ) . '. ';
		$out .= implode( ', ', array_map( static fn( string $file ): string => "`{$file}`", $hook['files'] ) ) . "\n\n";
		$out .= $hook['summary'] . "\n\n";
		if ( '' !== $hook['description'] ) {
			$out .= $hook['description'] . "\n\n";
		}
		if ( $hook['params'] ) {
			foreach ( $hook['params'] as $param ) {
				$text = '' !== $param['text'] ? ': ' . $param['text'] : '';
				$out .= "- `{$param['name']}` (`{$param['type']}`){$text}\n";
			}
			$out .= "\n";
		}
		return $out;
	}

	/**
	 * The area a file's hooks are listed under.
	 *
	 * @param string $file Path relative to the root.
	 */
	private function area_of( string $file ): string {
		foreach ( self::AREAS as $prefix => $area ) {
			if ( '' === $prefix || str_starts_with( $file, $prefix ) ) {
				return $area;
			}
		}
		return 'Plugin';
	}

	/**
	 * The hooks one file applies, with the docblock written right before each call.
	 *
	 * @param string $code PHP source.
	 * @param string $file Path, for messages.
	 * @return list<array<string, mixed>>
	 */
	private function hooks_in( string $code, string $file ): array {
		$tokens = token_get_all( $code );
		$found  = array();
		$doc    = '';
		$count  = count( $tokens );
		for ( $i = 0; $i < $count; $i++ ) {
			$token = $tokens[ $i ];
			if ( is_array( $token ) && T_DOC_COMMENT === $token[0] ) {
				$doc = $token[1];
				continue;
			}
			// A docblock belongs to the statement that follows it: forget it when one ends.
			if ( ';' === $token || '{' === $token || '}' === $token ) {
				$doc = '';
				continue;
			}
			if ( ! is_array( $token ) || T_STRING !== $token[0] && T_NAME_FULLY_QUALIFIED !== $token[0] ) {
				continue;
			}
			$function = ltrim( strtolower( $token[1] ), '\\' );
			if ( ! isset( self::CALLS[ $function ] ) ) {
				continue;
			}
			$name = $this->first_argument( $tokens, $i + 1 );
			if ( null === $name || ! str_starts_with( $name, 'vitrine_' ) ) {
				continue;
			}
			$found[] = array_merge(
				array(
					'name' => $name,
					'type' => self::CALLS[ $function ],
				),
				$this->parse_doc( $doc )
			);
			$doc     = '';
		}
		unset( $file );
		return $found;
	}

	/**
	 * The string literal a call starts with, or null when it starts with something else.
	 *
	 * @param array<int, mixed> $tokens Tokens.
	 * @param int               $from   Index after the function name.
	 */
	private function first_argument( array $tokens, int $from ): ?string {
		$count = count( $tokens );
		for ( $i = $from; $i < $count; $i++ ) {
			$token = $tokens[ $i ];
			if ( is_array( $token ) && in_array( $token[0], array( T_WHITESPACE, T_COMMENT ), true ) ) {
				continue;
			}
			if ( '(' === $token ) {
				continue;
			}
			if ( is_array( $token ) && T_CONSTANT_ENCAPSED_STRING === $token[0] ) {
				// A literal followed by `.` is a dynamic name; only whole literals are hooks here.
				$j = $i + 1;
				while ( $j < $count && is_array( $tokens[ $j ] ) && T_WHITESPACE === $tokens[ $j ][0] ) {
					++$j;
				}
				if ( $j < $count && '.' === $tokens[ $j ] ) {
					return null;
				}
				return substr( $token[1], 1, -1 );
			}
			return null;
		}
		return null;
	}

	/**
	 * Summary, description, parameters and version of a docblock.
	 *
	 * @param string $doc The docblock, or '' when there is none.
	 * @return array{summary: string, description: string, params: list<array{type: string, name: string, text: string}>, since: string}
	 */
	private function parse_doc( string $doc ): array {
		$parsed = array(
			'summary'     => '',
			'description' => '',
			'params'      => array(),
			'since'       => '',
		);
		if ( '' === $doc ) {
			return $parsed;
		}
		$lines = array();
		foreach ( preg_split( '/\R/', $doc ) as $line ) {
			$line    = preg_replace( '#^\s*/\*\*\s?|\s*\*/\s*$|^\s*\*\s?#', '', $line );
			$lines[] = rtrim( (string) $line );
		}
		$text = trim( implode( "\n", $lines ) );

		// Tags start at the first line beginning with @; each tag runs until the next one.
		$parts             = preg_split( '/\n(?=@)/', $text );
		$prose             = str_starts_with( $parts[0], '@' ) ? '' : array_shift( $parts );
		$paragraphs        = array_values( array_filter( array_map( 'trim', preg_split( '/\n\s*\n/', (string) $prose ) ) ) );
		$join              = static fn( string $paragraph ): string => preg_replace( '/\s*\n\s*/', ' ', $paragraph );
		$parsed['summary'] = isset( $paragraphs[0] ) ? $join( $paragraphs[0] ) : '';
		// "This filter is documented in …" points at the docblock that describes the hook.
		if ( preg_match( '/^This (filter|action) is documented in/i', $parsed['summary'] ) ) {
			$parsed['summary'] = '';
			return $parsed;
		}
		$parsed['description'] = implode( "\n\n", array_map( $join, array_slice( $paragraphs, 1 ) ) );

		foreach ( $parts as $tag ) {
			$tag = $join( trim( $tag ) );
			if ( preg_match( '/^@since\s+(\S+)/', $tag, $match ) ) {
				$parsed['since'] = '' === $parsed['since'] ? $match[1] : $parsed['since'];
			} elseif ( str_starts_with( $tag, '@param ' ) ) {
				$param = $this->parse_param( trim( substr( $tag, 7 ) ) );
				if ( $param ) {
					$parsed['params'][] = $param;
				}
			}
		}
		return $parsed;
	}

	/**
	 * A `@param` tag's type (which may hold spaces inside `<…>`, `{…}` or `(…)`), name and text.
	 *
	 * @param string $tag The tag without `@param `.
	 * @return array{type: string, name: string, text: string}|null
	 */
	private function parse_param( string $tag ): ?array {
		$depth  = 0;
		$length = strlen( $tag );
		for ( $i = 0; $i < $length; $i++ ) {
			$char   = $tag[ $i ];
			$depth += ( '<' === $char || '{' === $char || '(' === $char ) ? 1 : 0;
			$depth -= ( '>' === $char || '}' === $char || ')' === $char ) ? 1 : 0;
			if ( 0 === $depth && ctype_space( $char ) ) {
				break;
			}
		}
		if ( ! preg_match( '/^\s*(&?(?:\.\.\.)?\$\w+)\s*(.*)$/s', substr( $tag, $i ), $match ) ) {
			return null;
		}
		return array(
			'type' => substr( $tag, 0, $i ),
			'name' => $match[1],
			'text' => trim( $match[2] ),
		);
	}

	/**
	 * PHP files under a folder, sorted, skipping vendor and build output.
	 *
	 * @param string $folder Absolute folder.
	 * @return list<string>
	 */
	private function php_files( string $folder ): array {
		if ( is_file( $folder ) ) {
			return array( $folder );
		}
		if ( ! is_dir( $folder ) ) {
			return array();
		}
		$files    = array();
		$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $folder, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $iterator as $file ) {
			$path = $file->getPathname();
			if ( str_ends_with( $path, '.php' ) && ! preg_match( '#/(vendor|build|node_modules|languages)/#', $path ) ) {
				$files[] = $path;
			}
		}
		sort( $files );
		return $files;
	}
}
