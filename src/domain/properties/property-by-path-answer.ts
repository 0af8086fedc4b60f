/**
 * The answer of GET /api/properties/by-path (docs/product/api.md): the full property (with its
 * sales information), its path in the asked language, the canonical path and the language
 * alternates. Shared by the server's properties feature and the client's property page.
 */
import type { Property } from '../catalogue/types.ts'
import type { AlternateLink } from './paths.ts'

export type PropertyByPathAnswer = Property & { path: string; canonicalPath: string; alternates: AlternateLink[] }
