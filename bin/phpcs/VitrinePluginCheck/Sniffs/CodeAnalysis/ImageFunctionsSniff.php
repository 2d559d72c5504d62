<?php
/**
 * Plugin Check's PluginCheck.CodeAnalysis.ImageFunctions, for PHPCS without Plugin Check.
 *
 * @package Vitrine
 */

namespace VitrinePluginCheck\Sniffs\CodeAnalysis;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

/**
 * An `<img … src=…>` written in a PHP string or in inline HTML is an error: Plugin Check asks
 * for `wp_get_attachment_image()` (or similar) so core's filters, srcset and lazy loading apply.
 */
final class ImageFunctionsSniff implements Sniff {

	/**
	 * Tokens holding text.
	 *
	 * @return array<int, int|string>
	 */
	public function register() {
		return array( T_CONSTANT_ENCAPSED_STRING, T_DOUBLE_QUOTED_STRING, T_INLINE_HTML, T_HEREDOC, T_NOWDOC );
	}

	/**
	 * Reports a hand-written image tag.
	 *
	 * @param File $phpcs_file The file.
	 * @param int  $stack_ptr  The token.
	 * @return void
	 */
	public function process( File $phpcs_file, $stack_ptr ) {
		$content = $phpcs_file->getTokens()[ $stack_ptr ]['content'];
		if ( preg_match( '/<img\b[^>]*\ssrc\s*=/i', $content ) ) {
			$phpcs_file->addError(
				'Images should be added using wp_get_attachment_image() or similar functions',
				$stack_ptr,
				'NonEnqueuedImage'
			);
		}
	}
}
