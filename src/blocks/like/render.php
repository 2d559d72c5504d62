<?php
/**
 * vitrine/like on the server: the like button of the post the block sits in (the query loop's
 * post through block context, else the current post), or nothing for posts that cannot be
 * loved (src/blocks/like/LikeBlock.php; the widget is view.ts here, which every post's
 * button uses too).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 * @var string               $content    The block's content (none).
 * @var \WP_Block            $block      The block instance, with its context.
 */

defined( 'ABSPATH' ) || exit;

echo ( new Vitrine\Likes\LikeBlock() )->render( $attributes, (string) $content, $block ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
