// The two kinds of unused binding that TypeScript's noUnusedLocals and noUnusedParameters do not report
// (tsconfig.json; ADR 070): a caught error never read (`catch (error) {}`: write `catch {}`) and a
// property destructured beside a rest element and never read (`const { a, ...rest } = x`: TypeScript counts
// `a` as used, since it keeps `a` out of `rest`). `@typescript-eslint/no-unused-vars` reported both; it is
// now off for TypeScript files, whose other unused bindings the typecheck reports. A name starting with `_`
// is intentionally unused, as before. Both checks read the scope analysis ESLint has already made.

const ignored = /^_/

/** The variable an identifier declares, in the scope ESLint analysed. */
function variableOf(sourceCode, identifier) {
	for (let scope = sourceCode.getScope(identifier); scope; scope = scope.upper) {
		const variable = scope.set.get(identifier.name)
		if (variable?.identifiers.includes(identifier)) return variable
	}
	return undefined
}

/** The identifiers a pattern declares (`a`, `{ b: c }`, `[d = 1]`, `{ e: { f } }`). */
function declaredIdentifiers(pattern) {
	switch (pattern?.type) {
		case 'Identifier':
			return [pattern]
		case 'AssignmentPattern':
			return declaredIdentifiers(pattern.left)
		case 'ArrayPattern':
			return pattern.elements.flatMap(declaredIdentifiers)
		case 'ObjectPattern':
			return pattern.properties.flatMap((p) =>
				declaredIdentifiers(p.type === 'RestElement' ? p.argument : p.value),
			)
		default:
			return []
	}
}

/** @type {import('eslint').Rule.RuleModule} */
const unusedBindings = {
	meta: {
		type: 'problem',
		docs: {
			description: 'Caught errors and rest siblings that are never read (what the typecheck leaves out)',
		},
		schema: [],
		messages: {
			unusedCatch: "'{{name}}' is caught but never used: write `catch {`.",
			unusedRestSibling:
				"'{{name}}' is destructured beside a rest element but never used: rename it _{{name}} (`{{name}}: _{{name}}`) if it is there to leave it out of the rest.",
		},
	},
	create(context) {
		const sourceCode = context.sourceCode
		function check(identifier, messageId) {
			if (messageId === 'unusedRestSibling' && ignored.test(identifier.name)) return
			const variable = variableOf(sourceCode, identifier)
			if (variable && !variable.references.some((reference) => reference.isRead())) {
				context.report({ node: identifier, messageId, data: { name: identifier.name } })
			}
		}
		return {
			CatchClause(node) {
				for (const identifier of declaredIdentifiers(node.param)) check(identifier, 'unusedCatch')
			},
			ObjectPattern(node) {
				if (!node.properties.some((p) => p.type === 'RestElement')) return
				for (const property of node.properties) {
					if (property.type === 'RestElement') continue
					// Only the direct siblings, as the rule's `ignoreRestSiblings` meant (a nested pattern is not one).
					const value = property.value.type === 'AssignmentPattern' ? property.value.left : property.value
					if (value.type === 'Identifier') check(value, 'unusedRestSibling')
				}
			},
		}
	},
}

/** @type {import('eslint').ESLint.Plugin} */
export const localPlugin = { rules: { 'unused-bindings': unusedBindings } }
