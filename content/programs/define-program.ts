import { programPath } from '#contracts/site-paths.ts'
import type { Program } from './types.ts'

/** What a programme record states; its page's path follows from its level and slug. */
export type ProgramFacts = Omit<Program, 'page'> & { page: Omit<Program['page'], 'path'> }

/** A programme record, with the path of its page (spec §2.1) built from its level and slug. */
export function defineProgram(facts: ProgramFacts): Program {
  return { ...facts, page: { ...facts.page, path: programPath(facts.level, facts.slug) } }
}
