import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy…/waitFor give up after 1 s by default: too tight for a first render on a busy two-core CI
// machine (the first test of a file also loads its modules). A real failure still fails, later.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
})
