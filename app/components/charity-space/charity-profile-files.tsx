import {
	type ProfileFiles,
	DOCUMENT_ACCEPT,
	PROFILE_SLIDE_LIMIT,
} from '#app/lib/charity-space/charity-profile.ts'
import { brandAssets } from '#app/lib/assets.ts'
import { ErrorList } from '../form-errors.tsx'
import { ImageCropInput } from '../image-crop-input.tsx'

/**
 * The images and documents of the charity profile form (ADR 029): banner, logo, slideshow, signature with
 * the crop input used for pots; the two PDF documents as plain file inputs. Every part works without
 * JavaScript (the server centre-crops).
 */

type Errors = Record<string, string[] | undefined>

const inputClass =
	'w-full rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50'

function DocumentInput({
	name,
	label,
	current,
	errors,
}: {
	name: 'descDoc' | 'eventDoc'
	label: string
	current: string | null
	errors?: string[]
}) {
	const errorId = `${name}-error`
	const hintId = `${name}-hint`
	return (
		<div>
			<label htmlFor={name} className="mb-1 block font-medium">
				{label} <span className="font-normal text-muted">(facultatif)</span>
			</label>
			{current ? (
				<p className="mb-1 text-sm">
					<a href={current} className="text-brand-dark underline">
						Document actuel (PDF)
					</a>
					<label className="ml-4 inline-flex items-center gap-2">
						<input type="checkbox" name={`${name}Remove`} value="1" className="h-4 w-4 accent-brand-dark" />
						Retirer ce document
					</label>
				</p>
			) : null}
			<input
				id={name}
				name={name}
				type="file"
				accept={DOCUMENT_ACCEPT}
				aria-invalid={errors?.length ? true : undefined}
				aria-describedby={[hintId, errors?.length ? errorId : null].filter(Boolean).join(' ')}
				className="block"
			/>
			<p id={hintId} className="mt-1 text-sm text-muted">
				Fichier PDF de 5 Mo au plus.
			</p>
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}

export function CharityProfileFiles({
	files,
	errors,
	charityName,
}: {
	files: ProfileFiles
	errors: Errors
	charityName: string
}) {
	const imageHint = 'Image .jpg ou .png de 2 Mo au plus.'
	return (
		<>
			<fieldset className="space-y-6 rounded-2xl border border-pink-100 p-4">
				<legend className="px-2 text-lg font-semibold">Images</legend>
				<ImageCropInput
					id="banner"
					name="banner"
					label="Bannière"
					ratio={2.8}
					maxWidth={1920}
					currentUrl={files.bannerPath ?? brandAssets.defaultBanner}
					currentAlt="Bannière actuelle"
					defaultUrl={brandAssets.defaultBanner}
					resetName="bannerReset"
					errors={errors.banner}
					errorId="banner-error"
					hint={imageHint}
				/>
				<ImageCropInput
					id="logo"
					name="logo"
					label="Logo"
					ratio={1}
					maxWidth={600}
					currentUrl={files.logoPath}
					currentAlt={`Logo actuel de ${charityName}`}
					errors={errors.logo}
					errorId="logo-error"
					hint={imageHint}
				/>
				<fieldset aria-describedby={errors.slides?.length ? 'slides-error' : undefined}>
					<legend className="mb-2 font-medium">Diaporama ({PROFILE_SLIDE_LIMIT} images au plus)</legend>
					{files.slides.length === 0 ? (
						<p className="text-sm text-muted">Aucune image pour l’instant.</p>
					) : null}
					<ul className="grid gap-4 sm:grid-cols-2">
						{files.slides.map((slide, index) => (
							<li key={slide.path} className="space-y-2 rounded-lg border border-gray-200 p-2">
								<img
									src={slide.path}
									alt={slide.alt}
									width={320}
									height={180}
									className="aspect-video w-full"
								/>
								<label htmlFor={`slideAlt-${index}`} className="block text-sm font-medium">
									Description de l’image {index + 1}
								</label>
								<input
									id={`slideAlt-${index}`}
									name="slideAlt"
									defaultValue={slide.alt}
									maxLength={200}
									className={inputClass}
								/>
								<label className="flex items-center gap-2 text-sm">
									<input
										type="checkbox"
										name="slideRemove"
										value={index}
										className="h-4 w-4 accent-brand-dark"
									/>
									Retirer l’image {index + 1}
								</label>
							</li>
						))}
					</ul>
					<ErrorList id="slides-error" errors={errors.slides} />
					<div className="mt-4 space-y-2">
						<ImageCropInput
							id="slideNew"
							name="slideNew"
							label="Ajouter une image au diaporama"
							ratio={16 / 9}
							maxWidth={1200}
							currentAlt=""
							errors={errors.slideNew}
							errorId="slideNew-error"
							hint={imageHint}
						/>
						<label htmlFor="slideNewAlt" className="block font-medium">
							Description de la nouvelle image
						</label>
						<input
							id="slideNewAlt"
							name="slideNewAlt"
							maxLength={200}
							aria-invalid={errors.slideNewAlt?.length ? true : undefined}
							aria-describedby={errors.slideNewAlt?.length ? 'slideNewAlt-error' : undefined}
							className={inputClass}
						/>
						<ErrorList id="slideNewAlt-error" errors={errors.slideNewAlt} />
					</div>
				</fieldset>
			</fieldset>

			<fieldset className="space-y-6 rounded-2xl border border-pink-100 p-4">
				<legend className="px-2 text-lg font-semibold">Documents</legend>
				<DocumentInput
					name="descDoc"
					label="Présentation et rapport d’activité"
					current={files.descDocPath}
					errors={errors.descDoc}
				/>
				<DocumentInput
					name="eventDoc"
					label="Missions en cours"
					current={files.eventDocPath}
					errors={errors.eventDoc}
				/>
			</fieldset>
		</>
	)
}

/** The signature image of the receipts' signatory, inside the receipts section. */
export function SignatureInput({ files, errors }: { files: ProfileFiles; errors: Errors }) {
	return (
		<div className="space-y-2">
			<ImageCropInput
				id="signature"
				name="signature"
				label="Signature du signataire (facultatif)"
				ratio={3}
				maxWidth={600}
				currentUrl={files.signaturePath}
				currentAlt="Signature actuelle"
				errors={errors.signature}
				errorId="signature-error"
				hint="Image .jpg ou .png de 2 Mo au plus, au format 3 × 1."
			/>
			{files.signaturePath ? (
				<label className="flex items-center gap-2 text-sm">
					<input type="checkbox" name="signatureRemove" value="1" className="h-4 w-4 accent-brand-dark" />
					Retirer la signature
				</label>
			) : null}
		</div>
	)
}
