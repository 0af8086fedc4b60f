/**
 * /partner/help-centre?q=: the search; absent when not given, '' when not a text. A module of its own: the route's
 * search validation is part of the app's entry, which must not take the form schemas with it.
 */
import * as v from 'valibot'

export const HelpCentreSearchSchema = v.object({
  q: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(200)), '')),
})
