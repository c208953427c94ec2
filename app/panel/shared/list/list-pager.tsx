import { Link } from 'react-router'
import { panelText } from '../panel-text.ts'
import styles from './list.module.css'

const text = panelText.list

export interface ListPagerProps {
  /** The navigation's name: which list it pages («Páginas de eventos»). */
  label: string
  page: number
  pages: number
  /** The query string of another page of the same filters. */
  searchOf: (page: number) => string
  /** After a page link: the list's heading takes the focus (and the view) from the link at the bottom. */
  onPage: () => void
}

/** «Anterior», «Página 2 de 5», «Siguiente» under a paged list. */
export function ListPager({ label, page, pages, searchOf, onPage }: ListPagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 1 ? (
        <Link to={{ search: searchOf(Math.min(page - 1, pages)) }} rel="prev" className={styles.previous} onClick={onPage}>
          {text.previous}
        </Link>
      ) : null}
      <p className={styles.pageOf}>{text.pageOf(page, pages)}</p>
      {page < pages ? (
        <Link to={{ search: searchOf(page + 1) }} rel="next" className={styles.next} onClick={onPage}>
          {text.next}
        </Link>
      ) : null}
    </nav>
  )
}
