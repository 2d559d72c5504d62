<?php
/**
 * Page not found.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

get_header();

$vitrine_recent = new WP_Query(
	array(
		'post_type'           => 'post',
		'posts_per_page'      => 3,
		'ignore_sticky_posts' => true,
		'no_found_rows'       => true,
	)
);
?>
<section class="not-found">
	<div class="container container--narrow">
		<p class="not-found__code" aria-hidden="true">404</p>
		<h1 class="not-found__title"><?php esc_html_e( 'This page has wandered off', 'vitrine' ); ?></h1>
		<p class="not-found__text"><?php esc_html_e( 'The link may be old, or the page may have moved. Search for it, or start again from the home page.', 'vitrine' ); ?></p>
		<?php get_search_form(); ?>
		<div class="button-row">
			<a class="button" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php esc_html_e( 'Back to the home page', 'vitrine' ); ?></a>
			<a class="button button--ghost" href="<?php echo esc_url( vitrine_theme_blog_url() ); ?>"><?php esc_html_e( 'Read the journal', 'vitrine' ); ?></a>
		</div>
	</div>
</section>

<?php if ( $vitrine_recent->have_posts() ) : ?>
	<section class="section section--muted" aria-labelledby="recent-title">
		<div class="container">
			<div class="section-heading">
				<h2 id="recent-title" class="section-heading__title"><?php esc_html_e( 'Fresh from the journal', 'vitrine' ); ?></h2>
			</div>
			<?php get_template_part( 'template-parts/card-grid', null, array( 'query' => $vitrine_recent ) ); ?>
		</div>
	</section>
<?php endif; ?>
<?php
get_footer();
