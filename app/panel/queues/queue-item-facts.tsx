import { API_BASE_PATH, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import type { Origin, OriginTouch } from '#contracts/attribution.ts'
import { UTM_PARAMS } from '#contracts/attribution-params.ts'
import { QUEUE_MESSAGES, type QueueItem } from '#contracts/queues.ts'
import { Badge } from '../shared/badge.tsx'
import { formatAppointment, formatDay } from '../shared/date-format.ts'
import { Fact, ItemSection } from '../shared/item-page.tsx'
import { panelText } from '../shared/panel-text.ts'
import { formatBytes } from './queue-format.ts'
import { queueText as text } from './queue-text.ts'
import records from '../shared/item.module.css'

/** A file the server keeps for an item: a receipt, a delivered document, a beca's supporting document. */
type StoredFile = NonNullable<QueueItem['entregados']>[number]

const noValue = panelText.list.noValue

/** The document type's field of a request (its value is the type's full label, docs/decisions/010). */
const DOCUMENT_PRICE_FIELD = 'precio_mxn'

/** What the person sent, field by field, as they chose it. */
export function QueueItemFields({ item }: { item: QueueItem }) {
  return (
    <ItemSection title={text.data}>
      <dl className={records.facts}>
        {item.campos.map((field) => (
          <Fact key={field.campo} term={field.etiqueta}>
            {field.valor === null || field.valor === '' ? noValue : field.valor}
          </Fact>
        ))}
      </dl>
    </ItemSection>
  )
}

/** A touch in words: its campaign's parameters or the site it came from, where it landed, whether from an ad. */
export function describeTouch(touch: OriginTouch): string {
  const words = text.origin
  const from = [...UTM_PARAMS, 'referente' as const].flatMap((key) => (touch[key] ? [`${words[key]}: ${touch[key]}`] : []))
  return [
    ...(from.length > 0 ? from : [words.direct]),
    `${words.aterrizaje}: ${touch.aterrizaje}`,
    ...(touch.anuncio ? [words.anuncio] : []),
  ].join(' · ')
}

/** Where a contact message's or a ficha's visit came from (issue 38): its first and its last touch. */
export function OriginFacts({ origin }: { origin: Origin | null }) {
  return (
    <ItemSection title={text.origin.title}>
      {origin === null ? (
        <p>{text.origin.none}</p>
      ) : (
        <dl className={records.facts}>
          <Fact term={text.origin.first}>{describeTouch(origin.primera)}</Fact>
          <Fact term={text.origin.last}>{describeTouch(origin.ultima)}</Fact>
        </dl>
      )}
    </ItemSection>
  )
}

/** A ficha's appointment, when one is set. */
export function AppointmentFact({ item }: { item: QueueItem }) {
  return (
    <dl className={records.facts}>
      <Fact term={panelText.history.appointment}>{item.cita ? formatAppointment(item.cita) : text.noAppointment}</Fact>
    </dl>
  )
}

const fileHref = (path: string) => `${API_BASE_PATH}${path}`

/** A document request's price, receipt, due day and delivered documents (each file a download of the server's). */
export function DocumentFacts({ item }: { item: QueueItem }) {
  // The price stored with the request (what it cost that day), already written as money by the server.
  const price = item.campos.find((field) => field.campo === DOCUMENT_PRICE_FIELD)?.valor
  const delivered = item.entregados ?? []
  return (
    <ItemSection title={text.payment}>
      <dl className={records.facts}>
        <Fact term={text.price}>{price ?? noValue}</Fact>
        <Fact term={text.receipt}>
          {item.comprobante ? (
            <a href={fileHref(QUEUE_API_PATHS.receipt(item.folio))}>
              {text.viewReceipt} ({item.comprobante.nombre}, {formatBytes(item.comprobante.bytes)})
            </a>
          ) : (
            QUEUE_MESSAGES.noReceipt
          )}
        </Fact>
        <DueDateFact item={item} term={text.dueDate} none={text.noDueDate} />
        <Fact term={text.delivered}>
          <FileLinks files={delivered} none={text.noneDelivered} href={(id) => QUEUE_API_PATHS.deliveredFile(item.folio, id)} />
        </Fact>
      </dl>
    </ItemSection>
  )
}

/** Issue 39: a beca application's decision day, the percentage granted and its documents (each a download of the server's). */
export function BecaFacts({ item }: { item: QueueItem }) {
  const words = text.beca
  const documents = item.documentos ?? []
  return (
    <ItemSection title={words.title}>
      <dl className={records.facts}>
        <DueDateFact item={item} term={words.dueDate} none={noValue} />
        <Fact term={words.percentage}>{item.porcentaje == null ? words.noPercentage : `${item.porcentaje} %`}</Fact>
        <Fact term={words.documents}>
          <FileLinks files={documents} none={words.noDocuments} href={(id) => QUEUE_API_PATHS.becaDocument(item.folio, id)} />
        </Fact>
      </dl>
    </ItemSection>
  )
}

/** An item's due day (`none` when it has none), marked when overdue. */
function DueDateFact({ item, term, none }: { item: QueueItem; term: string; none: string }) {
  return (
    <Fact term={term}>
      {item.fechaLimite ? formatDay(item.fechaLimite) : none}
      {item.vencida ? <Badge tone="danger">{text.overdue}</Badge> : null}
    </Fact>
  )
}

/** Stored files as links to the server's download, each with its size; `none` when there are none. */
function FileLinks({ files, none, href }: { files: readonly StoredFile[]; none: string; href: (id: string) => string }) {
  if (files.length === 0) return none
  return (
    <ul className={records.files}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={fileHref(href(file.id))}>
            {file.nombre} ({formatBytes(file.bytes)})
          </a>
        </li>
      ))}
    </ul>
  )
}
