import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FormGroup, useFormGroup } from '../../src/lib/vendor/form-group-off.ts'
import { FORM_GROUP_OFF, isFormGroupImport } from './no-form-groups.ts'

const REACT_FORM = path.resolve('node_modules/@tanstack/react-form/dist/esm')

describe('no form groups in the build', () => {
  it.each([
    ['./useFormGroup.js', `${REACT_FORM}/useForm.js`, true],
    ['./useFormGroup.js', `${REACT_FORM}/index.js`, false],
    ['./useFormGroup.js', '/work/src/ui/form/useForm.js', false],
    ['./useField.js', `${REACT_FORM}/useForm.js`, false],
    ['./useFormGroup.js', undefined, false],
  ])('%s from %s is redirected: %s', (source, importer, redirected) => {
    expect(isFormGroupImport(source, importer)).toBe(redirected)
  })

  it("matches the library's import as it is today (a new version that moves it fails here, not silently)", () => {
    const useForm = readFileSync(`${REACT_FORM}/useForm.js`, 'utf8')
    expect(useForm).toMatch(/import \{ FormGroup \} from "\.\/useFormGroup\.js"/)
    expect(existsSync(FORM_GROUP_OFF)).toBe(true)
  })

  it('says plainly that form groups are not bundled when one is used', () => {
    expect(() => FormGroup()).toThrow(/withFieldGroup/)
    expect(() => useFormGroup()).toThrow(/not part of this build/)
  })
})
