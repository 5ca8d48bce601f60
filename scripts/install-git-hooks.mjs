// Run by `npm ci` / `npm install` (postinstall, after patch-package): points git at the repository's hooks
// (.githooks/, e.g. the commit-message rule). A no-op outside a git checkout — a CI tarball, an install with
// no git on the PATH — so that it never fails an install.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

// npm runs lifecycle scripts in the package's root; a checkout has `.git` there (a file in a worktree).
if (existsSync('.git') && existsSync('.githooks')) {
	try {
		execFileSync('git', ['config', 'core.hooksPath', '.githooks'], { stdio: 'ignore' })
	} catch {
		// No git, or not a repository after all: nothing to install.
	}
}
