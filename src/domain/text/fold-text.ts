/**
 * Text as a search compares it: every diacritic dropped ("Kitzbühel" -> "kitzbuhel"), lower case,
 * no outer spaces. The header search folds both the query and what it searches with it.
 *
 * Broader than `foldAccents` (`#domain/leads/client-name-search.ts`), on purpose: that one must fold
 * exactly as the database's `translate()` table does, so the typed word and the stored name match.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}
