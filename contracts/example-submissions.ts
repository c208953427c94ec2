import type { AdmissionForm } from './admission.ts'

/**
 * A valid ficha as a person would send it, for the code that has to send one without a person: the
 * API benchmark (scripts/bench/api-load.ts) and the server tests. Never imported by the site.
 */
export const EXAMPLE_FICHA: AdmissionForm = {
  apellido_paterno: 'García',
  apellido_materno: 'López',
  nombres: 'Ana Sofía',
  correo_electronico: 'ana.garcia@example.com',
  telefono: '8711234567',
  nivel_estudio: 'licenciatura',
  campus: 'Torreon',
  carrera: 'Derecho',
}
