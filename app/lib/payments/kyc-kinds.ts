/**
 * The company KYC document kinds of docs/requirements.md#spec-1-3, as Donnons records them, and the document type each one is
 * at the payment provider. IDENTITY_PROOF_LEAD is the identity document of the company's legal
 * representative (the "dirigeant" of the KYC page, docs/requirements.md#spec-3-2): Mangopay knows it as the legal user's
 * IDENTITY_PROOF (reference: "IDENTITY_PROOF of the legal representative"), so it is sent under that type
 * and recorded under its own kind, telling it apart from a person's own identity document.
 */
export const KYC_KINDS = [
	'IDENTITY_PROOF',
	'REGISTRATION_PROOF',
	'ARTICLES_OF_ASSOCIATION',
	'SHAREHOLDER_DECLARATION',
	'ADDRESS_PROOF',
	'IDENTITY_PROOF_LEAD',
] as const

export type KycKind = (typeof KYC_KINDS)[number]

/** The provider's document types (Mangopay's five). */
type ProviderKycType = Exclude<KycKind, 'IDENTITY_PROOF_LEAD'>

export const isKycKind = (value: unknown): value is KycKind => KYC_KINDS.includes(value as KycKind)

/** The type a kind is sent under. */
export const providerKycType = (kind: KycKind): ProviderKycType =>
	kind === 'IDENTITY_PROOF_LEAD' ? 'IDENTITY_PROOF' : kind
