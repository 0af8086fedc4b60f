import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

/** zxcvbn looks at this much of a password (longer ones are strong by length; the check grows with it) */
const SCORED_LENGTH = 100

let factory: Promise<ZxcvbnFactory> | undefined

/**
 * The password's zxcvbn score (0 to 4) with the bundled common-password list and keyboard graphs
 * of @zxcvbn-ts/language-common, and the person's own data as user inputs. The dictionaries are
 * loaded on the first call only, i.e. when a create-account form is posted.
 */
export async function passwordScore(password: string, userInputs: string[]): Promise<number> {
  factory ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  )
  factory.catch(() => (factory = undefined))
  return (await factory).check(password.slice(0, SCORED_LENGTH), userInputs).score
}
