import type { FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import type { QueueChangeAnswer } from '#contracts/queues.ts'
import { insertDeliveredDocuments } from '#server/db/delivered-documents.ts'
import type { Database } from '#server/db/schema.ts'
import { applyQueueChange } from '#server/queues/apply-change.ts'
import { deliveryPlan, type DeliveredFile, type WorkflowContext } from '#server/queues/workflow.ts'
import type { ReceivedFile, UploadStore } from '#server/storage/upload-store.ts'

/** A checked delivery: the version the screen showed, the note, and each document with the temp file it arrived in. */
export interface Delivery {
  readonly version: number
  readonly nota: string | undefined
  readonly files: readonly (DeliveredFile & { readonly received: ReceivedFile })[]
}

/**
 * 'Entregar' on the request `folio`: one transaction moves it to Entregada, enqueues the e-mail that
 * attaches the documents and records the event, then, as its last step, stores the documents' rows
 * and gives their files their final names. If anything fails, no committed copy stays (the caller
 * discards the temp files).
 */
export async function deliverDocuments(
  request: FastifyRequest,
  folio: string,
  delivery: Delivery,
  { store, context }: { store: UploadStore; context: WorkflowContext },
): Promise<QueueChangeAnswer> {
  const committed: string[] = []
  const storeFiles = async (trx: Transaction<Database>) => {
    const createdAt = context.now.toISOString()
    await insertDeliveredDocuments(
      trx,
      delivery.files.map((file) => ({
        id: file.id,
        folio,
        stored_name: file.storedName,
        original_name: file.originalName,
        bytes: file.bytes,
        mime: file.mime,
        created_at: createdAt,
      })),
    )
    for (const file of delivery.files) {
      committed.push(file.storedName)
      await store.commit(trx, file.received, file.storedName)
    }
  }
  try {
    const target = { queue: 'documentos' as const, folio, version: delivery.version, now: context.now }
    return await applyQueueChange(request, target, (row) => deliveryPlan(row, delivery, context, storeFiles))
  } catch (error) {
    for (const name of committed) await store.remove(name)
    throw error
  }
}
