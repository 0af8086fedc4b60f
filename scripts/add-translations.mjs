// Adds German translations to every German catalog (src/locales/de.po and src/locales/<area>/de.po)
// that has the message: node scripts/add-translations.mjs file.json
// file.json maps an English msgid to its German text. Runs `lingui extract` first so new messages
// exist in the catalogs; each read-modify-write of a de.po is immediate, so parallel work loses nothing.
import { spawnSync } from 'node:child_process'
import { globSync, readFileSync, writeFileSync } from 'node:fs'

const file = process.argv[2]
if (!file) {
  console.error('usage: node scripts/add-translations.mjs translations.json')
  process.exit(2)
}
const translations = JSON.parse(readFileSync(file, 'utf8'))
const r = spawnSync('npx', ['lingui', 'extract'], { stdio: 'ignore' })
if (r.status !== 0) process.exit(r.status ?? 1)

const escape = (s) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')
const unescape = (s) => s.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\')
const found = new Set()
for (const poFile of globSync('src/locales/**/de.po')) {
  const po = readFileSync(poFile, 'utf8')
  // an entry: msgid "..." (possibly multi-line) followed by msgstr "..."
  let added = 0
  const out = po.replace(
    /msgid ((?:"(?:[^"\\]|\\.)*"\n?)+)msgstr ((?:"(?:[^"\\]|\\.)*"\n?)+)/g,
    (whole, idPart, strPart) => {
      const id = unescape([...idPart.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join(''))
      const current = [...strPart.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('')
      if (id in translations) found.add(id)
      if (!(id in translations) || (current && current === escape(translations[id]))) return whole
      added++
      const trailing = strPart.endsWith('\n') ? '\n' : ''
      return `msgid ${idPart}msgstr "${escape(translations[id])}"${trailing}`
    },
  )
  writeFileSync(poFile, out)
  if (added) console.log(`${poFile}: ${added} translations written`)
}
const missing = Object.keys(translations).filter((id) => !found.has(id))
if (missing.length) console.log(`not in any catalog (check the msgid): ${missing.join(' | ')}`)
