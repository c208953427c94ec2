/*
 * Issue 38: the query parameters a visit's origin is read from, apart from the origin's schema
 * (contracts/attribution.ts) so the browser's start code reads them without loading zod.
 */

/** The UTM parameters a touch keeps, under their own names. */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

/** Ad click ids (Google, Meta, Microsoft, TikTok, X, LinkedIn, Yandex, Pinterest): only whether one was present is kept. */
export const AD_CLICK_PARAMS = ['gclid', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'msclkid', 'ttclid', 'twclid', 'li_fat_id', 'yclid', 'epik'] as const
