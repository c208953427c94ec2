/** The words of the content forms drawn from a kind's schema and of their differences (Spanish UI). */
export const schemaFormText = {
  /** A list item with no name of its own, by its position from 1. */
  item: (position: number) => `Elemento ${position}`,
  add: 'Agregar',
  /** After «Agregar», for screen readers: which list it adds to. */
  addTo: (list: string) => `a «${list}»`,
  remove: 'Quitar',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  /** The drag handle of an item. */
  drag: 'Mover',
  /** Under a list at its minimum, why «Quitar» is off. */
  minItems: (count: number) => (count === 1 ? 'La lista necesita al menos un elemento.' : `La lista necesita al menos ${count} elementos.`),
  /** What «Subir», «Bajar», «Agregar» and «Quitar» announce once done. */
  moved: (item: string, position: number, total: number) => `«${item}» quedó en la posición ${position} de ${total}.`,
  added: (item: string) => `Se agregó «${item}» al final de la lista.`,
  removed: (item: string) => `Se quitó «${item}».`,
  /** A select whose value is none of its choices. */
  chooseOne: 'Elige una opción',
  /** A field the form cannot draw (its schema has a shape the form does not know). */
  unsupported: 'Este campo no se puede editar aquí; se conserva como está.',
  /** A photo of a slot (issue 37): its preview, its upload and its alt text. */
  image: {
    /** Under the legend: the slot's shape and the smallest width an upload must reach. */
    hint: (slotLabel: string, minWidth: number, minHeight: number) =>
      `${slotLabel}. Sube una foto JPEG, PNG, WebP o AVIF de al menos ${minWidth} × ${minHeight} píxeles: se recorta a esa forma y se guarda en los tamaños que usa el sitio.`,
    current: 'Imagen actual',
    none: 'Todavía no hay imagen: sube una.',
    upload: 'Subir imagen',
    uploading: 'Subiendo…',
    uploaded: 'Imagen subida. Revisa su texto alternativo.',
    failed: 'No se subió la imagen.',
    remove: 'Quitar imagen',
  },
  /** Drag and drop, told to screen readers (dnd-kit's announcements, in Spanish). */
  dragAndDrop: {
    roleDescription: 'elemento reordenable',
    instructions:
      'Para cambiar el orden, pulsa espacio o Intro sobre «Mover», usa las flechas arriba y abajo, y vuelve a pulsar espacio o Intro para soltar. Escape cancela.',
    picked: (item: string, position: number, total: number) => `Tomaste «${item}», en la posición ${position} de ${total}.`,
    over: (item: string, position: number, total: number) => `«${item}» pasaría a la posición ${position} de ${total}.`,
    outside: (item: string) => `«${item}» está fuera de la lista.`,
    dropped: (item: string, position: number, total: number) => `Soltaste «${item}» en la posición ${position} de ${total}.`,
    cancelled: (item: string, position: number) => `Se canceló el movimiento: «${item}» sigue en la posición ${position}.`,
  },
  /** The readable difference between two versions of a record (content-diff.ts). */
  diff: {
    separator: ' › ',
    itemAdded: 'Elemento agregado',
    itemRemoved: 'Elemento quitado',
    position: (position: number) => `Posición ${position}`,
    empty: '(vacío)',
    yes: 'Sí',
    no: 'No',
    listSeparator: ', ',
  },
} as const
