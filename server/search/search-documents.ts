import { SINGLE_RECORD_KEY } from '#contracts/content/content-kinds.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import { FAQ_TOPIC_LABELS } from '#contracts/content/content-labels.ts'
import { questionPath } from '#contracts/content/faq.ts'
import { parseMarkdown } from '#contracts/content/markdown.ts'
import type { SearchDocument } from '#contracts/search.ts'
import { CAMPUS_PAGE_SLUGS, PROGRAM_PAGE_LEVELS, campusPath, eventPath, newsPostPath, programPath, type ProgramSlug } from '#contracts/site-paths.ts'

/** A page of the site that is not a record's: its path and the title and description of its meta. */
export interface SearchPage {
  readonly path: string
  readonly title: string
  readonly description: string
}

/** The words of a Markdown text, without its marks. */
function markdownWords(text: string): string {
  const words: string[] = []
  const visit = (node: ReturnType<typeof parseMarkdown>['children'][number] | ReturnType<typeof parseMarkdown>): void => {
    if ('value' in node && typeof node.value === 'string') words.push(node.value)
    if ('children' in node) for (const child of node.children) visit(child)
  }
  visit(parseMarkdown(text))
  return words.join(' ').replace(/\s+/g, ' ').trim()
}

async function programDocuments(content: ContentSource): Promise<SearchDocument[]> {
  const slugs = Object.keys(PROGRAM_PAGE_LEVELS) as ProgramSlug[]
  return Promise.all(
    slugs.map(async (slug) => {
      const program = await content.record('programa', slug)
      const subjects = program.periods.flatMap((period) => period.materias)
      return {
        path: programPath(PROGRAM_PAGE_LEVELS[slug], slug),
        kind: 'programa',
        title: program.page.title,
        summary: program.page.description,
        text: [program.tagline, PROGRAM_PAGE_LEVELS[slug], ...subjects].join(' · '),
      } satisfies SearchDocument
    }),
  )
}

async function campusDocuments(content: ContentSource): Promise<SearchDocument[]> {
  return Promise.all(
    CAMPUS_PAGE_SLUGS.map(async (slug) => {
      const campus = await content.record('campus', slug)
      return {
        path: campusPath(slug),
        kind: 'campus',
        title: `Campus ${campus.name}`,
        summary: campus.address,
        text: [campus.locality, campus.navLabel].join(' · '),
      } satisfies SearchDocument
    }),
  )
}

async function publicationDocuments(content: ContentSource): Promise<SearchDocument[]> {
  const [news, events] = await Promise.all([content.record('noticias'), content.record('eventos')])
  return [
    ...news.map((post): SearchDocument => ({ path: newsPostPath(post.slug), kind: 'noticia', title: post.title, summary: post.summary, text: markdownWords(post.body) })),
    ...events.map(
      (event): SearchDocument => ({
        path: eventPath(event.slug),
        kind: 'evento',
        title: event.title,
        summary: event.summary,
        text: [event.place, markdownWords(event.description)].join(' · '),
      }),
    ),
  ]
}

async function faqDocuments(content: ContentSource): Promise<SearchDocument[]> {
  const faq = await content.record('preguntas-frecuentes', SINGLE_RECORD_KEY)
  return faq.map((item) => ({
    path: questionPath(item.pregunta),
    kind: 'pregunta',
    title: item.pregunta,
    summary: FAQ_TOPIC_LABELS[item.tema],
    text: markdownWords(item.respuesta),
  }))
}

/**
 * The documents the site search finds (docs/decisions/063), from the published content: each
 * programme with its subjects, each campus, each news post and event, each question with its
 * answer, and the site's other pages. A page whose path a record already gives is left to the record.
 */
export async function searchDocuments(content: ContentSource, pages: readonly SearchPage[]): Promise<SearchDocument[]> {
  const [programs, campuses, questions, publications] = await Promise.all([
    programDocuments(content),
    campusDocuments(content),
    faqDocuments(content),
    publicationDocuments(content),
  ])
  const recordPaths = new Set([...programs, ...campuses].map((document) => document.path))
  const otherPages = pages
    .filter((page) => !recordPaths.has(page.path))
    .map((page): SearchDocument => ({ path: page.path, kind: 'pagina', title: page.title, summary: page.description, text: '' }))
  return [...programs, ...campuses, ...questions, ...publications, ...otherPages]
}
