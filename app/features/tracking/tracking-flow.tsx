import { useEffect, useRef, useState } from 'react'
import type { TrackingText } from '#content/tracking.ts'
import type { TrackingCodeRequest, TrackingResponse } from '#contracts/tracking.ts'
import { AskStep } from './ask-step.tsx'
import { CodeStep } from './code-step.tsx'
import { TrackingStatus } from './tracking-status.tsx'

type Step =
  | { name: 'ask' }
  | { name: 'code'; request: TrackingCodeRequest; notice: string }
  | { name: 'status'; answer: TrackingResponse }

/**
 * Issue 15: folio and e-mail → a code by e-mail → the status. Each step's heading takes focus when
 * it appears, so keyboard and screen-reader users land on what changed. What was typed is kept
 * when the person goes back to change it.
 */
export function TrackingFlow({ text }: { text: TrackingText }) {
  const [step, setStep] = useState<Step>({ name: 'ask' })
  const [typed, setTyped] = useState<TrackingCodeRequest | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    // Not on the first render: the page opens with focus where the browser puts it.
    if (moved.current) heading.current?.focus()
    moved.current = true
  }, [step])

  if (step.name === 'code') {
    return (
      <CodeStep
        text={text.code}
        request={step.request}
        notice={step.notice}
        headingRef={heading}
        onAnswer={(answer) => setStep({ name: 'status', answer })}
        onChangeData={() => setStep({ name: 'ask' })}
      />
    )
  }
  if (step.name === 'status') {
    return <TrackingStatus answer={step.answer} text={text.status} headingRef={heading} onAgain={() => setStep({ name: 'ask' })} />
  }
  return (
    <AskStep
      text={text}
      initial={typed}
      headingRef={heading}
      onSent={(request, notice) => {
        setTyped(request)
        setStep({ name: 'code', request, notice })
      }}
    />
  )
}
