import { type FieldMetadata, getTextareaProps } from '@conform-to/react'
import { SupportMessageTextarea } from './support-message-form.tsx'

/** The optional word of support inside a Conform form (the quick donor's identity form). */
export function SupportMessageField({ meta }: { meta: FieldMetadata<string | undefined> }) {
	const { key, id, ...props } = getTextareaProps(meta, { ariaAttributes: true })
	return <SupportMessageTextarea key={key} {...props} id={id} errorId={meta.errorId} errors={meta.errors} />
}
