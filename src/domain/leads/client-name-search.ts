/**
 * The partner dashboard's client-name filter ignores accents, as the header search does:
 * "helene" finds Hélène, "muller" Müller (docs/product/leads.md#dashboards). The database folds the
 * stored name with SQL `translate(name, ACCENTED, PLAIN)` (no extension needed) and compares it
 * case-insensitively with the typed word folded by `foldAccents`; both use the same table.
 */
export const ACCENTED = 'àáâãäåāèéêëēìíîïòóôõöøùúûüýÿçñÀÁÂÃÄÅĀÈÉÊËĒÌÍÎÏÒÓÔÕÖØÙÚÛÜÝŸÇÑ'
export const PLAIN = 'aaaaaaaeeeeeiiiioooooouuuuyycnAAAAAAAEEEEEIIIIOOOOOOUUUUYYCN'

const FOLD = new Map([...ACCENTED].map((ch, i) => [ch, PLAIN[i]!]))

/** The typed word with the same letters replaced as the database replaces them in the stored name. */
export function foldAccents(text: string): string {
  return [...text.normalize('NFC')].map((ch) => FOLD.get(ch) ?? ch).join('')
}
