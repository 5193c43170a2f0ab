import { STATISTICAL_SYMBOLS, type Glossary } from '../glossary';

/**
 * Neutral Latin American Spanish, usted throughout (DESIGN.md "Language conventions").
 * Typography: “ ” for quotations (never « » or straight quotes in a text), "..." as in the English,
 * a space before % ("30 %"). Titles and buttons in sentence case; "Portal de Innovación" and
 * "Programa de Habilidades de Innovación" are names, "evaluación de innovación" is not.
 * Gender: the generic masculine where Spanish needs one ("inscrito", "seguro"); reword instead of
 * writing "(a)" or "o/a" ("No sé" rather than "No estoy seguro(a)").
 */
export const glossary: Glossary = [
  // The product's concepts: one term each.
  { concept: 'assessment', term: 'evaluación', avoid: ['valoración', 'assessment'], note: '"evaluación de innovación"; never for the knowledge check' },
  { concept: 'reassessment', term: 'reevaluación', avoid: ['re-evaluación', 'nueva evaluación', 'segunda evaluación'] },
  { concept: 'cohort', term: 'cohorte', avoid: ['promoción', 'promociones'], note: 'feminine: "la cohorte"' },
  {
    concept: 'class (what students enrol in)',
    term: 'curso',
    avoid: ['clase', 'clases'],
    note: '"clase" reads as one lesson; a paid, scheduled course with places is a "curso" (also where the English says "course")',
  },
  { concept: 'team', term: 'equipo', avoid: ['grupo de trabajo'], note: '"subequipo" for a department in the tree; "Grupo" in the demographics is the military unit' },
  { concept: 'team leader', term: 'líder de equipo', avoid: ['jefe de equipo', 'responsable de equipo', 'responsable del equipo'] },
  { concept: 'questionnaire', term: 'cuestionario', avoid: ['test', 'formulario de preguntas'] },
  { concept: 'statement (a rated item)', term: 'afirmación', avoid: ['enunciado', 'enunciados'], note: 'as in the prompts: "cada afirmación"' },
  {
    concept: 'knowledge check',
    term: 'Comprobación de conocimientos',
    avoid: ['evaluación de conocimientos', 'prueba de conocimientos', 'verificación de conocimientos', 'examen de conocimientos', 'examen'],
    note: '"evaluación" is the assessment',
  },
  { concept: 'post-class survey', term: 'Encuesta posterior al curso', avoid: ['encuesta posterior a la clase', 'encuesta de satisfacción', 'encuesta final'] },
  { concept: 'post-class (assessments, questionnaires)', term: 'posteriores al curso', avoid: ['posteriores a la clase', 'posterior a la clase', 'post-clase', 'postclase'] },
  { concept: 'start of class questions', term: 'Preguntas de inicio del curso', avoid: ['inicio de clase', 'inicio de la clase'] },
  { concept: 'self-efficacy', term: 'autoeficacia', avoid: ['auto-eficacia', 'auto eficacia', 'eficacia personal'] },
  { concept: 'psychological safety', term: 'seguridad psicológica', avoid: ['seguridad emocional', 'confianza psicológica'] },
  { concept: 'results, results report', term: 'resultados, informe de resultados', avoid: ['reporte', 'reportes'] },
  { concept: 'certificate', term: 'certificado (de finalización)', avoid: ['diploma', 'constancia'] },
  { concept: 'assessment link', term: 'enlace de evaluación', avoid: ['vínculo', 'liga'], note: '"liga" is Mexican' },
  {
    concept: 'activate / open (an admin lets people take or see something)',
    term: 'activar (the action), abierto / disponible (the state)',
    avoid: ['habilitar', 'habilitó', 'habilitados', 'habilitadas', 'desbloquear'],
    note: 'buttons "Activar resultados", "Abrir evaluación"; results are "activados" or "disponibles", never "abiertos"',
  },
  {
    concept: 'enrol, enrolment',
    term: 'inscribirse, inscripción',
    avoid: ['matricularse', 'matricular', 'matriculado', 'matrícula', 'enrolarse', 'enrolamiento'],
    note: 'leaving is "cancelar su inscripción"; an admin "da de baja" a student',
  },
  { concept: 'refund', term: 'reembolso, reembolsar', avoid: ['devolución', 'devoluciones', 'devolver el dinero'] },
  { concept: 'student (of a class)', term: 'estudiante', avoid: ['alumno', 'alumnos', 'alumna', 'alumnas'] },
  { concept: 'participant (of a team)', term: 'participante', avoid: ['asistente', 'asistentes'], note: '"estudiante" only for a class' },
  { concept: 'admin', term: 'administrador', avoid: ['admin', 'admins'], note: '"Administrador del sitio" for a website admin' },
  { concept: 'email', term: 'correo electrónico (correo)', avoid: ['e-mail', 'emilio'], note: '"email" and "link" cannot be listed: {email} and {link} are placeholders' },
  { concept: 'log in', term: 'iniciar sesión', avoid: ['loguearse', 'loguéese', 'logueo', 'login', 'logearse'] },
  { concept: 'back to the login page', term: 'Volver al inicio de sesión', avoid: ['Volver a iniciar sesión'], note: 'means "log in again"' },
  { concept: 'feedback', term: 'retroalimentación', avoid: ['feedback', 'realimentación'] },
  { concept: 'stakeholders', term: 'partes interesadas', avoid: ['stakeholders', 'los interesados', 'principales interesados'] },
  { concept: 'assumption', term: 'supuesto', avoid: ['suposición', 'suposiciones'] },
  { concept: 'full (a class with no places left)', term: 'completo', avoid: ['está lleno', 'está llena'] },

  // Variety: neutral Latin American, not Spain.
  { concept: 'enter (a request)', term: 'Ingrese', avoid: ['Introduzca', 'Introduce', 'introdujo', 'introducida', 'introducidos'] },
  { concept: 'add', term: 'Agregar', avoid: ['Añadir', 'Añada', 'añade', 'añadido', 'añadida', 'añadidos', 'añadidas'] },
  { concept: 'expired', term: 'ha vencido', avoid: ['ha caducado', 'caducado', 'caducada', 'caducó'] },
  { concept: 'press', term: 'presione', avoid: ['pulse', 'pulsar', 'pulsa'] },
  { concept: 'contact (someone)', term: 'Contactar a', avoid: ['contactar con', 'contacte con'] },
  { concept: 'computer, mobile phone, file', term: 'computadora, celular, archivo', avoid: ['ordenador', 'móvil', 'fichero', 'ficheros'] },
  { concept: 'fill in', term: 'completar', avoid: ['rellenar', 'rellene', 'cumplimentar'] },

  // Register: usted throughout, no leísmo, no calques.
  {
    concept: 'addressing the reader',
    term: 'usted (Ingrese, su, puede)',
    avoid: ['tú', 'tu', 'tus', 'puedes', 'tienes', 'quieres', 'debes', 'vosotros', 'vuestro', 'vuestra'],
  },
  {
    concept: 'leísmo (a person as direct object)',
    term: 'lo / la, or reword ("comunicarnos con usted")',
    avoid: ['contactarle', 'contactarles', 'le contactaremos', 'le describe', 'le ayudó', 'le ayudan', 'darle de baja'],
  },
  { concept: 'build on (ideas)', term: 'retomar y ampliar', avoid: ['construir sobre', 'construyo sobre'], note: 'calque of "build on"' },
  { concept: 'report to (a manager)', term: 'depender directamente de', avoid: ['le reportan', 'le reporta', 'reportan directamente'], note: 'calque' },
  { concept: 'the class is not accepting (progressive calque)', term: 'no acepta', avoid: ['no está aceptando'] },
  { concept: 'passive calque', term: 'Se actualizó su contraseña', avoid: ['ha sido actualizada', 'ha sido actualizado'] },
];

/** Texts this language writes exactly as English does; any other text equal to the English fails the texts test as untranslated. */
export const sameAsEnglish: readonly string[] = ['No', 'no', 'Total', 'Idea {n}', ...STATISTICAL_SYMBOLS];
