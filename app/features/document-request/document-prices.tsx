import { formatPesos } from '#app/lib/money.ts'
import type { documentsContent } from '#content/documents.ts'
import type { DocumentTypeOption } from '#contracts/document-options.ts'
import styles from './document-prices.module.css'

type PricesText = (typeof documentsContent)['prices']

/** spec §9: the price of each published document and the delivery note (spec §1: 2 business days, by e-mail). */
export function DocumentPrices({ text, documents }: { text: PricesText; documents: readonly DocumentTypeOption[] }) {
  return (
    <section className={styles.prices} aria-labelledby="costos-documentos">
      <h2 id="costos-documentos" className={styles.heading}>
        {text.heading}
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{text.documentColumn}</th>
            <th scope="col">{text.priceColumn}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.label}>
              <th scope="row">{document.priceLabel}</th>
              <td>{formatPesos(document.priceMxn, { cents: true })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.delivery}>{text.deliveryNote}</p>
    </section>
  )
}
