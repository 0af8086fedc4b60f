// @vitest-environment node
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The layer rules of eslint.config.js, proven: each probe is linted under a path inside the repo
 * (the file need not exist) with the project's own config, and must fail with the named rule.
 */
const eslint = new ESLint({ cwd: process.cwd(), ignore: false })

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

const RESTRICTED = 'import-x/no-restricted-paths'

// the first lint resolves and parses the import graph (type imports included, lds/no-cycle): seconds
// on a busy 2-core machine, beyond vitest's default 5 s
describe('lint guards the layers', { timeout: 30_000 }, () => {
  it('fails on a feature importing another feature', async () => {
    const code = "import { optionLabel } from '#features/enquiry/option-labels.ts'\nexport const probe = optionLabel\n"
    expect(await ruleIds(code, 'src/features/contact/lint-probe.ts')).toContain(RESTRICTED)
  })

  it('fails on a relative cross-feature import too', async () => {
    const code = "import { optionLabel } from '../enquiry/option-labels.ts'\nexport const probe = optionLabel\n"
    expect(await ruleIds(code, 'src/features/contact/lint-probe.ts')).toContain(RESTRICTED)
  })

  it('fails on ui importing a feature', async () => {
    const code = "import { useAuth } from '#features/auth/auth-context.tsx'\nexport const probe = useAuth\n"
    expect(await ruleIds(code, 'src/ui/lint-probe.ts')).toContain(RESTRICTED)
  })

  it('fails on lib or domain importing app', async () => {
    const code = "import { reportCrash } from '#app/errors/crash-report.ts'\nexport const probe = reportCrash\n"
    expect(await ruleIds(code, 'src/lib/lint-probe.ts')).toContain(RESTRICTED)
    expect(await ruleIds(code, 'src/domain/lint-probe.ts')).toContain(RESTRICTED)
  })

  it('fails on a feature importing app', async () => {
    const code = "import { reportCrash } from '#app/errors/crash-report.ts'\nexport const probe = reportCrash\n"
    expect(await ruleIds(code, 'src/features/contact/lint-probe.ts')).toContain(RESTRICTED)
  })

  it("fails on a server feature importing another server feature's internals", async () => {
    const code = "import * as enquiries from '../enquiries/routes.ts'\nexport const probe = enquiries\n"
    expect(await ruleIds(code, 'server/features/mailer/lint-probe.ts')).toContain(RESTRICTED)
  })

  it('fails on a shared server module importing a server feature', async () => {
    const code = "import * as enquiries from '#server/features/enquiries/service.ts'\nexport const probe = enquiries\n"
    expect(await ruleIds(code, 'server/lib/lint-probe.ts')).toContain(RESTRICTED)
    expect(await ruleIds(code, 'server/catalogue/lint-probe.ts')).toContain(RESTRICTED)
  })

  it('fails on an import cycle', async () => {
    const [result] = await eslint.lintFiles(['tests/lint/fixtures/cycle-a.ts'])
    expect(result?.messages.map((message) => message.ruleId)).toContain('lds/no-cycle')
  })

  it('fails on a cycle of type-only imports too (import type, and import { type X })', async () => {
    const results = await eslint.lintFiles([
      'tests/lint/fixtures/type-cycle-a.ts',
      'tests/lint/fixtures/type-cycle-b.ts',
    ])
    for (const result of results) expect(result.messages.map((message) => message.ruleId)).toContain('lds/no-cycle')
  })

  it('passes a feature that imports ui, lib, domain and its own files', async () => {
    const code = [
      "import { HrefLink } from '#ui/catalogue/href-link.tsx'",
      "import { useBrand } from '#lib/brand/brand-context.tsx'",
      "import { formatDate } from '#domain/format/format-date.ts'",
      "import { useSendContactMessage } from './mutations.ts'",
      'export const probe = [HrefLink, useBrand, formatDate, useSendContactMessage]',
      '',
    ].join('\n')
    expect(await ruleIds(code, 'src/features/contact/lint-probe.ts')).toEqual([])
  })
})
