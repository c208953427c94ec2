/** Runs of anything an id should not hold become one hyphen, so `--` never occurs in a field's id. */
const slugOf = (text: string) => text.replace(/[^A-Za-z0-9_]+/g, '-').replace(/^-|-$/g, '')

/**
 * The id of the control (or group) of the field at a dotted path: unique on the page and the
 * same on every render, so an error summary links to it (`href="#campo-licenciatura-0-label"`).
 */
export function fieldIdOf(path: string): string {
  const slug = slugOf(path)
  return slug === '' ? 'campo' : `campo-${slug}`
}

/** The id of one option of a group of checkboxes or radios (the first option takes the field's own id). */
export function optionIdOf(fieldId: string, option: string): string {
  return `${fieldId}--${slugOf(option)}`
}
