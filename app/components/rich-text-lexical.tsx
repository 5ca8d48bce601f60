import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html'
import { LinkNode } from '@lexical/link'
import { ListItemNode, ListNode } from '@lexical/list'
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { HeadingNode } from '@lexical/rich-text'
import {
	$createParagraphNode,
	$getRoot,
	$isDecoratorNode,
	$isElementNode,
	$isTextNode,
	type DOMConversionMap,
	type EditorThemeClasses,
	type LexicalEditor,
	type ParagraphNode,
	TextNode,
} from 'lexical'
import { useCallback, useEffect, useState } from 'react'
import { normaliseLinkUrl, richTextFonts, textLength } from '#app/lib/rich-text.ts'
import { RichTextToolbar } from './rich-text-toolbar.tsx'

/**
 * The JavaScript half of `RichTextEditor` (loaded on demand once hydrated): a Lexical editor whose HTML is
 * kept in a hidden input named like the no-JavaScript textarea it replaces.
 */
export type LexicalFieldProps = {
	id: string
	name: string
	labelId: string
	initialHtml: string
	describedBy?: string
	invalid: boolean
	/** The textarea it replaces had the focus: the editor takes it, caret at the end. */
	autoFocus?: boolean
}

const theme: EditorThemeClasses = {
	paragraph: 'mb-2',
	heading: { h2: 'mb-2 mt-3 text-2xl font-bold', h3: 'mb-2 mt-3 text-xl font-semibold' },
	list: {
		ul: 'mb-2 list-disc pl-6',
		ol: 'mb-2 list-decimal pl-6',
		listitem: 'my-1',
		nested: { listitem: 'list-none' },
	},
	link: 'text-brand-dark underline',
	text: {
		bold: 'font-bold',
		italic: 'italic',
		underline: 'underline',
		strikethrough: 'line-through',
		underlineStrikethrough: '[text-decoration-line:underline_line-through]',
	},
}

const fontKey = (font: string) => font.replace(/["'\s]/g, '').toLowerCase()
const KNOWN_FONTS = new Map<string, string>(
	richTextFonts.filter((f) => f.value).map((font) => [fontKey(font.value), font.value]),
)

/** The colour and font (among the editor's) of an imported element, as Lexical inline style. */
function extraStyles(element: HTMLElement) {
	let styles = ''
	const color = element.style.color
	if (/^(#[0-9a-f]{3,6}|rgb\([\d\s,]+\))$/i.test(color)) styles += `color: ${color};`
	const font = KNOWN_FONTS.get(fontKey(element.style.fontFamily))
	if (font) styles += `font-family: ${font};`
	return styles
}

/**
 * Lexical's default HTML import drops colours and fonts: wrap the text conversions so a saved description
 * comes back into the editor with them (as the Lexical playground does).
 */
function buildImportMap(): DOMConversionMap {
	const map: DOMConversionMap = {}
	for (const [tag, prop] of Object.entries(TextNode.importDOM?.() ?? {})) {
		map[tag] = (node) => {
			const importer = prop(node)
			if (!importer) return null
			return {
				...importer,
				conversion: (element) => {
					const output = importer.conversion(element)
					if (!output || !output.forChild || output.after || output.node !== null) return output
					const styles = extraStyles(element)
					if (!styles) return output
					const forChild = output.forChild
					return {
						...output,
						forChild: (child, parent) => {
							const converted = forChild(child, parent)
							if ($isTextNode(converted)) converted.setStyle(converted.getStyle() + styles)
							return converted
						},
					}
				},
			}
		}
	}
	return map
}

/** Replaces the content with the HTML; loose inline nodes are gathered into paragraphs. */
function $loadHtml(editor: LexicalEditor, html: string) {
	const root = $getRoot()
	root.clear()
	const dom = new DOMParser().parseFromString(html, 'text/html')
	let paragraph: ParagraphNode | null = null
	for (const node of $generateNodesFromDOM(editor, dom)) {
		if (($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline()) {
			root.append(node)
			paragraph = null
		} else {
			if (!paragraph) {
				paragraph = $createParagraphNode()
				root.append(paragraph)
			}
			paragraph.append(node)
		}
	}
	if (root.getChildrenSize() === 0) root.append($createParagraphNode())
}

const LINK_ATTRIBUTES = { rel: 'noopener noreferrer nofollow', target: '_blank' }
const validateUrl = (url: string) => normaliseLinkUrl(url) !== null

function AutoFocus() {
	const [editor] = useLexicalComposerContext()
	useEffect(() => {
		editor.update(() => $getRoot().selectEnd())
		editor.focus()
	}, [editor])
	return null
}

export function LexicalField({
	id,
	name,
	labelId,
	initialHtml,
	describedBy,
	invalid,
	autoFocus,
}: LexicalFieldProps) {
	const [html, setHtml] = useState(textLength(initialHtml) ? initialHtml : '')
	const [initialConfig] = useState<InitialConfigType>(() => ({
		namespace: `rich-text-${id}`,
		theme,
		nodes: [HeadingNode, ListNode, ListItemNode, LinkNode],
		html: { import: buildImportMap() },
		editorState: (editor) => $loadHtml(editor, initialHtml),
		onError: (error) => console.error(error),
	}))
	const onChange = useCallback((_state: unknown, editor: LexicalEditor) => {
		const next = editor.read(() => $generateHtmlFromNodes(editor, null))
		setHtml(textLength(next) ? next : '')
	}, [])

	return (
		<LexicalComposer initialConfig={initialConfig}>
			<div className="rounded border border-gray-500 has-[[aria-invalid=true]]:border-red-700">
				<RichTextToolbar editorId={id} />
				<div className="relative">
					<RichTextPlugin
						contentEditable={
							<ContentEditable
								id={id}
								ariaLabelledBy={labelId}
								ariaMultiline
								ariaDescribedBy={describedBy}
								ariaInvalid={invalid || undefined}
								spellCheck
								className="min-h-48 overflow-auto rounded-b px-3 py-2 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-dark aria-[invalid=true]:bg-red-50"
							/>
						}
						ErrorBoundary={LexicalErrorBoundary}
					/>
				</div>
			</div>
			{autoFocus ? <AutoFocus /> : null}
			<HistoryPlugin />
			<ListPlugin />
			<LinkPlugin validateUrl={validateUrl} attributes={LINK_ATTRIBUTES} />
			<OnChangePlugin onChange={onChange} ignoreSelectionChange />
			<input type="hidden" name={name} value={html} />
		</LexicalComposer>
	)
}
