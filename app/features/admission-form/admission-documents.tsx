import type { admissionNotesText, requiredDocumentsText } from '#content/admission.ts'
import styles from './admission-form.module.css'

/** spec §2.12: the required documents (original and copy) and the notes. */
export function AdmissionDocuments({
  documents,
  notes,
}: {
  documents: typeof requiredDocumentsText
  notes: typeof admissionNotesText
}) {
  return (
    <div className={styles.documents}>
      <section aria-labelledby="documentos-requeridos">
        <h2 id="documentos-requeridos" className={styles.sectionHeading}>
          {documents.heading}
        </h2>
        <p>{documents.intro}</p>
        <ul className={styles.checklist}>
          {documents.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="notas-ficha">
        <h2 id="notas-ficha" className={styles.sectionHeading}>
          {notes.heading}
        </h2>
        <ul className={styles.notes}>
          {notes.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </div>
  )
}
