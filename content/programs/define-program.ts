import { PROGRAM_PAGE_LEVELS, programPath } from '#contracts/site-paths.ts'
import type { Program, ProgramEntry, ProgramFacts } from './types.ts'

/** A programme's catalogue entry; its level and page's path follow from its slug (contracts/site-paths.ts). */
export function programEntry({ slug, ...facts }: Omit<ProgramEntry, 'level' | 'path'>): ProgramEntry {
  const level = PROGRAM_PAGE_LEVELS[slug]
  return { ...facts, slug, level, path: programPath(level, slug) }
}

/** A programme's page: its catalogue entry and its record (published, or the seed's), at the entry's path. */
export function defineProgram(entry: ProgramEntry, facts: ProgramFacts): Program {
  return { ...entry, ...facts, page: { ...facts.page, path: entry.path } }
}
