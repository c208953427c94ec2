/**
 * The attribute the entry sets on `<html>` once every part of a public page is hydrated
 * (app/entry.client.tsx): the head script replays what a person did before it (scripts/defer-assets.ts),
 * and the end-to-end tests and the main-thread bench wait for it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
