import type { Glossary } from '../glossary';

/** Neutral Latin American Spanish, usted throughout (DESIGN.md "Language conventions"). */
export const glossary: Glossary = [
  { concept: 'enter (a request)', term: 'Ingrese', avoid: ['Introduzca', 'Introduce'] },
  { concept: 'add', term: 'Agregar', avoid: ['Añadir', 'Añada', 'añade', 'añadido', 'añadida', 'añadidos', 'añadidas'] },
  { concept: 'expired', term: 'ha vencido', avoid: ['ha caducado', 'caducado', 'caducada', 'caducó'] },
  { concept: 'press', term: 'presione', avoid: ['pulse', 'pulsar', 'pulsa'] },
  { concept: 'back to the login page', term: 'Volver al inicio de sesión', avoid: ['Volver a iniciar sesión'], note: 'means "log in again"' },
];
