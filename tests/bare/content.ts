/**
 * The content install.spec.ts places on the bare site and flows.spec.ts visits.
 */
export const CONTENT = {
	post: { title: 'Notes from a bare site', slug: 'notes-from-a-bare-site' },
	product: {
		title: 'Stoneware mug',
		slug: 'stoneware-mug',
		price: '24.00',
	},
	pages: { newsletter: 'stay-in-touch', contact: 'contact-us' },
	titles: {
		'stay-in-touch': 'Newsletter',
		'contact-us': 'Kontakt',
	} as Record< string, string >,
	/** The address WordPress was installed with (bin/stack/bare-site.php). */
	adminEmail: 'admin@vitrine.test',
};

/** The German shop's settings and second product (install.spec.ts, shop.spec.ts). */
export const SHOP = {
	iban: 'DE89 3704 0044 0532 0130 00',
	bic: 'COBADEFFXXX',
	flatRate: '4.90',
	product: {
		title: 'Steinzeugschale',
		slug: 'steinzeugschale',
		price: '18.00',
	},
};
