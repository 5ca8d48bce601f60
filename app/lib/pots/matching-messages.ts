import { formatDisplayDate, type IsoDay } from '../dates.ts'
import { formatEuros } from '../money.ts'

/** The French texts of a company pot's matching (« abondement »): the pot page, the organiser's form and view. */
export const matchingMessages = {
	doubles: 'La société double votre don',
	matchesPercent: (ratioPercent: number) => `La société abonde votre don de ${ratioPercent} %`,
	limits: (ceilingCents: number, until: IsoDay) =>
		`jusqu'à ${formatEuros(ceilingCents)} au total, jusqu'au ${formatDisplayDate(until)}`,
	ceilingReached: "Plafond d'abondement atteint",
	ended: (until: IsoDay) => `Abondement terminé le ${formatDisplayDate(until)}`,
	matchedSoFar: (matchedCents: number, companyName: string) =>
		`dont ${formatEuros(matchedCents)} abondés par ${companyName}`,
	leftUnderCeiling: (leftCents: number) => `Reste ${formatEuros(leftCents)} sous le plafond`,
	// The organiser's form.
	formTitle: "Abondement de l'entreprise",
	ratioLabel: "Taux d'abondement (%)",
	ratioHint: '100 % : la société double chaque don (un euro pour un euro). De 50 % à 300 %.',
	ceilingLabel: "Plafond d'abondement (€)",
	ceilingHint: 'Le montant total que la société versera au plus.',
	untilLabel: "Dernier jour de l'abondement",
	untilHint: 'Les dons faits jusqu’à ce jour inclus (heure de Paris) sont abondés.',
	announce: "Annoncer l'abondement",
	change: "Modifier l'abondement",
	announced: "L'abondement est annoncé sur la page de la cagnotte.",
	changed: "L'abondement est modifié.",
	ratioRequired: "Indiquez le taux d'abondement.",
	ratioInvalid: "Le taux d'abondement est un nombre entier entre 50 et 300 %.",
	ceilingRequired: "Indiquez le plafond d'abondement.",
	ceilingInvalid: "Le plafond d'abondement est un montant d'au moins 1,00 €.",
	untilRequired: "Indiquez le dernier jour de l'abondement.",
	untilInvalid: 'Date invalide : utilisez le format JJ-MM-AAAA.',
	untilPast: "Le dernier jour de l'abondement ne peut pas être passé.",
	untilAfterClosing: "Le dernier jour de l'abondement ne peut pas dépasser la fin de la collecte.",
	ceilingUnderMatched: (matchedCents: number) =>
		`Le plafond ne peut pas être inférieur au montant déjà abondé (${formatEuros(matchedCents)}).`,
	wouldReduceMatched: (matchedCents: number) =>
		`Cette modification réduirait l'abondement déjà acquis par les donateurs (${formatEuros(matchedCents)}).`,
	notCompanyPot: "Seule une cagnotte d'entreprise peut annoncer un abondement.",
	potClosed: "La cagnotte est clôturée : l'abondement ne peut plus être modifié.",
	// The organiser's view and the CSV.
	donatedLabel: 'Dons des participants',
	matchedLabel: 'Abondement de la société',
	payMatching: (matchedCents: number) => `Verser l'abondement (${formatEuros(matchedCents)})`,
	matchingDue: (matchedCents: number) => `Abondement à verser : ${formatEuros(matchedCents)}`,
	matchingPending: (matchedCents: number) =>
		`Paiement de l'abondement en cours (${formatEuros(matchedCents)}) : il apparaîtra ici une fois reçu.`,
	matchingPaid: (matchedCents: number) => `Abondement versé : ${formatEuros(matchedCents)}`,
} as const
