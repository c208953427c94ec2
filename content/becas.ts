import type { Becas } from '#contracts/content/becas.ts'

/*
 * PLACEHOLDER (issue 39): the institute's real becas, percentages, requirements and deadlines were
 * not given to us. These five are plausible examples written to build and test the becas page and
 * its application; staff replace them in the panel (Contenido › Becas) before the page goes live.
 *
 * The first version a fresh database publishes of the `becas` record (contracts/content/becas.ts).
 */
export const becasSeed: Becas = {
  introduccion:
    'Queremos que el costo no sea lo que te detenga. Conoce nuestras becas, revisa sus requisitos y solicita la tuya en línea: te responderemos por correo y podrás seguir tu solicitud con tu folio.',
  tipos: [
    {
      key: 'academica',
      titulo: 'Beca académica',
      descripcion: 'Reconoce un buen promedio: el porcentaje crece con tus calificaciones y se renueva cada periodo mientras lo mantengas.',
      porcentajeMinimo: 10,
      porcentajeMaximo: 50,
      requisitos: [
        'Promedio mínimo de 8.5 en el último periodo o ciclo cursado.',
        'Constancia o boleta de calificaciones del último periodo.',
        'Estar inscrito o en proceso de inscripción.',
      ],
      fechaLimite: '2027-01-15',
    },
    {
      key: 'deportiva-cultural',
      titulo: 'Beca deportiva o cultural',
      descripcion: 'Para quien representa al instituto en un equipo deportivo o en un grupo artístico o cultural.',
      porcentajeMinimo: 10,
      porcentajeMaximo: 40,
      requisitos: [
        'Formar parte de un equipo representativo o de un grupo cultural del instituto.',
        'Carta de recomendación del entrenador o del responsable del grupo.',
        'Promedio mínimo de 8.0.',
      ],
      fechaLimite: '2027-01-15',
      niveles: ['bachillerato', 'licenciatura'],
    },
    {
      key: 'hermanos',
      titulo: 'Beca por hermanos',
      descripcion: 'Cuando dos o más hermanos estudian con nosotros al mismo tiempo, cada uno recibe un descuento en su mensualidad.',
      porcentajeMinimo: 10,
      porcentajeMaximo: 15,
      requisitos: ['Dos o más hermanos inscritos en el mismo periodo, en cualquier nivel o campus.', 'Acta de nacimiento de cada hermano.'],
    },
    {
      key: 'convenio-empresarial',
      titulo: 'Beca por convenio empresarial',
      descripcion: 'Para colaboradores de las empresas e instituciones con las que tenemos convenio, y para sus hijos.',
      porcentajeMinimo: 10,
      porcentajeMaximo: 30,
      requisitos: [
        'Constancia laboral reciente de la empresa o institución con convenio.',
        'Si eres hijo o hija del colaborador: acta de nacimiento que lo acredite.',
      ],
      niveles: ['licenciatura', 'maestria', 'doctorado'],
    },
    {
      key: 'apoyo-socioeconomico',
      titulo: 'Beca de apoyo socioeconómico',
      descripcion: 'Apoyo para familias cuya situación económica dificulta pagar la colegiatura completa.',
      porcentajeMinimo: 10,
      porcentajeMaximo: 50,
      requisitos: [
        'Estudio socioeconómico que realiza el instituto.',
        'Comprobantes de ingresos del hogar de los últimos tres meses.',
        'Comprobante de domicilio reciente.',
        'Promedio mínimo de 8.0.',
      ],
      fechaLimite: '2027-01-15',
    },
  ],
}
