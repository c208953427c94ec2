/**
 * The attribute the root layout sets on `<html>` once React has hydrated a public page's shell
 * (app/lib/use-hydrated-mark.ts): the start script then does again what a person did before it,
 * and the end-to-end tests wait for it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
