<?php
/**
 * vitrine/table on the server: the whole table, sorted and paged by the widget
 * (src/blocks/table/DataTable.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Interactive\DataTable::render( (string) $attributes['csv'], $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
