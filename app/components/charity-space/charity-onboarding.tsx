import { type FieldMetadata } from '@conform-to/react'
import { Link } from '@remix-run/react'
import { type OnboardingStep, STEP_TITLES } from '#app/lib/charity-space/charity-onboarding.ts'
import { AddressLines } from '../identity-fields.tsx'

/** The pieces the charity onboarding's pages share (/association-espace/:charityId/inscription, ADR 028). */

export const onboardingPath = (charityId: number, step?: OnboardingStep) =>
	`/association-espace/${charityId}/inscription${step ? `/${step}` : ''}`

/** The step's heading, with the way back to the overview. */
export function StepHeader({
	charityId,
	step,
	intro,
}: {
	charityId: number
	step: OnboardingStep
	intro: string
}) {
	return (
		<>
			<p className="mb-2">
				<Link to={onboardingPath(charityId)} className="text-brand-dark underline">
					← Retour aux étapes de l’inscription
				</Link>
			</p>
			<h1 className="mb-2 text-3xl font-bold">{STEP_TITLES[step]}</h1>
			<p className="mb-6 max-w-2xl">{intro}</p>
		</>
	)
}

type AddressMeta = FieldMetadata<string | undefined>

/** Street, post code, town and country, with the browser's autofill hints. */
export function AddressFields({
	legend,
	fields,
}: {
	legend: string
	fields: { address_line_1: AddressMeta; post_code: AddressMeta; city: AddressMeta; country_iso: AddressMeta }
}) {
	return (
		<fieldset className="space-y-4">
			<legend className="mb-2 text-lg font-semibold">{legend}</legend>
			<AddressLines fields={fields} />
		</fieldset>
	)
}
