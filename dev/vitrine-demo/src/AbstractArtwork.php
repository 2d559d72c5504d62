<?php
/**
 * Generated demo pictures.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use GdImage;
use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Draws abstract compositions with GD (soft gradients, layered shapes, a little film grain),
 * so the demo site has pictures without downloading anything.
 *
 * Everything is drawn in "design units" on a canvas of the requested size; shapes are painted
 * on a canvas twice as large and scaled down, which gives them smooth edges, and soft layers
 * (glows, haze) are painted small, blurred and scaled up, which is cheap. The same seed always
 * gives the same picture.
 */
final class AbstractArtwork {

	/**
	 * The compositions.
	 */
	public const STYLES = array( 'haze', 'arches', 'hills', 'grid', 'orbits', 'pebbles' );

	/**
	 * Supersampling factor for crisp shapes.
	 */
	private const SUPERSAMPLE = 2;

	/**
	 * Size of the blurred soft layers relative to the output.
	 */
	private const SOFT_DIVISOR = 10;

	/**
	 * Output width in pixels.
	 *
	 * @var int
	 */
	private int $width;

	/**
	 * Output height in pixels.
	 *
	 * @var int
	 */
	private int $height;

	/**
	 * Scale of the canvas being painted (pixels per design unit).
	 *
	 * @var float
	 */
	private float $scale = 1.0;

	/**
	 * The grain tile, built once and reused for every picture.
	 *
	 * @var GdImage|null
	 */
	private ?GdImage $grain = null;

	/**
	 * Sets the output size.
	 *
	 * @param int $width  Width in pixels.
	 * @param int $height Height in pixels.
	 */
	public function __construct( int $width = 1600, int $height = 1000 ) {
		$this->width  = max( 16, $width );
		$this->height = max( 16, $height );
	}

	/**
	 * Whether GD can draw and encode JPEG here.
	 */
	public static function is_supported(): bool {
		return function_exists( 'imagecreatetruecolor' ) && function_exists( 'imagejpeg' ) && function_exists( 'imagefilter' );
	}

	/**
	 * The composition a seed draws when no style is asked for.
	 *
	 * @param string $seed Seed.
	 */
	public function style_for( string $seed ): string {
		return ( new SeededRandom( $seed . '|style' ) )->pick( self::STYLES );
	}

	/**
	 * A short description of a composition, for alternative text.
	 *
	 * @param string $style One of STYLES.
	 */
	public static function describe( string $style ): string {
		$descriptions = array(
			'haze'    => 'Abstract artwork: soft, blurred clouds of colour around a dark circle',
			'arches'  => 'Abstract artwork: coloured arches standing in low, warm sunlight',
			'hills'   => 'Abstract artwork: layers of rolling hills under a pale sun',
			'grid'    => 'Abstract artwork: a graphic print of circles, half circles and triangles on a grid',
			'orbits'  => 'Abstract artwork: concentric bands of colour rising beside a field of dots',
			'pebbles' => 'Abstract artwork: a balanced stack of smooth, coloured stones',
		);
		return $descriptions[ $style ] ?? 'Abstract artwork';
	}

	/**
	 * Renders one picture as JPEG bytes.
	 *
	 * @param string      $seed    Any string (e.g. a post slug); the same seed gives the same picture.
	 * @param string|null $style   One of STYLES, or null to let the seed choose.
	 * @param int         $quality JPEG quality.
	 * @throws RuntimeException When GD fails.
	 */
	public function render( string $seed, ?string $style = null, int $quality = 82 ): string {
		$rng    = new SeededRandom( $seed );
		$scheme = Palette::scheme( $rng->int( 0, Palette::count() - 1 ) );
		$style  = in_array( $style, self::STYLES, true ) ? $style : $this->style_for( $seed );

		$canvas = $this->create( $this->width * self::SUPERSAMPLE, $this->height * self::SUPERSAMPLE );

		$this->scale = (float) self::SUPERSAMPLE;
		match ( $style ) {
			'haze'    => $this->draw_haze( $canvas, $rng, $scheme ),
			'arches'  => $this->draw_arches( $canvas, $rng, $scheme ),
			'hills'   => $this->draw_hills( $canvas, $rng, $scheme ),
			'grid'    => $this->draw_grid( $canvas, $rng, $scheme ),
			'orbits'  => $this->draw_orbits( $canvas, $rng, $scheme ),
			default   => $this->draw_pebbles( $canvas, $rng, $scheme ),
		};

		$image = $this->create( $this->width, $this->height );
		imagecopyresampled( $image, $canvas, 0, 0, 0, 0, $this->width, $this->height, imagesx( $canvas ), imagesy( $canvas ) );
		unset( $canvas );

		$this->add_grain( $image );

		imageinterlace( $image, true );
		ob_start();
		$ok    = imagejpeg( $image, null, $quality );
		$bytes = (string) ob_get_clean();
		if ( ! $ok || '' === $bytes ) {
			throw new RuntimeException( 'GD could not encode the picture.' );
		}
		return $bytes;
	}

	/**
	 * Blurred blobs of colour over a gradient, with a sun and a fine ring.
	 *
	 * @param GdImage                            $im     Canvas.
	 * @param SeededRandom                       $rng    Randomness.
	 * @param array{sky: array{0: array{int, int, int}, 1: array{int, int, int}}, accents: list<array{int, int, int}>, ink: array{int, int, int}, sun: array{int, int, int}} $scheme Colours.
	 */
	private function draw_haze( GdImage $im, SeededRandom $rng, array $scheme ): void {
		$accents = $rng->shuffle( $scheme['accents'] );
		$this->soft_layer(
			$im,
			$rng,
			$scheme,
			function ( GdImage $soft, float $u ) use ( $rng, $accents ): void {
				$count = $rng->int( 5, 7 );
				for ( $i = 0; $i < $count; $i++ ) {
					$r = $rng->between( 260, 620 ) * $u;
					imagefilledellipse(
						$soft,
						(int) ( $rng->between( 0, $this->width ) * $u ),
						(int) ( $rng->between( 0, $this->height ) * $u ),
						(int) ( 2 * $r ),
						(int) ( 2 * $r * $rng->between( 0.7, 1.1 ) ),
						$this->color( $soft, $accents[ $i % count( $accents ) ], $rng->int( 25, 60 ) )
					);
				}
			},
			14
		);

		$sun_r = $rng->between( 90, 170 );
		$sun_x = $rng->between( 0.2, 0.8 ) * $this->width;
		$sun_y = $rng->between( 0.25, 0.7 ) * $this->height;
		$this->circle( $im, $sun_x, $sun_y, $sun_r, $this->color( $im, $scheme['ink'], 20 ) );
		$this->ring( $im, $sun_x + $rng->between( -120, 120 ), $sun_y + $rng->between( -80, 80 ), $sun_r * $rng->between( 1.6, 2.3 ), 2.0, $this->color( $im, $scheme['ink'], 55 ) );
		$this->rect( $im, 0.08 * $this->width, 0.86 * $this->height, 0.92 * $this->width, 0.86 * $this->height + 2, $this->color( $im, $scheme['ink'], 80 ) );
	}

	/**
	 * Arches standing on a floor, with a low sun behind them.
	 *
	 * @param GdImage                            $im     Canvas.
	 * @param SeededRandom                       $rng    Randomness.
	 * @param array{sky: array{0: array{int, int, int}, 1: array{int, int, int}}, accents: list<array{int, int, int}>, ink: array{int, int, int}, sun: array{int, int, int}} $scheme Colours.
	 */
	private function draw_arches( GdImage $im, SeededRandom $rng, array $scheme ): void {
		$accents = $rng->shuffle( $scheme['accents'] );
		$this->soft_layer(
			$im,
			$rng,
			$scheme,
			function ( GdImage $soft, float $u ) use ( $rng, $scheme ): void {
				imagefilledellipse( $soft, (int) ( $rng->between( 0.2, 0.8 ) * $this->width * $u ), (int) ( 0.35 * $this->height * $u ), (int) ( 900 * $u ), (int) ( 700 * $u ), $this->color( $soft, $scheme['sun'], 80 ) );
			}
		);

		$floor = $rng->between( 0.72, 0.8 ) * $this->height;
		$this->circle( $im, $rng->between( 0.25, 0.75 ) * $this->width, $floor - $rng->between( 380, 520 ), $rng->between( 110, 170 ), $this->color( $im, $scheme['sun'] ) );
		$this->rect( $im, 0, $floor, $this->width, $this->height, $this->color( $im, Palette::mix( $scheme['sky'][1], $scheme['ink'], 0.18 ) ) );

		$count = $rng->int( 3, 4 );
		$x     = $rng->between( 0.12, 0.3 ) * $this->width;
		for ( $i = 0; $i < $count; $i++ ) {
			$w     = $rng->between( 220, 320 );
			$h     = $rng->between( 380, 600 );
			$color = $accents[ ( $i + 2 ) % count( $accents ) ];
			// A soft shadow on the floor, then the arch, then sometimes a doorway.
			$this->polygon(
				$im,
				array( $x, $floor, $x + $w, $floor, $x + $w + 160, $floor + 70, $x + 160, $floor + 70 ),
				$this->color( $im, $scheme['ink'], 100 )
			);
			$this->arch( $im, $x, $floor, $w, $h, $this->color( $im, $color ) );
			if ( $rng->chance( 0.6 ) ) {
				$inset = $rng->between( 40, 70 );
				$this->arch( $im, $x + $inset, $floor, $w - 2 * $inset, $h - $inset - $rng->between( 0, 120 ), $this->color( $im, Palette::mix( $color, $scheme['ink'], 0.35 ) ) );
			}
			$x += $w * $rng->between( 0.75, 1.25 );
		}
		$this->rect( $im, 0, $floor, $this->width, $floor + 2, $this->color( $im, $scheme['ink'], 90 ) );
	}

	/**
	 * Layered hills fading into the distance under a sun.
	 *
	 * @param GdImage                            $im     Canvas.
	 * @param SeededRandom                       $rng    Randomness.
	 * @param array{sky: array{0: array{int, int, int}, 1: array{int, int, int}}, accents: list<array{int, int, int}>, ink: array{int, int, int}, sun: array{int, int, int}} $scheme Colours.
	 */
	private function draw_hills( GdImage $im, SeededRandom $rng, array $scheme ): void {
		$sun_x = $rng->between( 0.2, 0.8 ) * $this->width;
		$sun_y = $rng->between( 0.22, 0.4 ) * $this->height;
		$this->soft_layer(
			$im,
			$rng,
			$scheme,
			function ( GdImage $soft, float $u ) use ( $scheme, $sun_x, $sun_y ): void {
				imagefilledellipse( $soft, (int) ( $sun_x * $u ), (int) ( $sun_y * $u ), (int) ( 700 * $u ), (int) ( 700 * $u ), $this->color( $soft, $scheme['sun'], Palette::luminance( $scheme['sky'][0] ) < 0.4 ? 104 : 78 ) );
			},
			10,
			$rng->between( 80, 100 )
		);
		$this->circle( $im, $sun_x, $sun_y, $rng->between( 70, 115 ), $this->color( $im, $scheme['sun'] ) );

		$far    = Palette::mix( $scheme['sky'][1], $scheme['accents'][2], 0.45 );
		$near   = Palette::mix( $scheme['accents'][0], $scheme['ink'], 0.5 );
		$layers = 5;
		for ( $i = 0; $i < $layers; $i++ ) {
			$t      = $i / ( $layers - 1 );
			$base   = ( 0.5 + 0.1 * $i ) * $this->height;
			$amp1   = $rng->between( 25, 70 ) * ( 1 - 0.4 * $t );
			$amp2   = $rng->between( 8, 25 );
			$freq1  = $rng->between( 1.0, 2.6 ) * M_PI * 2 / $this->width;
			$freq2  = $rng->between( 4.0, 7.0 ) * M_PI * 2 / $this->width;
			$phase1 = $rng->between( 0, 2 * M_PI );
			$phase2 = $rng->between( 0, 2 * M_PI );
			$points = array();
			for ( $x = -20; $x <= $this->width + 20; $x += 16 ) {
				$points[] = $x;
				$points[] = $base + $amp1 * sin( $freq1 * $x + $phase1 ) + $amp2 * sin( $freq2 * $x + $phase2 );
			}
			array_push( $points, $this->width + 20, $this->height + 20, -20, $this->height + 20 );
			$this->polygon( $im, $points, $this->color( $im, Palette::mix( $far, $near, $t ) ) );
		}
	}

	/**
	 * A print of quarter circles, half discs and triangles on a grid.
	 *
	 * @param GdImage                            $im     Canvas.
	 * @param SeededRandom                       $rng    Randomness.
	 * @param array{sky: array{0: array{int, int, int}, 1: array{int, int, int}}, accents: list<array{int, int, int}>, ink: array{int, int, int}, sun: array{int, int, int}} $scheme Colours.
	 */
	private function draw_grid( GdImage $im, SeededRandom $rng, array $scheme ): void {
		$this->soft_layer( $im, $rng, $scheme, null, 2 );
		$colors = array_merge( $scheme['accents'], array( $scheme['ink'] ) );
		$cell   = $this->width / 8;
		$rows   = (int) ceil( $this->height / $cell );
		for ( $row = 0; $row < $rows; $row++ ) {
			for ( $col = 0; $col < 8; $col++ ) {
				$x  = $col * $cell;
				$y  = $row * $cell;
				$bg = null;
				if ( $rng->chance( 0.35 ) ) {
					$bg = $rng->pick( $scheme['accents'] );
					$this->rect( $im, $x, $y, $x + $cell, $y + $cell, $this->color( $im, $bg ) );
				}
				do {
					$fg = $rng->pick( $colors );
				} while ( $fg === $bg );
				$color = $this->color( $im, $fg );
				switch ( $rng->pick( array( 'quarter', 'quarter', 'half', 'circle', 'rings', 'triangle', 'dots', 'none' ) ) ) {
					case 'quarter':
						$corner = $rng->int( 0, 3 );
						$cx     = $x + ( 1 === $corner || 2 === $corner ? $cell : 0 );
						$cy     = $y + ( $corner >= 2 ? $cell : 0 );
						$this->arc( $im, $cx, $cy, $cell, 90 * $corner, 90 * $corner + 90, $color );
						break;
					case 'half':
						$side = $rng->int( 0, 3 );
						$cx   = $x + array( 0.5, 1, 0.5, 0 )[ $side ] * $cell;
						$cy   = $y + array( 0, 0.5, 1, 0.5 )[ $side ] * $cell;
						$this->arc( $im, $cx, $cy, $cell / 2, array( 0, 90, 180, 270 )[ $side ], array( 180, 270, 360, 450 )[ $side ], $color );
						break;
					case 'circle':
						$this->circle( $im, $x + $cell / 2, $y + $cell / 2, $cell * 0.36, $color );
						break;
					case 'rings':
						$this->circle( $im, $x + $cell / 2, $y + $cell / 2, $cell * 0.42, $color );
						$this->circle( $im, $x + $cell / 2, $y + $cell / 2, $cell * 0.24, $this->color( $im, $bg ?? $scheme['sky'][0] ) );
						$this->circle( $im, $x + $cell / 2, $y + $cell / 2, $cell * 0.1, $color );
						break;
					case 'triangle':
						$this->polygon( $im, $rng->chance( 0.5 ) ? array( $x, $y, $x + $cell, $y + $cell, $x, $y + $cell ) : array( $x, $y + $cell, $x + $cell, $y, $x + $cell, $y + $cell ), $color );
						break;
					case 'dots':
						for ( $i = 1; $i <= 3; $i++ ) {
							for ( $j = 1; $j <= 3; $j++ ) {
								$this->circle( $im, $x + $i * $cell / 4, $y + $j * $cell / 4, $cell * 0.05, $color );
							}
						}
						break;
				}
			}
		}
	}

	/**
	 * Concentric bands rising from the edge, with a dotted field.
	 *
	 * @param GdImage                            $im     Canvas.
	 * @param SeededRandom                       $rng    Randomness.
	 * @param array{sky: array{0: array{int, int, int}, 1: array{int, int, int}}, accents: list<array{int, int, int}>, ink: array{int, int, int}, sun: array{int, int, int}} $scheme Colours.
	 */
	private function draw_orbits( GdImage $im, SeededRandom $rng, array $scheme ): void {
		$this->soft_layer( $im, $rng, $scheme );
		$cx     = $rng->between( 0.55, 0.8 ) * $this->width;
		$cy     = $rng->between( 0.9, 1.1 ) * $this->height;
		$radius = $rng->between( 620, 760 );
		$step   = $rng->between( 62, 90 );
		$colors = array_merge( $rng->shuffle( $scheme['accents'] ), array( $scheme['sky'][0] ) );
		$index  = 0;
		while ( $radius > 60 ) {
			$this->circle( $im, $cx, $cy, $radius, $this->color( $im, $colors[ $index % count( $colors ) ] ) );
			$radius -= $step;
			++$index;
		}

		$dot = $this->color( $im, $scheme['ink'], 50 );
		$ox  = $rng->between( 80, 220 );
		$oy  = $rng->between( 90, 200 );
		for ( $i = 0; $i < 7; $i++ ) {
			for ( $j = 0; $j < 9; $j++ ) {
				$this->circle( $im, $ox + $i * 36, $oy + $j * 36, 5, $dot );
			}
		}
		$this->circle( $im, $rng->between( 0.08, 0.35 ) * $this->width, $rng->between( 0.6, 0.85 ) * $this->height, $rng->between( 50, 90 ), $this->color( $im, $scheme['ink'], 15 ) );
	}

	/**
	 * A balanced stack of smooth stones, with its shadow.
	 *
	 * @param GdImage                            $im     Canvas.
	 * @param SeededRandom                       $rng    Randomness.
	 * @param array{sky: array{0: array{int, int, int}, 1: array{int, int, int}}, accents: list<array{int, int, int}>, ink: array{int, int, int}, sun: array{int, int, int}} $scheme Colours.
	 */
	private function draw_pebbles( GdImage $im, SeededRandom $rng, array $scheme ): void {
		$accents = $rng->shuffle( $scheme['accents'] );
		$this->soft_layer(
			$im,
			$rng,
			$scheme,
			function ( GdImage $soft, float $u ) use ( $rng, $scheme ): void {
				imagefilledellipse( $soft, (int) ( $rng->between( 0.1, 0.9 ) * $this->width * $u ), (int) ( $rng->between( 0.1, 0.5 ) * $this->height * $u ), (int) ( 1100 * $u ), (int) ( 800 * $u ), $this->color( $soft, $scheme['sun'], Palette::luminance( $scheme['sky'][0] ) < 0.4 ? 108 : 92 ) );
			},
			12
		);

		$floor = $rng->between( 0.8, 0.86 ) * $this->height;
		$cx    = $rng->between( 0.3, 0.7 ) * $this->width;
		$this->rect( $im, 0, $floor, $this->width, $this->height, $this->color( $im, Palette::mix( $scheme['sky'][1], $scheme['ink'], 0.12 ) ) );
		$this->ellipse( $im, $cx + 80, $floor + 14, 760, 60, $this->color( $im, $scheme['ink'], 95 ) );

		$y     = $floor;
		$width = $rng->between( 520, 640 );
		$count = $rng->int( 4, 5 );
		for ( $i = 0; $i < $count; $i++ ) {
			$h     = $width * $rng->between( 0.32, 0.42 );
			$x     = $cx + $rng->between( -30, 30 );
			$color = $accents[ $i % count( $accents ) ];
			$this->ellipse( $im, $x, $y - $h / 2, $width, $h, $this->color( $im, $color ) );
			// A highlight on the upper half gives each stone some volume.
			$this->ellipse( $im, $x - $width * 0.12, $y - $h * 0.68, $width * 0.5, $h * 0.28, $this->color( $im, array( 255, 255, 255 ), 105 ) );
			$y     -= $h * 0.86;
			$width *= $rng->between( 0.7, 0.82 );
		}
		$this->ring( $im, $cx + $rng->between( 260, 420 ) * ( $rng->chance( 0.5 ) ? 1 : -1 ), $rng->between( 0.22, 0.4 ) * $this->height, $rng->between( 60, 100 ), 2.0, $this->color( $im, $scheme['ink'], 50 ) );
	}

	/**
	 * Paints a gradient (plus optional soft shapes), blurs it at low resolution and scales it
	 * over the whole canvas.
	 *
	 * @param GdImage                            $im     Canvas.
	 * @param SeededRandom                       $rng    Randomness.
	 * @param array{sky: array{0: array{int, int, int}, 1: array{int, int, int}}, accents: list<array{int, int, int}>, ink: array{int, int, int}, sun: array{int, int, int}} $scheme Colours.
	 * @param callable|null                      $paint  Receives the small image and its scale (pixels per design unit).
	 * @param int                                $blur   Blur passes.
	 * @param float|null                         $angle  Gradient direction in degrees, or null for a random one.
	 */
	private function soft_layer( GdImage $im, SeededRandom $rng, array $scheme, ?callable $paint = null, int $blur = 6, ?float $angle = null ): void {
		$w    = intdiv( $this->width, self::SOFT_DIVISOR );
		$h    = intdiv( $this->height, self::SOFT_DIVISOR );
		$soft = $this->create( $w, $h );

		$angle = deg2rad( $angle ?? $rng->between( 30, 150 ) );
		$dx    = cos( $angle );
		$dy    = sin( $angle );
		$min   = min( 0, $dx * $w ) + min( 0, $dy * $h );
		$max   = max( 0, $dx * $w ) + max( 0, $dy * $h );
		for ( $y = 0; $y < $h; $y++ ) {
			for ( $x = 0; $x < $w; $x++ ) {
				$t = ( $x * $dx + $y * $dy - $min ) / ( $max - $min );
				// Ease in and out, so the middle of the picture is calm.
				$t = $t * $t * ( 3 - 2 * $t );
				imagesetpixel( $soft, $x, $y, $this->color( $soft, Palette::mix( $scheme['sky'][0], $scheme['sky'][1], $t ) ) );
			}
		}
		if ( $paint ) {
			$paint( $soft, 1 / self::SOFT_DIVISOR );
		}
		for ( $i = 0; $i < $blur; $i++ ) {
			imagefilter( $soft, IMG_FILTER_GAUSSIAN_BLUR );
		}
		imagecopyresampled( $im, $soft, 0, 0, 0, 0, imagesx( $im ), imagesy( $im ), $w, $h );
	}

	/**
	 * Lays a tile of faint light and dark specks over the picture.
	 *
	 * @param GdImage $image Output image.
	 */
	private function add_grain( GdImage $image ): void {
		if ( ! $this->grain ) {
			$size = 256;
			$rng  = new SeededRandom( 'vitrine-grain' );
			$tile = $this->create( $size, $size );
			imagealphablending( $tile, false );
			imagesavealpha( $tile, true );
			$light = array();
			$dark  = array();
			for ( $a = 0; $a <= 12; $a++ ) {
				$light[] = imagecolorallocatealpha( $tile, 255, 255, 255, 127 - $a );
				$dark[]  = imagecolorallocatealpha( $tile, 0, 0, 0, 127 - $a );
			}
			for ( $y = 0; $y < $size; $y++ ) {
				for ( $x = 0; $x < $size; $x++ ) {
					$v = $rng->next();
					imagesetpixel( $tile, $x, $y, ( $v & 1 ? $light : $dark )[ ( $v >> 1 ) % 13 ] );
				}
			}
			$this->grain = $tile;
		}
		imagealphablending( $image, true );
		$tile = imagesx( $this->grain );
		for ( $y = 0; $y < $this->height; $y += $tile ) { // phpcs:ignore Generic.CodeAnalysis.JumbledIncrementer.Found -- a grid of tiles, not a jumbled loop.
			for ( $x = 0; $x < $this->width; $x += $tile ) {
				imagecopy( $image, $this->grain, $x, $y, 0, 0, $tile, $tile );
			}
		}
	}

	/**
	 * Creates a true-colour image with alpha blending on.
	 *
	 * @param int $w Width.
	 * @param int $h Height.
	 * @throws RuntimeException When GD cannot allocate it.
	 */
	private function create( int $w, int $h ): GdImage {
		$im = imagecreatetruecolor( $w, $h );
		if ( ! $im ) {
			throw new RuntimeException( 'GD could not create an image.' );
		}
		imagealphablending( $im, true );
		return $im;
	}

	/**
	 * Returns a colour index.
	 *
	 * @param GdImage              $im    Image.
	 * @param array{int, int, int} $rgb   Colour.
	 * @param int                  $alpha 0 (opaque) to 127 (transparent).
	 */
	private function color( GdImage $im, array $rgb, int $alpha = 0 ): int {
		return (int) imagecolorallocatealpha( $im, $rgb[0], $rgb[1], $rgb[2], max( 0, min( 127, $alpha ) ) );
	}

	/**
	 * Scales a design unit to canvas pixels.
	 *
	 * @param float $v Value in design units.
	 */
	private function px( float $v ): int {
		return (int) round( $v * $this->scale );
	}

	/**
	 * Fills a rectangle.
	 *
	 * @param GdImage $im    Canvas.
	 * @param float   $x1    Left.
	 * @param float   $y1    Top.
	 * @param float   $x2    Right.
	 * @param float   $y2    Bottom.
	 * @param int     $color Colour.
	 */
	private function rect( GdImage $im, float $x1, float $y1, float $x2, float $y2, int $color ): void {
		imagefilledrectangle( $im, $this->px( $x1 ), $this->px( $y1 ), $this->px( $x2 ) - 1, $this->px( $y2 ) - 1, $color );
	}

	/**
	 * Fills an ellipse.
	 *
	 * @param GdImage $im    Canvas.
	 * @param float   $cx    Centre x.
	 * @param float   $cy    Centre y.
	 * @param float   $w     Width.
	 * @param float   $h     Height.
	 * @param int     $color Colour.
	 */
	private function ellipse( GdImage $im, float $cx, float $cy, float $w, float $h, int $color ): void {
		imagefilledellipse( $im, $this->px( $cx ), $this->px( $cy ), $this->px( $w ), $this->px( $h ), $color );
	}

	/**
	 * Fills a circle.
	 *
	 * @param GdImage $im    Canvas.
	 * @param float   $cx    Centre x.
	 * @param float   $cy    Centre y.
	 * @param float   $r     Radius.
	 * @param int     $color Colour.
	 */
	private function circle( GdImage $im, float $cx, float $cy, float $r, int $color ): void {
		$this->ellipse( $im, $cx, $cy, 2 * $r, 2 * $r, $color );
	}

	/**
	 * Draws a circle outline of some thickness.
	 *
	 * @param GdImage $im        Canvas.
	 * @param float   $cx        Centre x.
	 * @param float   $cy        Centre y.
	 * @param float   $r         Radius.
	 * @param float   $thickness Line width.
	 * @param int     $color     Colour.
	 */
	private function ring( GdImage $im, float $cx, float $cy, float $r, float $thickness, int $color ): void {
		$from = $this->px( 2 * $r );
		$to   = $this->px( 2 * ( $r + $thickness ) );
		imagealphablending( $im, true );
		for ( $d = $from; $d < $to; $d += 2 ) {
			imageellipse( $im, $this->px( $cx ), $this->px( $cy ), $d, $d, $color );
		}
	}

	/**
	 * Fills a pie slice.
	 *
	 * @param GdImage $im    Canvas.
	 * @param float   $cx    Centre x.
	 * @param float   $cy    Centre y.
	 * @param float   $r     Radius.
	 * @param int     $from  Start angle in degrees (0 is 3 o'clock, clockwise).
	 * @param int     $to    End angle in degrees.
	 * @param int     $color Colour.
	 */
	private function arc( GdImage $im, float $cx, float $cy, float $r, int $from, int $to, int $color ): void {
		imagefilledarc( $im, $this->px( $cx ), $this->px( $cy ), $this->px( 2 * $r ), $this->px( 2 * $r ), $from, $to, $color, IMG_ARC_PIE );
	}

	/**
	 * Fills a polygon.
	 *
	 * @param GdImage     $im     Canvas.
	 * @param list<float> $points Flat list of x, y pairs in design units.
	 * @param int         $color  Colour.
	 */
	private function polygon( GdImage $im, array $points, int $color ): void {
		imagefilledpolygon( $im, array_map( array( $this, 'px' ), $points ), $color );
	}

	/**
	 * Fills an arch: a rectangle topped by a half circle, standing on `$floor`.
	 *
	 * @param GdImage $im    Canvas.
	 * @param float   $x     Left edge.
	 * @param float   $floor Bottom edge.
	 * @param float   $w     Width.
	 * @param float   $h     Total height.
	 * @param int     $color Colour.
	 */
	private function arch( GdImage $im, float $x, float $floor, float $w, float $h, int $color ): void {
		$shoulder = $floor - $h + $w / 2;
		$this->rect( $im, $x, $shoulder, $x + $w, $floor, $color );
		$this->arc( $im, $x + $w / 2, $shoulder + 0.5, $w / 2, 180, 360, $color );
	}
}
