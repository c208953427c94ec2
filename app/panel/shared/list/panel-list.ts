import type { ReactNode } from 'react'
import type { SelectOption } from '#app/components/form/schema-field.tsx'
import type { FormSchema } from '#app/components/form/use-schema-form.ts'
import type { FieldText } from '#contracts/form-fields.ts'
import type { z } from '#contracts/zod.ts'
import { listQueryOf, type ListQuery } from './list-query.ts'

/*
 * A filtered, paged list of the panel as data: where it reads its pages, its columns, its filters
 * and its words. The list screen (list-screen.tsx), its table (list-table.tsx) and its filter form
 * (filter-form.tsx) draw any list from this; a column or a filter is one more entry here.
 */

/** The filter form's fields as typed: every one a text (a select's value, a day, the search). */
export type FilterInput = Record<string, string>
/** What the filter form checked: trimmed, blanks absent. */
export type FilterValues<Key extends string> = Partial<Record<Key, string | undefined>>
/** A list's filter form: the contract's schema, the same the server checks (without the page). */
export type FilterSchema<Key extends string> = FormSchema<FilterInput, FilterValues<Key>>

/** A filter's control: the search box or (part of) an e-mail (typed up to `maxLength`), a day, or one of a list. */
export type FilterControl =
  | { readonly kind: 'search' | 'email'; readonly maxLength?: number }
  | { readonly kind: 'date' }
  | { readonly kind: 'select'; readonly options: readonly SelectOption[]; readonly anyLabel: string }

/** A filter on screen: its key in the query (its label is the contract's) and its control. */
export interface FilterField<Key extends string> {
  readonly name: Key
  readonly control: FilterControl
}

/** A column of a list's table: its heading and what each row shows in it. */
export interface ListColumn<Item> {
  readonly key: string
  readonly head: string
  readonly cell: (item: Item) => ReactNode
  /** Heads the row's card on a phone (the folio, the day), without its column's name. */
  readonly lead?: boolean
  /** Ids and addresses, which are no words: they break anywhere. */
  readonly code?: boolean
  /** Its share of the table's width from 992 px, in a table of fixed columns. */
  readonly width?: string
}

/** How a list's rows are drawn. */
export interface ListTableDefinition<Item> {
  readonly columns: readonly ListColumn<Item>[]
  readonly itemKey: (item: Item) => string
  /** Columns as wide as their content asks (e-mails and summaries wrap); else fixed (`width`). */
  readonly autoWidth?: boolean
  /** A row that stands out (an overdue request). */
  readonly rowClassName?: (item: Item) => string | undefined
}

/** A list's own words. */
export interface ListText {
  /** The results' heading. */
  readonly results: string
  readonly loading: string
  readonly count: (total: number) => string
  /** Nothing matches the filters. */
  readonly none: string
  /** A page past the last one (the panel's «Esta página no tiene registros.» when not given). */
  readonly emptyPage?: string
  /** The pager's name. */
  readonly pages: string
  /** The table's name. */
  readonly caption: string
  /** What «Descargar CSV» holds, for a list with an export. */
  readonly downloadHint?: string
}

/** What every page of a list answers besides its rows. */
export interface ListPageData {
  readonly total: number
  readonly pagina: number
  readonly porPagina: number
}

export interface PanelListDefinition<Page extends ListPageData, Item, Key extends string> {
  /** The API path of the list; its query is the screen's (list-query.ts). */
  readonly apiPath: string
  /** The API path of its CSV export (every page of the same filters), if it has one. */
  readonly csvPath?: string
  readonly schema: z.ZodMiniType<Page>
  readonly items: (page: Page) => readonly Item[]
  readonly table: ListTableDefinition<Item>
  readonly filterSchema: FilterSchema<Key>
  readonly filterText: Readonly<Record<Key, FieldText>>
  readonly filterIntro?: string
  /** The filters on screen, in order; a key of the schema left out (a queue's status) is kept as the query has it. */
  readonly filters: readonly FilterField<Key>[]
  readonly text: ListText
}

export interface PanelList<Page extends ListPageData, Item, Key extends string> extends PanelListDefinition<Page, Item, Key> {
  /** The list's URL query: its filters are the schema's keys. */
  readonly query: ListQuery<Key>
}

export function panelList<Page extends ListPageData, Item, Key extends string>(definition: PanelListDefinition<Page, Item, Key>): PanelList<Page, Item, Key> {
  return { ...definition, query: listQueryOf(Object.keys(definition.filterSchema.shape) as Key[]) }
}
