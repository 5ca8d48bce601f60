import { describe, expect, test } from 'vitest'
import * as messages from './messages.ts'
import {
	authMessages,
	derivedMessages,
	generic,
	infoMessages,
	kycMessages,
	newsletterInvalidEmail,
	newsletterMessages,
	paymentMessages,
	potMessages,
	profileMessages,
	shareMessages,
	subscriptionMessages,
	toastTitles,
} from './messages.ts'

const objects: [string, Record<string, unknown>][] = Object.entries(
	messages as Record<string, unknown>,
).flatMap(([name, value]) =>
	typeof value === 'object' && value !== null ? [[name, value as Record<string, unknown>]] : [],
)

function stringsOf(object: Record<string, unknown>): [string, string][] {
	return Object.entries(object).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
}

describe('catalogue integrity', () => {
	test('the module exports the expected areas', () => {
		expect(objects.map(([name]) => name).sort()).toEqual(
			[
				'authMessages',
				'derivedMessages',
				'generic',
				'infoMessages',
				'kycMessages',
				'newsletterMessages',
				'paymentMessages',
				'potMessages',
				'profileMessages',
				'shareMessages',
				'subscriptionMessages',
				'toastTitles',
			].sort(),
		)
	})

	test.each(objects)('%s: no empty message', (_name, object) => {
		for (const [key, value] of stringsOf(object)) {
			expect(value.trim(), key).not.toBe('')
			expect(value, key).toBe(value.trim())
		}
	})

	test.each(objects)('%s: no message under two keys', (_name, object) => {
		const values = stringsOf(object).map(([, value]) => value)
		expect(new Set(values).size).toBe(values.length)
	})

	test.each(objects)('%s: straight apostrophes only, as the spec writes them', (_name, object) => {
		for (const [key, value] of stringsOf(object)) {
			expect(value, key).not.toMatch(/[‘’]/)
		}
	})

	test('derived messages never reuse a spec message', () => {
		const specMessages = new Set(
			objects
				.filter(([name]) => name !== 'derivedMessages')
				.flatMap(([, object]) => stringsOf(object).map(([, v]) => v)),
		)
		for (const [key, value] of stringsOf(derivedMessages)) {
			expect(specMessages.has(value), key).toBe(false)
		}
	})
})

describe('verbatim spec wording', () => {
	test('toast titles', () => {
		expect(Object.values(toastTitles)).toEqual([
			'Attention',
			'Success',
			'Mise à jour',
			'Félicitations',
			'Opération réussie',
		])
	})

	test('generic', () => {
		expect(generic.error).toBe("Une erreur s'est produite, réessayez plus tard")
		expect(generic.errorShort).toBe("Une erreur s'est produite")
		expect(generic.requiredFields).toBe('Veuillez remplir les champs obligatoires')
		expect(generic.invalidDate).toBe('Date invalide')
		expect(generic.fieldRequired).toBe('Ce champs est obligatoire')
		expect(authMessages.generic).toBe(generic.error)
	})

	test('accounts (spec 1)', () => {
		expect(authMessages.addressRequired).toBe('Votre adresse obligatoire')
		expect(authMessages.passwordConfirmationMismatch).toBe(
			'Votre confirmation de mot de passe doit être identique à votre mot de passe',
		)
		expect(authMessages.underage).toBe("Vous n'avez pas l'âge requis pour utiliser l'application")
		expect(authMessages.emailNotValid).toBe("L'email n'est pas valide")
		expect(authMessages.forgotPasswordUnknownEmail).toBe("L'email n'existe pas dans la base de données.")
		expect(authMessages.representativeFirstNameRequired).toBe(
			'Le prénom du représentant légal est obligatoire',
		)
		expect(profileMessages.passwordsDoNotMatch).toBe('Mot de passes non identiques')
		expect(profileMessages.companyDataUpdated).toBe('Vos donnees ont ete mis à jour')
		expect(subscriptionMessages.reactivated).toBe('Votre souscription est de nouveau active')
		expect(newsletterMessages.subscribed).toBe('Vous êtes inscrits à la newsletter')
		expect(infoMessages.cookieDenied).toBe('Nous avons bien noté vos préférences')
	})

	test('pot creation (spec 2), elided messages written in full', () => {
		expect(potMessages.nameTooShort).toBe('Le nom de votre cagnotte est trop court')
		expect(potMessages.nameTooLong).toBe('Le nom de votre cagnotte est trop long')
		expect(potMessages.descriptionTooShort).toBe('La description de votre cagnotte est trop courte')
		expect(potMessages.descriptionTooLong).toBe('La description de votre cagnotte est trop longue')
		expect(potMessages.eventTypeRequired).toBe("Le type d'événement est obligatoire")
		expect(potMessages.accountTypeNotAllowed).toBe(
			'Votre type de compte ne vous permet pas de créer ce type de cagnotte',
		)
		expect(potMessages.imageTooLarge).toBe("La taille de l'image doit être inférieure à 2 Mo")
		expect(potMessages.noCharityFound).toBe('Aucune association partenaires trouvée...')
		expect(potMessages.created).toBe('Votre cagnotte a été créée avec succès')
	})

	test('payments (spec 3)', () => {
		expect(paymentMessages.amountMinimum).toBe('La contribution minimum est de 1,00 €')
		expect(paymentMessages.potAlreadyClosed).toBe('La cagnotte est déjà fermée')
		expect(paymentMessages.cardNumberInvalid).toBe("Votre numéro de carte n'est pas valide")
		expect(paymentMessages.cvcRequiredLong).toBe('Le cryptogramme visuel de votre carte est obligatoire')
		expect(paymentMessages.bicInvalid).toBe('Votre BIC est invalide')
		expect(paymentMessages.mandateWithoutRedirect).toBe(
			'Un problème technique est survenu. Merci de réessayer ultérieurement.',
		)
		expect(paymentMessages.donationSucceeded).toBe(
			'Merci de votre générosité ! Votre don a été réalisé avec succès.',
		)
		expect(infoMessages.paymentPending).toBe(
			'Votre paiement est en cours de traitement. Un email de confirmation vous sera envoyé une fois le paiement accepté.',
		)
		expect(kycMessages.fileTooLarge).toBe('Le fichier ne doit pas dépasser 7Mb')
	})

	test('share by e-mail keeps the spec spelling', () => {
		expect(shareMessages.atLeastOneEmail).toBe("Merci d'ajouter au moin un email")
		expect(shareMessages.failed).toBe("Une erreur s'est produite lors de l'envoie des emails.")
		expect(shareMessages.sent).toBe('Un email a été envoyé à vos amis')
	})
})

describe('newsletterInvalidEmail', () => {
	test('puts the address in place of [...]', () => {
		expect(newsletterInvalidEmail('jean@exemple')).toBe("Votre email jean@exemple n'est pas valide")
		expect(newsletterInvalidEmail('  x@y  ')).toBe("Votre email x@y n'est pas valide")
		expect(newsletterMessages.invalidEmail('a@b')).toBe("Votre email a@b n'est pas valide")
	})
})
