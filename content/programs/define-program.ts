import { programPath } from '#contracts/site-paths.ts'
import type { Program, ProgramEntry } from './types.ts'

/** A programme's record; its page's path follows from its level and slug. */
export function programEntry(facts: Omit<ProgramEntry, 'path'>): ProgramEntry {
  return { ...facts, path: programPath(facts.level, facts.slug) }
}

/** What a programme's page module states besides its record. */
export type ProgramPageContent = Omit<Program, keyof ProgramEntry | 'page'> & { page: Omit<Program['page'], 'path'> }

/** A programme's page: its record and the content of the page at the record's path. */
export function defineProgram(entry: ProgramEntry, content: ProgramPageContent): Program {
  return { ...entry, ...content, page: { ...content.page, path: entry.path } }
}
