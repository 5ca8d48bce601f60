/**
 * Public URLs of the site (docs/requirements.md#spec-1-2 "Links used in this part") and the external partner sites.
 * The spec's short legacy paths (`/condition`, `/cookie`, `/about`, `/tarif`, `/presse`, `/confiance`, `/how-to`,
 * `/quality-chart`) are permanent redirects to these pages (spec 3 "Legacy redirects"); links point here directly.
 */
export const links = {
	home: '/',
	howItWorks: '/comment-fonctionne-une-cagnotte-solidaire',
	qualityCharter: '/charte-qualité-cagnotte-solidaire',
	terms: '/conditions-generales-utilisation',
	cookies: '/politique-cookies',
	privacy: '/politique-de-confidentialite',
	legalNotice: '/mentions-legales',
	accessibility: '/accessibilite',
	about: '/nos-valeurs',
	references: '/references-et-partenaires',
	press: '/revue-de-presse',
	giftPartners: '/partenaires/cadeaux',
	doGoodLabel: '/label-do-good',
	partnerCharities: '/associations-partenaires-cagnotte-solidaire',
	taxDeduction: '/deduction-fiscale-des-dons',
	csr: '/mecenat-rse',
	wellbeing: '/mecenat-qvt',
	pricing: '/tarifs',
	fees: '/frais-et-commissions',
	login: '/login',
	auth: '/authentification-cagnotte-solidaire-don-association',
	selectParticular: '/select/particular',
	selectCompany: '/select/company',
} as const

export const externalLinks = {
	becomePartner: 'https://partenaires.donnons.org/devenir-association-partenaire',
	qualityLabel: 'https://label.donnons.org',
	csrOffer: 'https://entreprises.donnons.org/mecenat-rse',
	blog: 'https://blog.donnons.org',
	facebook: 'https://www.facebook.com/donnons.solidaire',
	instagram: 'https://www.instagram.com/donnons.solidaire',
	linkedin: 'https://www.linkedin.com/company/donnons-solidaire',
	x: 'https://x.com/donnons_fr',
} as const

export const companyAddress = {
	name: 'Donnons SAS',
	street: '27 rue de la Fontaine au Roi',
	postCode: '75011',
	city: 'Paris',
	email: 'bonjour@donnons.org',
}
