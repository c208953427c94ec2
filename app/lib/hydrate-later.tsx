import { Suspense, useId, useLayoutEffect, useReducer, useState, type ReactElement } from 'react'
import { hydrationMarks } from '#contracts/hydration-marks.ts'
import { nextTask } from './next-task.ts'

/*
 * Hydration in parts (issue 17, docs/decisions/035). Preact hydrates a document in one task, which
 * on a phone blocks the page for a few hundred milliseconds. A part wrapped in <HydrateLater>
 * suspends while the document hydrates: Preact keeps its prerendered markup as it is, and it is
 * hydrated afterwards in a task of its own, in document order. Outside the first hydration (the
 * prerender, a later navigation, the tests) it renders at once.
 */

let hydrating = false
const released = new Set<string>()
const waiting: { id: string; release: () => void; turn: Promise<void> }[] = []

function turnOf(id: string): Promise<void> {
  const queued = waiting.find((part) => part.id === id)
  if (queued) return queued.turn
  let release = () => {}
  const turn = new Promise<void>((resolve) => {
    release = () => {
      released.add(id)
      resolve()
    }
  })
  waiting.push({ id, release, turn })
  return turn
}

/*
 * Preact's useId numbers ids in render order, from a counter kept on the nearest element above that
 * has one (the root's, unless a part gives its own). Parts render on the client in another order than
 * in the prerender, so each part numbers the ids inside it from its own counter: both sides agree,
 * and what a field's id ties together (its label, hint, message) stays tied after hydration.
 */
const PREACT_ID_COUNTER = '__m'
type IdCounter = [scope: string, next: number]

const isWaiting = (id: string) => hydrating && !released.has(id)

function Gate({ id, onHydrated, children }: { id: string; onHydrated?: () => void; children: ReactElement }) {
  if (isWaiting(id)) throw turnOf(id)
  return <Hydrated onHydrated={onHydrated}>{children}</Hydrated>
}

function Hydrated({ onHydrated, children }: { onHydrated?: () => void; children: ReactElement }) {
  useLayoutEffect(() => onHydrated?.(), [onHydrated])
  return children
}

/**
 * Hydrates `children` after the rest of the page, in a task of its own. Its child must render one
 * element: that is the markup Preact keeps while the part waits.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const id = useId()
  const [ids] = useState<IdCounter>(() => [id, 0])
  /*
   * Preact hydrates a part without writing its attributes. When the page's state changed while the
   * part waited (a submenu opened by a hover), the part hydrates as the prerender drew it, and
   * renders once more at once: Preact diffs the latest render against the first and writes it.
   */
  const [prerendered] = useState(() => children)
  const [, rerender] = useReducer((renders: number) => renders + 1, 0)
  const waiting = isWaiting(id)
  const boundary = (
    <Suspense fallback={null}>
      <Gate id={id} onHydrated={waiting && children !== prerendered ? rerender : undefined}>
        {waiting ? prerendered : children}
      </Gate>
    </Suspense>
  )
  // React's elements are frozen, and its useId needs no help.
  if (Object.isExtensible(boundary)) Object.assign(boundary, { [PREACT_ID_COUNTER]: ids })
  return boundary
}

/**
 * Runs `hydrate` (the document's first hydration), then hydrates each part that waited, one per
 * task, in document order (a part inside another waits for it); resolves once every part is hydrated.
 */
export async function hydrateInParts(hydrate: () => void): Promise<void> {
  // Not in the task that evaluated the page's modules.
  await nextTask()
  hydrating = true
  performance.mark(hydrationMarks.document)
  hydrate()
  for (;;) {
    // A released part renders in the task that released it: the parts it holds queue up there.
    await nextTask()
    const part = waiting.shift()
    if (!part) break
    performance.mark(hydrationMarks.part(part.id))
    part.release()
  }
  hydrating = false
  released.clear()
}
