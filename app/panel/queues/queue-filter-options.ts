import type { SelectOption } from '#app/components/form/schema-field.tsx'
import { CAMPUSES, CAMPUS_LABELS, CARRERAS, CARRERA_LABELS, NIVELES_ESTUDIO, NIVEL_ESTUDIO_LABELS } from '#contracts/admission-options.ts'
import { DOCUMENT_LEVELS, DOCUMENT_TYPES } from '#contracts/document-options.ts'
import type { QueueFilters } from '#contracts/queues.ts'

function labelled<Value extends string>(values: readonly Value[], labels: Readonly<Record<Value, string>>): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }))
}

/**
 * The choices of each queue filter that is a select: the forms' own option lists, with the labels
 * the site shows. A queue's other filters are days («Desde», «Hasta») or the search (queue-lists.ts).
 */
export const QUEUE_FILTER_OPTIONS: Partial<Record<keyof QueueFilters, readonly SelectOption[]>> = {
  nivel_estudio: labelled(NIVELES_ESTUDIO, NIVEL_ESTUDIO_LABELS),
  campus: labelled(CAMPUSES, CAMPUS_LABELS),
  carrera: labelled(CARRERAS, CARRERA_LABELS),
  nivel_estudios: DOCUMENT_LEVELS.map(({ value, label }) => ({ value, label })),
  // A document type's value is its full label (docs/decisions/010).
  especificaciones: DOCUMENT_TYPES.map(({ value }) => ({ value, label: value })),
}
