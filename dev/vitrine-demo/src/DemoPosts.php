<?php
/**
 * Demo journal posts.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * The demo journal: sixteen posts about design, the home, craft, travel and food.
 *
 * `days_ago` places the post in the past relative to the day it is seeded; `art` picks the
 * composition of its generated featured image (see AbstractArtwork::STYLES).
 */
final class DemoPosts {

	/**
	 * All posts, newest first.
	 *
	 * @return list<array{slug: string, title: string, excerpt: string, category: string, tags: list<string>, author: string, days_ago: int, art: string, blocks: list<array<int, mixed>>}>
	 */
	public static function all(): array {
		return array(
			array(
				'slug'     => 'the-quiet-return-of-lime-plaster',
				'title'    => 'The Quiet Return of Lime Plaster',
				'excerpt'  => 'Soft, breathable and a little imperfect, lime plaster is finding its way back onto our walls. Here is why it feels so right, and what to know before you try it.',
				'category' => 'home-living',
				'tags'     => array( 'materials', 'interiors' ),
				'author'   => 'ines',
				'days_ago' => 4,
				'art'      => 'arches',
				'blocks'   => array(
					array( 'p', 'Walk into an old farmhouse in Provence or a townhouse in Lisbon and touch the wall. It is cool, slightly chalky, never quite flat. That is lime: the material builders used for centuries before gypsum and acrylic paint made everything smooth, fast and a little lifeless.' ),
					array( 'p', 'Over the past few years it has crept back into contemporary homes, first through architects restoring historic buildings and now through anyone who has grown tired of walls that look like they were printed. We spent a week with two plasterers in the Drôme to understand the appeal.' ),
					array( 'h2', 'A wall that breathes' ),
					array( 'p', 'Lime is porous. It lets moisture pass through instead of trapping it, which is why old stone houses plastered with it rarely suffer from damp. It is also naturally alkaline, so mould struggles to take hold. For bathrooms and kitchens, that is more than a nice story.' ),
					array( 'quote', 'People think they are buying a colour. What they are really buying is the way the wall changes between nine in the morning and six in the evening.', 'Élodie Marchand, plasterer' ),
					array( 'h2', 'What to know before you start' ),
					array(
						'ul',
						array(
							'<strong>It needs a mineral base.</strong> Lime bonds well to brick, stone and old plaster, less so to modern paint. Your plasterer may need to prime or key the surface first.',
							'<strong>It is slow.</strong> Each coat cures by absorbing carbon dioxide from the air. Rushing it leads to cracks.',
							'<strong>Pigments stay soft.</strong> Earth pigments give the most natural tones; bright colours tend to look chalky, which is part of the charm.',
							'<strong>It ages well.</strong> Small marks can be touched up with a damp brush and a little fresh limewash.',
						),
					),
					array( 'p', 'If a full plaster finish is beyond your budget, limewash is a good place to start. It is applied with a wide brush over a mineral surface and gives much of the same cloudy depth for a fraction of the cost. Expect two or three coats, and expect the result to look blotchy until it dries. Trust the process.' ),
				),
			),
			array(
				'slug'     => 'a-field-guide-to-buying-your-first-good-chair',
				'title'    => 'A Field Guide to Buying Your First Good Chair',
				'excerpt'  => 'A good chair will outlive your sofa, your kitchen and possibly your flat. Five questions to ask before you spend real money on one.',
				'category' => 'design',
				'tags'     => array( 'furniture', 'buying-guide' ),
				'author'   => 'admin',
				'days_ago' => 11,
				'art'      => 'grid',
				'blocks'   => array(
					array( 'p', 'Most of us furnish our first homes in a hurry, with whatever fits in the car. Then one day we sit in a chair at a friend’s place and realise furniture can feel different: steady, generous, quietly well made. That is usually when the search for a first good chair begins.' ),
					array( 'p', 'It is a worthwhile search. A well-built chair is one of the few pieces of furniture that genuinely lasts a lifetime, and it moves with you from flat to flat without complaint. Here is how we approach it.' ),
					array( 'h2', 'Five questions to ask' ),
					array(
						'ol',
						array(
							'<strong>How will you sit in it?</strong> Reading, dining and working all ask for different seat heights and angles. Be honest about the two hours a day, not the ten minutes.',
							'<strong>How is it joined?</strong> Look for mortise and tenon or dowelled joints in solid wood. Metal brackets and staples are a sign the chair was designed for the showroom, not for decades.',
							'<strong>Can it be repaired?</strong> A seat that can be re-upholstered or re-woven is worth more than one that cannot.',
							'<strong>What does it weigh?</strong> Lift it. Good chairs are usually lighter than you expect and perfectly balanced.',
							'<strong>Would you keep it if you moved?</strong> If the answer is no, keep looking.',
						),
					),
					array( 'h2', 'New, vintage or commissioned?' ),
					array( 'p', 'Vintage is often the best value: a mid-century dining chair in solid teak costs less than many new flat-pack designs and has already proved it can survive. New pieces from small workshops cost more, but you support the people keeping the craft alive and you often get a say in the wood and the finish.' ),
					array( 'p', 'Whatever you choose, sit in it first. Photographs flatter every chair. Your back is more honest.' ),
				),
			),
			array(
				'slug'     => 'three-days-in-porto-mostly-on-foot',
				'title'    => 'Three Days in Porto, Mostly on Foot',
				'excerpt'  => 'Tiled facades, steep staircases and the best custard tart we have eaten outside Lisbon. A slow itinerary for a city that rewards walking.',
				'category' => 'travel',
				'tags'     => array( 'city-guide', 'slow-travel' ),
				'author'   => 'jonas',
				'days_ago' => 18,
				'art'      => 'orbits',
				'blocks'   => array(
					array( 'p', 'Porto is a city of hills, and the hills are the point. Every climb ends in a view over terracotta roofs tumbling towards the Douro, and every descent ends in a café. Three days is enough to see it properly, as long as you resist the temptation to see everything.' ),
					array( 'h2', 'Day one: Ribeira and the river' ),
					array( 'p', 'Start early along the riverfront before the tour groups arrive, when the light is low and the fishermen are still packing up. Cross the upper deck of the Dom Luís I bridge on foot for the view back over the old town, then wander down through the port lodges of Vila Nova de Gaia. One tasting is charming; three is a nap.' ),
					array( 'h2', 'Day two: tiles and bookshops' ),
					array( 'p', 'Spend the morning looking up. The blue and white <em>azulejos</em> on the Capela das Almas and São Bento station are the famous ones, but the ordinary houses of Bonfim, clad in patterned tiles from the nineteenth century, are just as beautiful and far quieter. In the afternoon, skip the queue at the famous bookshop and browse the independent ones around Rua das Flores instead.' ),
					array( 'quote', 'The best map of Porto is your own fatigue: when your legs say stop, look around, because there will be somewhere good to sit.' ),
					array( 'h2', 'Day three: the sea' ),
					array( 'p', 'Take the old tram line 1 to Foz, where the river meets the Atlantic. Walk the promenade to Matosinhos and eat grilled fish at one of the plain restaurants with charcoal grills on the pavement. Order whatever came in that morning, a bottle of vinho verde and nothing else.' ),
					array(
						'ul',
						array(
							'<strong>Stay</strong> in Cedofeita or Bonfim: close to everything, quieter at night.',
							'<strong>Bring</strong> shoes with grip. The granite pavements are slippery when wet, and it is often wet.',
							'<strong>Eat</strong> a <em>francesinha</em> once, for the story. Then go back to the grilled fish.',
						),
					),
				),
			),
			array(
				'slug'     => 'what-a-potter-taught-me-about-patience',
				'title'    => 'What a Potter Taught Me About Patience',
				'excerpt'  => 'Six Saturdays at the wheel, forty collapsed bowls and one small cup that I would not trade for anything.',
				'category' => 'craft',
				'tags'     => array( 'ceramics', 'makers' ),
				'author'   => 'ines',
				'days_ago' => 26,
				'art'      => 'pebbles',
				'blocks'   => array(
					array( 'p', 'I signed up for a beginners’ pottery course the way some people sign up for a marathon: to prove something to myself. I expected to be bad at it for a week or two. I did not expect to spend three full Saturdays unable to centre a single lump of clay.' ),
					array( 'p', 'Our teacher, Hana, has been throwing pots for thirty years in a converted garage on the edge of town. She watched me fight the wheel for most of the first morning before saying the only thing she said all day: “You are trying to make the clay do something. Let it be still first.”' ),
					array( 'h2', 'Centring is everything' ),
					array( 'p', 'Before you can make anything, the clay has to sit perfectly in the middle of the spinning wheel. If it is even a millimetre off, every wall you pull will wobble and eventually fold. Centring is not about strength. It is about bracing your elbows, slowing your breathing and applying steady, even pressure until the clay stops pushing back.' ),
					array( 'p', 'It is also, it turns out, a pretty good description of most difficult things.' ),
					array( 'h2', 'What I took home' ),
					array( 'p', 'By week six I had a shelf of lopsided bowls, two plates that could charitably be called rustic and one small cup with walls thin enough to hold up to the light. It has a thumbprint near the base where I lifted it off the wheel too early. I drink my coffee from it every morning.' ),
					array( 'quote', 'The kiln decides. You do your best work, and then you open the door and accept what it gives you.', 'Hana Novak' ),
				),
			),
			array(
				'slug'     => 'bread-butter-and-the-case-for-a-long-table',
				'title'    => 'Bread, Butter and the Case for a Long Table',
				'excerpt'  => 'The best dinners we have been to were not the fanciest. They were the ones where everyone fitted around one table and nobody wanted to leave.',
				'category' => 'food-table',
				'tags'     => array( 'hosting', 'recipes' ),
				'author'   => 'jonas',
				'days_ago' => 33,
				'art'      => 'haze',
				'blocks'   => array(
					array( 'p', 'There is a particular sound a dinner makes when it is going well: a low, continuous murmur, broken by laughter from one end of the table that slowly travels to the other. You cannot plan for it, but you can make it more likely. In our experience, it starts with the table itself.' ),
					array( 'h2', 'One table, everyone at it' ),
					array( 'p', 'Separate tables split a party into audiences. One long table, even a makeshift one built from a dining table and a trestle pushed together under two tablecloths, turns it into a conversation. Guests pass dishes, lean across, swap seats after the main course. It feels less like being hosted and more like being part of something.' ),
					array( 'h2', 'Keep the food generous and simple' ),
					array(
						'ul',
						array(
							'Good bread, torn rather than sliced, and more butter than seems reasonable.',
							'One large dish that can sit in the middle: a slow-roasted shoulder, a tray of baked fish, a pot of beans with greens.',
							'Two salads, one crunchy and one soft.',
							'Something sweet that needs no last-minute work: poached fruit, a tart made in the afternoon, good chocolate broken into pieces.',
						),
					),
					array( 'p', 'Cook what you can make without thinking, so that you can sit down with everyone else. A host who stays in the kitchen all evening is a caterer.' ),
					array( 'h3', 'Our salted butter, for the record' ),
					array( 'p', 'Whip 250 g of good unsalted butter until pale, fold in a teaspoon of flaky sea salt and a spoonful of cultured cream, then press it into a small bowl. Make it the morning of the dinner and take it out of the fridge an hour before anyone arrives. Nobody will ever ask for the recipe of the main course again.' ),
				),
			),
			array(
				'slug'     => 'designing-a-room-around-morning-light',
				'title'    => 'Designing a Room Around Morning Light',
				'excerpt'  => 'Before you choose a paint colour or move a sofa, spend a week watching where the sun falls. It will tell you how the room wants to be used.',
				'category' => 'home-living',
				'tags'     => array( 'interiors', 'light' ),
				'author'   => 'admin',
				'days_ago' => 40,
				'art'      => 'hills',
				'blocks'   => array(
					array( 'p', 'Most rooms are designed around furniture: where the sofa fits, where the television goes, how many chairs the table needs. Far fewer are designed around light, even though light is what decides how a room actually feels at eight in the morning and four in the afternoon.' ),
					array( 'p', 'When we redesigned our own living room last spring, we did something that felt faintly ridiculous at first. For one week, we moved nothing. We simply noted, at different hours, where the sun fell and where we ended up sitting.' ),
					array( 'h2', 'What the week showed us' ),
					array( 'p', 'The bright corner by the east window, which we had filled with a bookcase, was where we instinctively carried our coffee every morning. The sofa, facing the window, was glared out until noon. And the dark wall we had always meant to paint white was the one place the afternoon sun made beautiful.' ),
					array(
						'ul',
						array(
							'Put the chair where the morning light lands, not where the furniture catalogue suggests.',
							'Keep surfaces near bright windows matte, so that they glow instead of glare.',
							'Use warmer, deeper colours on walls that only catch late light; they will look rich rather than gloomy.',
							'Sheer linen curtains soften harsh sun without losing it.',
						),
					),
					array( 'quote', 'A room is never finished by its furniture. It is finished by the hour you like best to be in it.' ),
					array( 'p', 'The bookcase now lives on the north wall. The reading chair sits in the east corner, with a small table just big enough for a cup. We spend more time in that room than we ever did, and we did not buy a single new thing.' ),
				),
			),
			array(
				'slug'     => 'why-linen-gets-better-with-age',
				'title'    => 'Why Linen Gets Better With Age',
				'excerpt'  => 'Stiff at first, then soft, then softer still: the strange life of the oldest textile we know, and how to look after it.',
				'category' => 'craft',
				'tags'     => array( 'textiles', 'materials', 'care-guide' ),
				'author'   => 'ines',
				'days_ago' => 47,
				'art'      => 'grid',
				'blocks'   => array(
					array( 'p', 'Linen is made from the stem of the flax plant, and people have been weaving it for at least nine thousand years. It is strong, cool to the touch and more absorbent than cotton, which is why it has always been the fabric of kitchen towels, bed sheets and summer shirts.' ),
					array( 'p', 'It is also one of the few materials that improves with use. New linen can feel crisp, even scratchy. After a dozen washes, the long flax fibres relax and the fabric becomes supple, with that familiar soft crumple.' ),
					array( 'h2', 'Caring for linen' ),
					array(
						'ul',
						array(
							'Wash at 40 °C with a mild detergent. Skip the fabric softener: it coats the fibres and makes them less absorbent.',
							'Dry it on a line if you can. If you use a dryer, take it out while still slightly damp.',
							'Embrace the creases, or iron while damp on a high setting.',
							'Store it somewhere dry and airy, never in plastic.',
						),
					),
					array( 'p', 'Treated this way, a good linen sheet will last twenty years and more. Ours, inherited from a grandmother who embroidered her initials in one corner, are older than we are.' ),
				),
			),
			array(
				'slug'     => 'notes-from-a-week-without-screens-in-the-alps',
				'title'    => 'Notes From a Week Without Screens in the Alps',
				'excerpt'  => 'No phone, no laptop, one paper map and a hut at 2,000 metres. What happened when we switched everything off for seven days.',
				'category' => 'travel',
				'tags'     => array( 'slow-travel' ),
				'author'   => 'jonas',
				'days_ago' => 55,
				'art'      => 'hills',
				'blocks'   => array(
					array( 'p', 'The plan was simple: one week in a mountain hut above the Val d’Hérens, with no phone, no laptop and no camera. A paper map, a notebook and a pencil. I handed my phone to the guesthouse in the valley and felt, for the first hour of the walk up, genuinely anxious.' ),
					array( 'h2', 'Days one and two: withdrawal' ),
					array( 'p', 'My hand kept reaching for my pocket. At every view I wanted to take a picture; at every question (what is that flower, how high is that peak) I wanted to look it up. Instead I wrote the questions in the notebook. By the second evening the list was two pages long.' ),
					array( 'h2', 'Days three to five: time gets longer' ),
					array( 'p', 'Something shifted on the third day. Without the constant small interruptions, a morning felt like a whole day. I walked, read, ate bread and cheese on warm rocks, watched marmots, and talked with the hut keeper about avalanches and cows. I slept nine hours a night without trying.' ),
					array( 'quote', 'Up here you learn the weather by looking at it, not by reading about it. It is a surprisingly good skill to get back.', 'Pia, hut keeper' ),
					array( 'h2', 'Day seven: coming down' ),
					array( 'p', 'Collecting my phone in the valley, I found 212 messages waiting. Almost none of them needed an answer. I have not become a different person, but I now leave my phone in a drawer on Sunday mornings, and the list of questions in the notebook is still the best souvenir I have ever brought home.' ),
				),
			),
			array(
				'slug'     => 'the-small-objects-that-make-a-desk-feel-yours',
				'title'    => 'The Small Objects That Make a Desk Feel Yours',
				'excerpt'  => 'A good lamp, a heavy tray, one plant that forgives neglect. The handful of things that turn a work surface into a place you want to sit.',
				'category' => 'design',
				'tags'     => array( 'workspace', 'interiors' ),
				'author'   => 'admin',
				'days_ago' => 62,
				'art'      => 'orbits',
				'blocks'   => array(
					array( 'p', 'We asked eight designers, writers and makers to show us their desks. The furniture varied wildly, from a salvaged door on trestles to a walnut writing desk older than its owner, but the same handful of small objects kept appearing.' ),
					array(
						'ol',
						array(
							'<strong>A lamp with a warm, directed light.</strong> Overhead light flattens everything; a desk lamp draws a small circle of focus.',
							'<strong>A tray.</strong> Keys, pens, a watch: things that otherwise drift across every surface.',
							'<strong>Something to drink from that is a pleasure to hold.</strong> Several people named a specific cup, and every one of them was handmade.',
							'<strong>One plant.</strong> Always just one, always the forgiving kind: a pothos, a snake plant, a small olive tree.',
							'<strong>Paper.</strong> Even the most digital people kept a notebook open.',
						),
					),
					array( 'p', 'What nobody had was clutter for its own sake. The desks felt personal not because they were full, but because everything on them had been chosen, used and kept.' ),
				),
			),
			array(
				'slug'     => 'a-simple-guide-to-seasonal-cooking-in-autumn',
				'title'    => 'A Simple Guide to Seasonal Cooking in Autumn',
				'excerpt'  => 'Squash, pears, chestnuts and the first bitter leaves. What to buy, how to keep it and three easy ways to cook it.',
				'category' => 'food-table',
				'tags'     => array( 'recipes', 'seasonal' ),
				'author'   => 'jonas',
				'days_ago' => 70,
				'art'      => 'haze',
				'blocks'   => array(
					array( 'p', 'Autumn is the most generous season at the market and the easiest to cook. The produce is dense and sweet, it keeps well, and almost all of it tastes better after a long time in a hot oven. If you have ever wanted to start cooking with the seasons, this is the moment.' ),
					array( 'h2', 'What to buy now' ),
					array(
						'ul',
						array(
							'<strong>Squash and pumpkins</strong>: look for heavy ones with dull skin and a dry stem.',
							'<strong>Pears and late apples</strong>: buy some ripe for today and some firm for next week.',
							'<strong>Chestnuts, walnuts and hazelnuts</strong>, still in their shells if you can find them.',
							'<strong>Bitter leaves</strong>: radicchio, chicory and escarole, the perfect foil to all that sweetness.',
							'<strong>Mushrooms</strong>, wild or cultivated, cooked hot and fast in butter.',
						),
					),
					array( 'h2', 'Three ways to cook it' ),
					array( 'h3', 'Roast everything together' ),
					array( 'p', 'Cut squash into wedges, toss with olive oil, salt and chilli flakes, and roast at 220 °C until the edges blacken. Ten minutes before the end, add halved pears and a handful of walnuts. Serve on a bed of radicchio with a spoonful of yoghurt.' ),
					array( 'h3', 'Make a pot of soup on Sunday' ),
					array( 'p', 'Onions cooked slowly until golden, roasted squash, stock and a rind of parmesan left to simmer in the pot. It tastes better on Monday and better still on Tuesday.' ),
					array( 'h3', 'Bake fruit for dessert' ),
					array( 'p', 'Halve pears or apples, fill the hollows with butter, brown sugar and a pinch of cinnamon, and bake until they collapse. Eat warm, with cold cream.' ),
				),
			),
			array(
				'slug'     => 'colour-without-fear-painting-a-dark-hallway',
				'title'    => 'Colour Without Fear: Painting a Dark Hallway',
				'excerpt'  => 'Our narrow, windowless hallway was the gloomiest space in the house. We painted it a deep ochre, ceiling included, and now it is everyone’s favourite.',
				'category' => 'home-living',
				'tags'     => array( 'colour', 'interiors' ),
				'author'   => 'ines',
				'days_ago' => 79,
				'art'      => 'arches',
				'blocks'   => array(
					array( 'p', 'The conventional wisdom says small, dark spaces should be painted white to make them feel bigger and brighter. The conventional wisdom has clearly never lived with a narrow, windowless hallway painted white. It does not look bright. It looks grey, and slightly sad.' ),
					array( 'p', 'So we did the opposite. We chose a deep, warm ochre and painted everything: walls, skirting, doors, even the ceiling. The first coat was terrifying. The second was a revelation.' ),
					array( 'h2', 'Why it works' ),
					array( 'p', 'A dark space painted in one strong colour stops pretending to be something it is not. The edges blur, the corners soften, and the room feels enveloping rather than cramped. Under warm lamplight, a deep colour glows in a way white never can.' ),
					array(
						'ul',
						array(
							'Choose a colour with some warmth in it. Cold, dark blues and greys can feel heavy in a space without daylight.',
							'Go all the way. Painting the ceiling and woodwork the same colour is what makes it feel intentional.',
							'Use an eggshell finish on woodwork for durability, and a matte finish on walls for depth.',
							'Light it warmly: two or three small wall lights beat a single overhead bulb.',
						),
					),
					array( 'p', 'Guests now linger in the hallway on their way in. Friends ask for the colour name. And the white paint we bought for the job is still in the shed, unopened.' ),
				),
			),
			array(
				'slug'     => 'inside-a-weaving-studio-in-oaxaca',
				'title'    => 'Inside a Weaving Studio in Oaxaca',
				'excerpt'  => 'In Teotitlán del Valle, families have woven wool rugs on treadle looms for generations. We spent a morning with one of them.',
				'category' => 'craft',
				'tags'     => array( 'textiles', 'makers' ),
				'author'   => 'jonas',
				'days_ago' => 87,
				'art'      => 'grid',
				'blocks'   => array(
					array( 'p', 'The village of Teotitlán del Valle sits at the foot of the Sierra Juárez, half an hour from the city of Oaxaca. Nearly every house along its main street has a loom, and nearly every family has woven for as long as anyone can remember.' ),
					array( 'p', 'Rosa and her two sons work in a courtyard shaded by a pomegranate tree. The wool comes from sheep in the mountains; they card it, spin it and dye it themselves, with cochineal for reds, indigo for blues and pecan shells for a soft, warm brown.' ),
					array( 'quote', 'The colour is not in the recipe. It is in the water, the weather, the day. No two batches are the same, and that is how you know it is alive.', 'Rosa' ),
					array( 'h2', 'A rug, slowly' ),
					array( 'p', 'A rug of two metres by one and a half takes about a month of full days at the loom. The patterns, some of them Zapotec motifs older than the Spanish conquest, are not drawn out in advance. Rosa keeps them in her head and counts the threads by touch.' ),
					array( 'p', 'When we asked what she thought of the cheaper, machine-made copies sold in tourist markets, she shrugged and handed us the corner of a finished rug. It was dense, heavy and surprisingly soft. Nothing more needed to be said.' ),
				),
			),
			array(
				'slug'     => 'how-we-choose-the-makers-we-stock',
				'title'    => 'How We Choose the Makers We Stock',
				'excerpt'  => 'Every object in our shop comes from a person we have met. A short note on the questions we ask before we add anything new.',
				'category' => 'design',
				'tags'     => array( 'makers', 'behind-the-scenes' ),
				'author'   => 'admin',
				'days_ago' => 96,
				'art'      => 'pebbles',
				'blocks'   => array(
					array( 'p', 'People often ask how the pieces in our shop are chosen. The honest answer is: slowly. We say no far more often than yes, and we only stock work from makers we have met, in their studio if we can.' ),
					array( 'h2', 'The questions we ask' ),
					array(
						'ul',
						array(
							'<strong>Would we use it every day?</strong> Beautiful objects that stay in a cupboard are not what we are about.',
							'<strong>Will it last?</strong> We look at materials, joints, glazes and finishes, and we test samples at home for months.',
							'<strong>Can it be repaired?</strong> If something breaks, we want a way to mend it.',
							'<strong>Is the maker paid fairly?</strong> We agree prices together and never ask for exclusivity.',
						),
					),
					array( 'p', 'It makes for a small shop, and we like it that way. Every object comes with the name of the person who made it and a little of their story, because knowing where something comes from is part of what makes it worth keeping.' ),
				),
			),
			array(
				'slug'     => 'slow-coffee-a-morning-ritual-worth-keeping',
				'title'    => 'Slow Coffee: A Morning Ritual Worth Keeping',
				'excerpt'  => 'Four minutes, a kettle and a paper filter. Why making pour-over coffee by hand has become the calmest part of our day.',
				'category' => 'food-table',
				'tags'     => array( 'rituals' ),
				'author'   => 'ines',
				'days_ago' => 104,
				'art'      => 'orbits',
				'blocks'   => array(
					array( 'p', 'There are faster ways to make coffee. A capsule takes thirty seconds; an espresso machine, not much longer. Pour-over takes about four minutes and demands your full attention for all of them. That, it turns out, is exactly its appeal.' ),
					array( 'h2', 'Our method' ),
					array(
						'ol',
						array(
							'Heat water to just off the boil, around 94 °C.',
							'Weigh 15 g of coffee and grind it to the texture of coarse sand.',
							'Rinse the paper filter with hot water to warm the cone and the cup.',
							'Pour just enough water to wet the grounds and wait thirty seconds while they bloom.',
							'Pour the rest, 250 g in total, slowly and in circles, over about two minutes.',
						),
					),
					array( 'p', 'That is all. No app, no timer beyond the one in your head. The first few cups will be uneven; after a week you will do it without thinking, and the four minutes will become the quietest of the day.' ),
				),
			),
			array(
				'slug'     => 'copenhagen-in-winter-a-design-lovers-weekend',
				'title'    => 'Copenhagen in Winter: A Design Lover’s Weekend',
				'excerpt'  => 'Short days, candlelit cafés and some of the best furniture collections in Europe. Why winter is the best time to visit Copenhagen.',
				'category' => 'travel',
				'tags'     => array( 'city-guide', 'furniture' ),
				'author'   => 'admin',
				'days_ago' => 117,
				'art'      => 'haze',
				'blocks'   => array(
					array( 'p', 'Copenhagen in summer is glorious and crowded. Copenhagen in winter is dark by four, cold enough to sting, and quietly wonderful. It is the season the city was designed for: warm interiors, good lamps and long afternoons in cafés with candles on every table.' ),
					array( 'h2', 'Saturday: furniture and lunch' ),
					array( 'p', 'Begin at Designmuseum Danmark, whose collection of chairs alone is worth the trip: row after row of the designs you have seen in every magazine, displayed so you can walk around them. Then cross to the harbour for an open sandwich on dark rye, with pickled herring if you are brave and egg with shrimp if you are not.' ),
					array( 'h2', 'Sunday: architecture and a sauna' ),
					array( 'p', 'Rent a bicycle, even in the cold; everyone else does. Ride out past the Royal Library’s Black Diamond to the new housing along the harbour, then end the day at one of the floating saunas, where locals alternate between a hot cabin and the freezing sea with a calm that is hard to believe.' ),
					array( 'quote', 'There is no bad weather, only bad clothing. And, in Copenhagen, not enough candles.' ),
					array( 'p', 'Fly home with a suitcase full of rye bread and at least one new lamp. Everyone does.' ),
				),
			),
			array(
				'slug'     => 'caring-for-wooden-things',
				'title'    => 'Caring for Wooden Things',
				'excerpt'  => 'Chopping boards, spoons, bowls and tables: a short guide to oiling, cleaning and repairing the wooden objects in your home.',
				'category' => 'craft',
				'tags'     => array( 'care-guide', 'materials' ),
				'author'   => 'admin',
				'days_ago' => 129,
				'art'      => 'arches',
				'blocks'   => array(
					array( 'p', 'Wood is a living material, even long after it has been cut and shaped. It swells in damp weather, shrinks in dry heat and slowly drinks in whatever touches it. Treated kindly, a wooden bowl or board will last for generations and look better every year.' ),
					array( 'h2', 'Cleaning' ),
					array( 'p', 'Wash wooden kitchen things by hand, quickly, in warm soapy water, and dry them straight away. Never leave them to soak and never put them in the dishwasher: the heat and the long soak will crack even the best piece within months.' ),
					array( 'h2', 'Oiling' ),
					array( 'p', 'Once a month, or whenever the wood looks pale and thirsty, rub in a food-safe oil with a soft cloth. Leave it overnight and wipe off the excess in the morning. For boards and spoons, a mix of mineral oil and beeswax works well; for furniture, a hard-wax oil is more durable.' ),
					array( 'h2', 'Small repairs' ),
					array(
						'ul',
						array(
							'Light scratches disappear with fine sandpaper, used with the grain, and a fresh coat of oil.',
							'Water rings on oiled tables often fade with a warm iron over a cotton cloth. Test it somewhere hidden first.',
							'Small cracks in boards can be filled with a mix of glue and fine sawdust from the same wood.',
						),
					),
					array( 'p', 'And if a favourite spoon finally splits, do not throw it away straight away. Ask a woodworker. Most of them love a repair.' ),
				),
			),
		);
	}
}
