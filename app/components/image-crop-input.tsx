import 'cropperjs/dist/cropper.css'
import { type ChangeEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import Cropper, { type ReactCropperElement } from 'react-cropper'
import { clampCropBox, cropFieldName, IMAGE_ACCEPT, imageFileProblem } from '#app/lib/crop.ts'
import { generic } from '#app/lib/messages.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { ErrorList } from './forms.tsx'

type ImageCropInputProps = {
	id: string
	/** The file field; the crop box goes in `${name}_crop` (JSON, natural pixels). */
	name: string
	label: ReactNode
	/** Width / height of the result: 2.8 for the pot banner, 1 for the logo. */
	ratio: number
	/** Largest width of the result (scale down only); the preview is drawn at most this wide. */
	maxWidth: number
	currentUrl?: string | null
	currentAlt: string
	/** The image shown after « Revenir à l’image par défaut ». */
	defaultUrl?: string
	/** Name of the reset field (value "1"); without it there is no reset control. */
	resetName?: string
	errors?: string[] | null
	errorId: string
	hint?: ReactNode
	/** The input's accepted types and the browser-side check (the pot form's JPEG/PNG rules unless given). */
	accept?: string
	fileProblem?: (file: { type: string; size: number; name: string }) => string | null
	/** A file the browser cannot crop (the logo's PDF): sent as is, the server centre-crops it. */
	sendUncropped?: (file: { type: string; name: string }) => boolean
}

type Preview = { url: string; alt: string } | null

/**
 * The banner or logo picker with its crop dialog (spec 2, "Image-crop dialog", §5 images, §8).
 * Without JavaScript: the file input, the current image and a reset checkbox; the server centre-crops.
 * With JavaScript: the file is checked (type, 2 Mo), then cropped in the 'Editez votre image' dialog; the
 * box is posted next to the file, which the server crops.
 */
export function ImageCropInput(props: ImageCropInputProps) {
	const {
		id,
		name,
		label,
		ratio,
		maxWidth,
		currentUrl,
		currentAlt,
		defaultUrl,
		resetName,
		errors,
		errorId,
		hint,
		accept = IMAGE_ACCEPT,
		fileProblem = imageFileProblem,
		sendUncropped,
	} = props
	const hydrated = useHydrated()
	const uid = useId()
	const labelId = `${id}-label`
	const hintId = `${id}-hint`
	const titleId = `${uid}-title`
	const helpId = `${uid}-help`
	const fileInput = useRef<HTMLInputElement>(null)
	const dialog = useRef<HTMLDialogElement>(null)
	const cropper = useRef<ReactCropperElement>(null)
	const validated = useRef(false)
	const [source, setSource] = useState<string | null>(null)
	const [ready, setReady] = useState(false)
	const [crop, setCrop] = useState('')
	const [reset, setReset] = useState(false)
	const [clientError, setClientError] = useState<string | null>(null)
	/** The name of a file sent without cropping (nothing to preview). */
	const [uncropped, setUncropped] = useState<string | null>(null)
	const base: Preview =
		reset && defaultUrl
			? { url: defaultUrl, alt: 'Image par défaut' }
			: currentUrl
				? { url: currentUrl, alt: currentAlt }
				: null
	const [cropped, setCropped] = useState<Preview>(null)
	const preview = uncropped ? null : (cropped ?? base)

	const shownErrors = clientError ? [clientError] : errors
	const invalid = Boolean(shownErrors?.length)
	const described = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined

	function clearFile() {
		if (fileInput.current) fileInput.current.value = ''
		setCrop('')
		setCropped(null)
		setUncropped(null)
	}

	function onFileChange(event: ChangeEvent<HTMLInputElement>) {
		const file = event.currentTarget.files?.[0]
		setCrop('')
		setCropped(null)
		setUncropped(null)
		if (!file) return
		const problem = fileProblem(file)
		if (problem) {
			clearFile()
			setClientError(problem)
			return
		}
		setClientError(null)
		setReset(false)
		if (sendUncropped?.(file)) {
			setUncropped(file.name)
			return
		}
		validated.current = false
		setReady(false)
		// A data URL (not a blob: URL) lets Cropper.js read the JPEG's EXIF orientation without a request,
		// so the photo shows upright and the box is in the oriented image's pixels, like sharp's autoOrient().
		const reader = new FileReader()
		reader.onload = () => {
			if (typeof reader.result !== 'string') return
			setSource(reader.result)
			dialog.current?.showModal()
		}
		reader.onerror = () => {
			clearFile()
			setClientError(generic.errorShort)
		}
		reader.readAsDataURL(file)
	}

	function validate() {
		const instance = cropper.current?.cropper
		if (!instance || !ready) return
		const { naturalWidth, naturalHeight, rotate = 0 } = instance.getImageData()
		// A photo turned a quarter by its EXIF orientation: the box is in the turned image's pixels.
		const turned = Math.abs(rotate) % 180 === 90
		const box = clampCropBox(
			instance.getData(true),
			turned ? naturalHeight : naturalWidth,
			turned ? naturalWidth : naturalHeight,
		)
		const canvas = instance.getCroppedCanvas({
			maxWidth,
			maxHeight: Math.round(maxWidth / ratio),
			imageSmoothingQuality: 'high',
		})
		setCrop(JSON.stringify(box))
		setCropped({ url: canvas.toDataURL('image/jpeg', 0.85), alt: 'Aperçu de la nouvelle image recadrée' })
		validated.current = true
		dialog.current?.close()
	}

	// Annuler, Escape or any other way out than Valider: the file is dropped (docs/requirements.md#spec-2-8).
	function onClose() {
		setSource(null)
		if (validated.current) return
		clearFile()
		setClientError(generic.errorShort)
	}

	function onCropKeyDown(event: KeyboardEvent<HTMLDivElement>) {
		const instance = cropper.current?.cropper
		if (!instance) return
		const step = event.shiftKey ? 1 : 10
		const moves: Record<string, [number, number]> = {
			ArrowLeft: [-step, 0],
			ArrowRight: [step, 0],
			ArrowUp: [0, -step],
			ArrowDown: [0, step],
		}
		const move = moves[event.key]
		if (move) {
			const box = instance.getCropBoxData()
			instance.setCropBoxData({ left: box.left + move[0], top: box.top + move[1] })
		} else if (event.key === '+' || event.key === '=') instance.zoom(0.1)
		else if (event.key === '-') instance.zoom(-0.1)
		else return
		event.preventDefault()
	}

	function toggleReset() {
		clearFile()
		setClientError(null)
		setReset(!reset)
	}

	const wide = ratio > 1.5
	return (
		<div role="group" aria-labelledby={labelId} className="space-y-2">
			<label id={labelId} htmlFor={id} className="block font-medium">
				{label}
			</label>
			{hint ? (
				<p id={hintId} className="text-sm text-muted">
					{hint}
				</p>
			) : null}
			<div className={wide ? 'w-full max-w-2xl' : 'w-40'} aria-live="polite">
				{preview ? (
					<img
						src={preview.url}
						alt={preview.alt}
						className="w-full rounded border border-gray-300 object-cover"
						style={{ aspectRatio: ratio }}
					/>
				) : (
					<div
						className="flex items-center justify-center rounded border border-dashed border-gray-500 p-4 text-center text-sm break-all text-muted"
						style={{ aspectRatio: ratio }}
					>
						{uncropped ? `Fichier choisi : ${uncropped}` : 'Aucune image'}
					</div>
				)}
			</div>
			<input
				ref={fileInput}
				id={id}
				name={name}
				type="file"
				accept={accept}
				onChange={hydrated ? onFileChange : undefined}
				aria-invalid={invalid || undefined}
				aria-describedby={described}
				tabIndex={hydrated ? -1 : undefined}
				className={
					hydrated
						? 'sr-only'
						: 'block w-full text-sm file:mr-3 file:rounded-full file:border-2 file:border-brand-dark file:bg-white file:px-4 file:py-1.5 file:font-semibold file:text-brand-dark'
				}
			/>
			{resetName && !hydrated ? (
				<label className="flex items-center gap-2 text-sm">
					<input type="checkbox" name={resetName} value="1" className="h-4 w-4 accent-brand-dark" />
					Revenir à l’image par défaut
				</label>
			) : null}
			{hydrated ? (
				<>
					<input type="hidden" name={cropFieldName(name)} value={crop} />
					{resetName ? <input type="hidden" name={resetName} value={reset ? '1' : ''} /> : null}
					<div className="flex flex-wrap gap-3">
						<button
							id={`${id}-change`}
							type="button"
							className="btn-secondary"
							aria-labelledby={`${id}-change ${labelId}`}
							aria-describedby={described}
							onClick={() => fileInput.current?.click()}
						>
							Changer l’image
						</button>
						{resetName && defaultUrl ? (
							<button type="button" className="btn-secondary" aria-pressed={reset} onClick={toggleReset}>
								Revenir à l’image par défaut
							</button>
						) : null}
					</div>
					<dialog
						ref={dialog}
						aria-labelledby={titleId}
						onClose={onClose}
						className="m-auto w-full max-w-3xl rounded-2xl p-6 shadow-xl backdrop:bg-black/50"
					>
						<h2 id={titleId} className="mb-2 text-xl font-bold">
							Editez votre image
						</h2>
						<p id={helpId} className="mb-4 text-sm text-muted">
							Déplacez ou redimensionnez le cadre puis validez. Au clavier : flèches pour déplacer le cadre, +
							et − pour zoomer.
						</p>
						<div
							role="group"
							aria-label="Zone de recadrage"
							aria-describedby={helpId}
							tabIndex={0}
							onKeyDown={onCropKeyDown}
							className="h-[55vh] max-h-[480px] min-h-60 bg-gray-100"
						>
							{source ? (
								<Cropper
									ref={cropper}
									src={source}
									alt="Image à recadrer"
									aspectRatio={ratio}
									viewMode={1}
									autoCropArea={1}
									checkOrientation={false}
									background={false}
									zoomOnWheel={false}
									ready={() => setReady(true)}
									style={{ height: '100%', width: '100%' }}
								/>
							) : null}
						</div>
						<div className="mt-4 flex justify-end gap-3">
							<button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
								Annuler
							</button>
							<button type="button" className="btn-primary" disabled={!ready} onClick={validate}>
								Valider
							</button>
						</div>
					</dialog>
				</>
			) : null}
			<div aria-live="polite">
				<ErrorList id={errorId} errors={shownErrors} />
			</div>
		</div>
	)
}
