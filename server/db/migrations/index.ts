import type { Migration } from 'kysely'
import { auditClientKey } from '#server/db/migrations/audit-client-key.ts'
import { auditTrail } from '#server/db/migrations/audit-trail.ts'
import { contentRecords } from '#server/db/migrations/content-records.ts'
import { contentImages } from '#server/db/migrations/content-images.ts'
import { eventSignUps } from '#server/db/migrations/event-sign-ups.ts'
import { certificateSearch } from '#server/db/migrations/certificate-search.ts'
import { documentsAndCertificates } from '#server/db/migrations/documents-and-certificates.ts'
import { queueWorkflows } from '#server/db/migrations/queue-workflows.ts'
import { formsAndOutbox } from '#server/db/migrations/forms-and-outbox.ts'
import { staffAccounts } from '#server/db/migrations/staff-accounts.ts'
import { submissionOrigin } from '#server/db/migrations/submission-origin.ts'
import { storedFiles } from '#server/db/migrations/stored-files.ts'
import { totpUsedCodes } from '#server/db/migrations/totp-used-codes.ts'
import { trackingAndRateLimits } from '#server/db/migrations/tracking-and-rate-limits.ts'
import { people } from '#server/db/migrations/people.ts'
import { fichaStages } from '#server/db/migrations/ficha-stages.ts'
import { tasks } from '#server/db/migrations/tasks.ts'
import { followUps } from '#server/db/migrations/follow-ups.ts'
import { dashboardFirstResponse } from '#server/db/migrations/dashboard-first-response.ts'
import { eventSignUpPeople } from '#server/db/migrations/event-sign-up-people.ts'
import { becaApplications } from '#server/db/migrations/beca-applications.ts'

/**
 * Every migration of the application, keyed by a date-prefixed name (Kysely runs them in
 * name order; the file names stay kebab-case without the date, as the lint rule wants). Listed by hand instead of scanned from the folder so they run the same
 * under tsx, Vitest and any bundler. Each migration takes `Kysely<any>` and never imports
 * application code, so it keeps working after the code moves on.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '2026-11-25-forms-and-outbox': formsAndOutbox,
  '2026-11-26-documents-and-certificates': documentsAndCertificates,
  '2026-11-27-staff-accounts': staffAccounts,
  '2026-11-28-audit-trail': auditTrail,
  '2026-11-29-queue-workflows': queueWorkflows,
  '2026-11-30-tracking-and-rate-limits': trackingAndRateLimits,
  '2026-12-01-certificate-search': certificateSearch,
  '2026-12-02-stored-files': storedFiles,
  '2026-12-03-audit-client-key': auditClientKey,
  '2026-12-04-totp-used-codes': totpUsedCodes,
  '2026-12-05-content-records': contentRecords,
  '2026-12-06-content-images': contentImages,
  '2026-12-07-submission-origin': submissionOrigin,
  '2026-12-08-people': people,
  '2026-12-09-follow-ups': followUps,
  '2026-12-10-tasks': tasks,
  '2026-12-11-event-sign-ups': eventSignUps,
  '2026-12-12-ficha-stages': fichaStages,
  '2026-12-13-event-sign-up-people': eventSignUpPeople,
  '2026-12-14-dashboard-first-response': dashboardFirstResponse,
  '2026-12-15-beca-applications': becaApplications,
}
