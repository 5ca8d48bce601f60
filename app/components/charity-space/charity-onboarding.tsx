import { type FieldMetadata } from '@conform-to/react'
import { Link } from '@remix-run/react'
import { countryList } from '#app/lib/countries.ts'
import { type OnboardingStep, STEP_TITLES } from '#app/lib/charity-space/charity-onboarding.ts'
import { Field, SelectField } from '../forms.tsx'

/** The pieces the charity onboarding's pages share (/association-espace/:charityId/inscription, ADR 028). */

export const countryOptions = countryList.map((c) => ({ value: c.alpha2Code, label: c.name }))

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
			<Field meta={fields.address_line_1} label="Adresse" inputProps={{ autoComplete: 'address-line1' }} />
			<div className="grid gap-4 sm:grid-cols-2">
				<Field meta={fields.post_code} label="Code postal" inputProps={{ autoComplete: 'postal-code' }} />
				<Field meta={fields.city} label="Ville" inputProps={{ autoComplete: 'address-level2' }} />
			</div>
			<SelectField meta={fields.country_iso} label="Pays" options={countryOptions} />
		</fieldset>
	)
}
