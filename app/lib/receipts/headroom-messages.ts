/**
 * The French texts of the 75 % headroom (« plafond Coluche », issue 28), shared by the recap before payment,
 * the member area, the yearly statement and the simulator. Amounts are formatted by the caller.
 */
export const headroomMessages = {
	title: 'Votre plafond de dons à 75 %',
	/** The recap, while some headroom is left. */
	left: (left: string, year: number) => `Il vous reste ${left} de plafond à 75 % en ${year}.`,
	/** The recap: what this gift would use. */
	giftWithin: (amount: string) =>
		`Ce don de ${amount} ouvrira entièrement droit à la réduction d’impôt de 75 %.`,
	giftOver: (atHelp: string, over: string) =>
		`Ce don en utiliserait ${atHelp} ; les ${over} au-delà du plafond ouvriront droit à 66 %.`,
	/** The recap and the member area, once the ceiling is reached. */
	reached: (ceiling: string, year: number) =>
		`Vous avez atteint le plafond de ${ceiling} de dons à 75 % en ${year} : vos dons suivants à ces associations ouvrent droit à 66 %.`,
	/** The member area and the statement: the year's figures. */
	summary: (used: string, ceiling: string, left: string, year: number) =>
		`En ${year}, vos dons aux organismes d’aide aux personnes en difficulté utilisent ${used} de votre plafond de ${ceiling} à 75 % : il vous reste ${left}.`,
	/** What the ceiling is, under the figures. */
	/** The simulator's optional field (/deduction-fiscale-des-dons). */
	simulatorLabel:
		'Dons déjà faits cette année à des organismes d’aide aux personnes en difficulté (€, facultatif)',
	simulatorHint:
		'Ils réduisent ce qu’il reste de votre plafond à 75 %. Laissez vide si vous n’en avez pas fait.',
	simulatorInvalid: 'Le montant des dons déjà faits doit être un nombre positif en euros, par exemple 300',
	simulatorTooLarge: 'Le montant des dons déjà faits ne peut pas dépasser 1 000 000 000 €',
	simulatorLeft: (earlier: string, left: string, year: number) =>
		`Avec vos dons déjà faits (${earlier}), il vous reste ${left} de plafond à 75 % en ${year}.`,
	explain:
		'Les dons aux organismes qui aident les personnes en difficulté (repas, soins, logement) ouvrent droit à 75 % de réduction d’impôt dans la limite d’un plafond annuel, tous organismes confondus ; au-delà, à 66 %.',
} as const
