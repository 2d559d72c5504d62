<?php
/**
 * Post meta: author, date and reading time of the current post.
 *
 * Arguments: `avatar` (bool, show the author's initials in a badge), `author` (bool, default
 * true), `short_date` (bool, a compact date for cards).
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$vitrine_args    = wp_parse_args(
	$args ?? array(),
	array(
		'avatar'     => false,
		'author'     => true,
		'short_date' => false,
	)
);
$vitrine_minutes = vitrine_theme_reading_time();
?>
<div class="entry-meta<?php echo $vitrine_args['avatar'] ? ' entry-meta--byline' : ''; ?>">
	<?php if ( $vitrine_args['avatar'] ) : ?>
		<span class="entry-meta__avatar" aria-hidden="true"><?php echo esc_html( vitrine_theme_initials( get_the_author() ) ); ?></span>
	<?php endif; ?>
	<span class="entry-meta__items">
		<?php if ( $vitrine_args['author'] ) : ?>
			<span class="entry-meta__author">
				<span class="screen-reader-text"><?php esc_html_e( 'By', 'vitrine' ); ?></span>
				<a href="<?php echo esc_url( get_author_posts_url( (int) get_the_author_meta( 'ID' ) ) ); ?>"><?php the_author(); ?></a>
			</span>
		<?php endif; ?>
		<time class="entry-meta__date" datetime="<?php echo esc_attr( get_the_date( DATE_W3C ) ); ?>"><?php echo esc_html( $vitrine_args['short_date'] ? get_the_date( _x( 'j M Y', 'short date format on post cards', 'vitrine' ) ) : get_the_date() ); ?></time>
		<span class="entry-meta__reading">
			<?php
			printf(
				/* translators: %s: reading time in minutes. */
				esc_html( _n( '%s min read', '%s min read', $vitrine_minutes, 'vitrine' ) ),
				esc_html( number_format_i18n( $vitrine_minutes ) )
			);
			?>
		</span>
	</span>
</div>
