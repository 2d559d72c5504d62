<?php
/**
 * Comments of a post or page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

if ( post_password_required() ) {
	return;
}
$vitrine_count = (int) get_comments_number();
?>
<section id="comments" class="comments container container--narrow" aria-label="<?php esc_attr_e( 'Comments', 'vitrine' ); ?>">
	<?php if ( have_comments() ) : ?>
		<h2 id="comments-title" class="comments__title">
			<?php
			printf(
				/* translators: %s: number of comments. */
				esc_html( _n( '%s comment', '%s comments', $vitrine_count, 'vitrine' ) ),
				esc_html( number_format_i18n( $vitrine_count ) )
			);
			?>
		</h2>
		<ol class="comment-list">
			<?php
			wp_list_comments(
				array(
					'style'       => 'ol',
					'short_ping'  => true,
					'avatar_size' => 48,
				)
			);
			?>
		</ol>
		<?php the_comments_navigation(); ?>
	<?php endif; ?>

	<?php if ( ! comments_open() && $vitrine_count ) : ?>
		<p class="comments__closed"><?php esc_html_e( 'Comments are closed.', 'vitrine' ); ?></p>
	<?php endif; ?>

	<?php
	comment_form(
		array(
			'class_submit' => 'button',
			'title_reply'  => esc_html__( 'Join the conversation', 'vitrine' ),
		)
	);
	?>
</section>
