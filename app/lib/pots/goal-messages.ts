import { formatEuros } from '../money.ts'

/** The French texts of a pot's goal, its progress and its widget (issue 27, items 1 and 5). */
export const goalMessages = {
	/** The field's label; the form adds « (facultatif) »: « Objectif (facultatif) ». */
	fieldLabel: 'Objectif',
	fieldHint:
		'Le montant que vous souhaitez collecter, en euros. Laissez vide pour ne pas afficher d’objectif.',
	invalid: 'Merci de saisir un montant en euros, par exemple 500 ou 500,50',
	notPositive: 'L’objectif doit être supérieur à 0 €',
	tooSmall: `L’objectif doit être d’au moins ${formatEuros(1_000)}`,
	tooLarge: `L’objectif ne peut pas dépasser ${formatEuros(100_000_000)}`,
	reached: 'Objectif atteint !',
	raise: 'Relever l’objectif',
	progressLabel: 'Progression vers l’objectif',
	collected: 'collectés',
	participate: 'Participer',
	widgetNotFound: 'Cette cagnotte n’existe pas ou n’est pas publiée.',
	embedTitle: 'Afficher la cagnotte sur un autre site',
	embedHint:
		'Copiez ce code dans la page de votre site ou de votre blog : il affiche le montant collecté, l’objectif et un bouton « Participer ».',
	embedLabel: 'Code à copier',
	copy: 'Copier le code',
	copied: 'Code copié',
	amountLinksTitle: 'Liens avec un montant déjà saisi',
	amountLinksHint: 'Partagez un lien qui propose directement un montant de participation :',
} as const

/** « 62 % de l'objectif de 500,00 € » */
export function percentOfGoal(percent: number, goalCents: number): string {
	return `${percent} % de l’objectif de ${formatEuros(goalCents)}`
}

/** The title of a widget's frame, for screen readers on the host site. */
export function widgetFrameTitle(potName: string): string {
	return `Cagnotte « ${potName} » sur Donnons`
}

/** A prefilled-amount link's label: « Participer avec 20,00 € ». */
export function amountLinkLabel(cents: number): string {
	return `Participer avec ${formatEuros(cents)}`
}
