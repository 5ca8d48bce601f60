import { formatEuros } from '../money.ts'

/** The French texts of a pot's printed documents and QR code (issue 27, item 4) and of their section. */
export const posterMessages = {
	sectionTitle: 'Imprimer et partager',
	sectionIntro:
		'Affichez votre cagnotte lors de l’événement : une affiche, un chevalet à poser sur une table, ou le QR code seul pour vos propres supports. Le QR code mène à la page de la cagnotte.',
	posterLink: 'Télécharger l’affiche A4 (PDF)',
	standLink: 'Télécharger le chevalet de table A4 (PDF)',
	standHelp: 'À imprimer sur une feuille A4, à plier en trois le long des pointillés.',
	qrPngLink: 'Télécharger le QR code (PNG)',
	qrSvgLink: 'Télécharger le QR code (SVG)',
	/** On paper. */
	charityLine: (charityName: string) => `Au profit de ${charityName}`,
	goalLine: (goalCents: number) => `Objectif : ${formatEuros(goalCents)}`,
	scanToGive: 'Scannez ce QR code pour participer',
	scanShort: 'Scannez pour participer',
	orVisit: 'ou rendez-vous sur',
	footer: 'Donnons · la cagnotte solidaire · 100 % des dons reversés à l’association',
	foldHere: 'plier ici',
	standBase:
		'Pliez le long des pointillés, faces imprimées vers l’extérieur, puis glissez cette bande sous le chevalet (un morceau de ruban adhésif le tient fermé).',
	posterTitle: (potName: string) => `Affiche de la cagnotte « ${potName} »`,
	standTitle: (potName: string) => `Chevalet de la cagnotte « ${potName} »`,
	qrTitle: (potName: string) => `QR code de la cagnotte « ${potName} »`,
} as const
