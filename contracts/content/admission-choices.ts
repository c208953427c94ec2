import { z } from "#contracts/zod.ts";
import {
  CAMPUSES,
  CARRERAS,
  CARRERA_LABELS,
  NIVELES_ESTUDIO,
  NIVEL_ESTUDIO_LABELS,
  type Carrera,
  type NivelEstudio,
} from "#contracts/admission-options.ts";
import { NIVEL_ESTUDIO_PLANS, levelOfCarrera } from "#contracts/study-plans.ts";

/*
 * Issue 37: the ficha's options (level → campus → carreras) as a content record staff publish.
 * Its seed is spec §3.1's table (contracts/admission-options.ts ADMISSION_OPTIONS); the ficha's
 * selects and the server's check of `POST /generar-ficha` follow what is published.
 */

export const ADMISSION_CHOICES_MESSAGES = {
  campus: "Elige un campus de la lista",
  carreras: "Elige al menos una carrera de la lista",
  repeatedCampus:
    "Este campus ya está en el nivel: deja uno solo y elige ahí sus carreras",
  wrongLevel: (nivel: NivelEstudio, carrera: Carrera) =>
    `${CARRERA_LABELS[carrera]} no es una carrera de ${NIVEL_ESTUDIO_LABELS[nivel]}`,
} as const;

const campusOfferSchema = z.object({
  campus: z.enum(CAMPUSES, { error: ADMISSION_CHOICES_MESSAGES.campus }),
  carreras: z.readonly(
    z
      .array(z.enum(CARRERAS, { error: ADMISSION_CHOICES_MESSAGES.carreras }), {
        error: ADMISSION_CHOICES_MESSAGES.carreras,
      })
      .check(z.minLength(1, { error: ADMISSION_CHOICES_MESSAGES.carreras })),
  ),
});

/** The campuses offering one level: each once, each carrera one of that level's programmes. */
const levelOffersSchema = (nivel: NivelEstudio) =>
  z.readonly(
    z.array(campusOfferSchema).check(
      z.superRefine((offers, ctx) => {
        offers.forEach(({ campus, carreras }, index) => {
          if (offers.findIndex((other) => other.campus === campus) !== index) {
            ctx.addIssue({
              code: "custom",
              message: ADMISSION_CHOICES_MESSAGES.repeatedCampus,
              path: [index, "campus"],
              input: campus,
            });
          }
          const wrong = carreras.find(
            (carrera) =>
              levelOfCarrera(carrera) !== NIVEL_ESTUDIO_PLANS[nivel].level,
          );
          if (wrong !== undefined) {
            ctx.addIssue({
              code: "custom",
              message: ADMISSION_CHOICES_MESSAGES.wrongLevel(nivel, wrong),
              path: [index, "carreras"],
              input: carreras,
            });
          }
        });
      }),
    ),
  );

const shape = Object.fromEntries(
  NIVELES_ESTUDIO.map((nivel) => [nivel, levelOffersSchema(nivel)]),
) as Record<NivelEstudio, ReturnType<typeof levelOffersSchema>>;

/** Every level of the ficha with the campuses that offer it (none: the level is not offered now). */
export const admissionChoicesSchema = z.object(shape);
