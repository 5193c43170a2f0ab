import type { Glossary } from '../glossary';

/** Brazilian Portuguese, você (DESIGN.md "Language conventions"). */
export const glossary: Glossary = [
  { concept: 'cohort', term: 'coorte', avoid: ['turma', 'turmas'], note: '"turma" reads as a class' },
  { concept: 'questions', term: 'Perguntas', avoid: ['Questões', 'questão'] },
  { concept: 'manager (in statements)', term: 'superior', avoid: ['gestor', 'gestores'] },
];
