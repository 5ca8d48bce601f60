/** The French texts of an invitation's own links: decline it, or stop all invitations (ADR 032). */
export const invitationMessages = {
	declineTitle: 'Refuser l’invitation',
	declineExplanation: (potName: string) =>
		`Vous ne souhaitez pas participer à la cagnotte « ${potName} » ? Refusez l’invitation : son organisateur le verra dans sa liste d’invités.`,
	declineButton: 'Refuser l’invitation',
	declined: 'Invitation refusée. L’organisateur de la cagnotte en sera informé.',
	declineLinkInvalid: 'Ce lien n’est pas valide. Il a peut-être été mal copié.',
	stopTitle: 'Ne plus recevoir d’invitations',
	stopExplanation: (email: string) =>
		`L’adresse ${email} ne recevra plus aucune invitation à une cagnotte envoyée depuis Donnons.`,
	stopButton: 'Ne plus recevoir d’invitations',
	stopped: 'C’est noté : cette adresse ne recevra plus d’invitations de Donnons.',
	stopLinkInvalid: 'Ce lien n’est pas valide. Il a peut-être été mal copié.',
	/** The organiser's list: a guest who declined. */
	declinedLabel: 'a refusé l’invitation',
} as const

/** Shown to whoever shares when some addresses asked to receive no more invitations: which ones is not said. */
export function skippedGuestsMessage(count: number): string {
	return count === 1
		? '1 adresse n’a pas reçu d’invitation : son destinataire a choisi de ne plus en recevoir.'
		: `${count} adresses n’ont pas reçu d’invitation : leurs destinataires ont choisi de ne plus en recevoir.`
}
