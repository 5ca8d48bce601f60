/**
 * What a server start says about its settings (app/platform/env.server.ts), in French for the operator: every
 * problem at once, one line each, without a stack trace (server.js prints them and stops).
 */
export const settingsMessages = {
	heading: (count: number) =>
		count === 1
			? 'Le serveur ne peut pas démarrer : 1 réglage est à corriger.'
			: `Le serveur ne peut pas démarrer : ${count} réglages sont à corriger.`,
	footer: 'Renseignez-les dans l’environnement du serveur (voir README.md, « Production »), puis relancez.',
	sessionSecretMissing:
		'SESSION_SECRET est obligatoire en production : au moins 32 caractères aléatoires (par exemple la sortie de ' +
		'`openssl rand -hex 32`), ou DEMO_MODE=true pour une démonstration.',
	sessionSecretShort: 'SESSION_SECRET doit compter au moins 32 caractères.',
	publicUrlMissing:
		'PUBLIC_URL est obligatoire en production (par exemple https://donnons.example.org) : les liens des e-mails ' +
		'et le retour de la connexion Facebook en sont faits, jamais de l’en-tête Host.',
	paymentsMissing:
		'Les paiements ne sont pas configurés : renseignez MANGOPAY_CLIENT_ID, MANGOPAY_API_KEY et MANGOPAY_BASE_URL ' +
		'(tableau de bord Mangopay) pour recevoir de vrais dons. Sans eux, le simulateur accepterait des paiements ' +
		'fictifs et émettrait des reçus fiscaux ; PAYMENT_SANDBOX=true seulement pour un site de test, DEMO_MODE=true ' +
		'pour une démonstration.',
	paymentsBoth:
		'PAYMENT_SANDBOX=true et les identifiants Mangopay (MANGOPAY_CLIENT_ID, MANGOPAY_API_KEY) sont tous deux ' +
		'renseignés : choisissez l’un, les vrais paiements par Mangopay ou le simulateur.',
	platformFee:
		'PLATFORM_FEE doit valoir none, plan ou percent:N avec N de 0,01 à 20 (par exemple percent:2.5).',
	rateLimits: (name: string) =>
		`${name} doit lister des fenêtres appels/durée, par exemple 2300/15m,4500/30m,8800/1h,105600/24h ` +
		'(unités s, m, h, d).',
	siteFigures:
		'SITE_FIGURES doit valoir database, spec ou des paires type=N (charities, collected en euros, donors, pots, ' +
		'sdgs, beneficiaries ; N+ pour « plus de N »), par exemple charities=100+,collected=2000000.',
	webConcurrency: (max: number, cores: number) =>
		`WEB_CONCURRENCY doit être un nombre entier de 1 à ${max} : le nombre de processus du serveur, un par cœur ` +
		`(${cores} sur cette machine).`,
	url: (name: string) => `${name} doit être une adresse complète, par exemple https://donnons.example.org.`,
	oneOf: (name: string, values: readonly string[]) => `${name} doit valoir ${values.join(' ou ')}.`,
	number: (name: string) => `${name} doit être un nombre entier dans les limites permises.`,
	invalid: (name: string) => `${name} n’a pas une valeur permise.`,
} as const
