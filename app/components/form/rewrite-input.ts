/**
 * Rewrites what is being typed (digits only, upper case) and keeps the caret where the person
 * was typing instead of jumping to the end.
 */
export function rewriteInputValue(input: HTMLInputElement, rewrite: (value: string) => string): void {
  const { value } = input
  const next = rewrite(value)
  if (next === value) return
  const caret = input.selectionStart ?? value.length
  const nextCaret = rewrite(value.slice(0, caret)).length
  input.value = next
  if (document.activeElement === input) input.setSelectionRange(nextCaret, nextCaret)
}
