<?php
/**
 * The page a confirmation or unsubscribe link answers with.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * A small stand-alone page: the outcome, and a way back to the site. It does not load the
 * theme (the link may be opened on any device, and the answer must not be cached).
 */
final class ResultPage {

	/**
	 * Prints the page, escaping every value where it is printed.
	 *
	 * @param string $title   Heading.
	 * @param string $message Explanation.
	 * @param bool   $success Whether the action worked.
	 * @param array{label?: string, fields?: array<string, string>} $form A button that POSTs these fields to admin-post.php, instead of the link home.
	 */
	public static function render( string $title, string $message, bool $success, array $form = array() ): void {
		$site  = get_bloginfo( 'name' );
		$color = $success ? '#1f3a32' : '#b3261e';
		$icon  = $success ? '&#10003;' : '!';
		?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title><?php echo esc_html( $title . ' – ' . $site ); ?></title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#faf8f5;color:#34302b;font:400 1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:1.5rem;box-sizing:border-box}
main{max-width:32rem;width:100%;background:#fff;border:1px solid #e6e0d8;border-radius:24px;padding:2.5rem 2rem;text-align:center;box-shadow:0 20px 48px rgb(29 27 24 / .08)}
.icon{display:inline-grid;place-items:center;width:3.5rem;height:3.5rem;border-radius:50%;background:<?php echo esc_html( $color ); ?>;color:#fff;font-size:1.6rem;font-weight:700}
h1{margin:1rem 0 .5rem;color:#1d1b18;font:700 1.75rem/1.2 "Iowan Old Style",Palatino,Georgia,serif}
p{margin:0 0 1.5rem}
a,button{display:inline-block;padding:.7rem 1.4rem;border:0;border-radius:999px;background:#b5462a;color:#fff;text-decoration:none;font:inherit;font-weight:600;cursor:pointer}
a:focus-visible,button:focus-visible{outline:3px solid #1f5eff;outline-offset:3px}
</style>
</head>
<body>
<main>
<div class="icon" aria-hidden="true"><?php echo esc_html( $icon ); ?></div>
<h1><?php echo esc_html( $title ); ?></h1>
<p><?php echo esc_html( $message ); ?></p>
		<?php if ( $form ) : ?>
<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<?php foreach ( $form['fields'] as $name => $value ) : ?>
	<input type="hidden" name="<?php echo esc_attr( $name ); ?>" value="<?php echo esc_attr( $value ); ?>">
	<?php endforeach; ?>
	<button type="submit"><?php echo esc_html( $form['label'] ); ?></button>
</form>
		<?php else : ?>
			<?php /* translators: %s: site name. */ ?>
<a href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php echo esc_html( sprintf( __( 'Back to %s', 'vitrine' ), $site ) ); ?></a>
		<?php endif; ?>
</main>
</body>
</html>
		<?php
	}
}
