#!/usr/bin/env node
/**
 * Fails when a German catalog (the core one or an area's) has a message without translation (run after `lingui extract`).
 * Usage: node scripts/check-catalogs.mjs [path/to/de.po ...]
 */
import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'

const files = process.argv.slice(2).length ? process.argv.slice(2) : globSync('src/locales/**/de.po').sort()

/** Joins the quoted string pieces of a po field ("a" "b" -> ab). */
function unquote(lines) {
  return lines.map((line) => JSON.parse(line.slice(line.indexOf('"')))).join('')
}

/** Parses a .po file into entries of { msgid, msgstrs, obsolete, line }. */
function parsePo(text) {
  const entries = []
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const lines = block.split(/\r?\n/)
    const obsolete = lines.some((l) => l.startsWith('#~'))
    const fields = {}
    let current = null
    for (const raw of lines) {
      const line = raw.replace(/^#~\s*/, '')
      const match = line.match(/^(msgid|msgid_plural|msgctxt|msgstr(?:\[\d+\])?)\s+"/)
      if (match) {
        current = match[1]
        fields[current] = [line.slice(match[1].length).trim()]
      } else if (current && line.trim().startsWith('"')) {
        fields[current].push(line.trim())
      } else if (!line.startsWith('#')) current = null
    }
    if (!fields.msgid) continue
    const msgstrs = Object.keys(fields)
      .filter((k) => k.startsWith('msgstr'))
      .map((k) => unquote(fields[k]))
    entries.push({ msgid: unquote(fields.msgid), msgstrs, obsolete })
  }
  return entries
}

let failures = 0
for (const file of files) {
  const entries = parsePo(readFileSync(path.resolve(file), 'utf8'))
  const missing = entries.filter(
    (e) => e.msgid !== '' && !e.obsolete && (e.msgstrs.length === 0 || e.msgstrs.some((s) => s.trim() === '')),
  )
  if (missing.length) {
    failures += missing.length
    console.error(`${file}: ${missing.length} message(s) without translation:`)
    for (const entry of missing) console.error(`  - ${JSON.stringify(entry.msgid)}`)
  } else {
    console.log(`${file}: all ${entries.filter((e) => e.msgid !== '' && !e.obsolete).length} messages translated`)
  }
}
process.exit(failures ? 1 : 0)
