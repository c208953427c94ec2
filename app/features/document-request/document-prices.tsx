import { formatPesos } from '#app/lib/money.ts'
import type { documentsContent } from '#content/documents.ts'
import { documentPrices, feeAmount } from '#content/prices.ts'
import styles from './document-prices.module.css'

type PricesText = (typeof documentsContent)['prices']

/** spec §9: the price of each document and the delivery note (spec §1: 2 business days, by e-mail). */
export function DocumentPrices({ text }: { text: PricesText }) {
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
          {documentPrices.map((document) => (
            <tr key={document.documentType}>
              <th scope="row">{document.label}</th>
              <td>{formatPesos(feeAmount(document.price), { cents: true })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.delivery}>{text.deliveryNote}</p>
    </section>
  )
}
