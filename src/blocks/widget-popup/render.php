<?php
/**
 * vitrine/widget-popup on the server: the opener and the inner blocks the dialog shows
 * (src/blocks/widget-popup/WidgetPopup.php; the widget is src/widgets/inline-popup/).
 *
 * @var string $content The inner blocks' markup.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Popups\WidgetPopup::render( $attributes, (string) $content ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
