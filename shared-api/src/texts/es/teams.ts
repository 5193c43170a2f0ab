import type { teams as english } from '../en/teams';
import type { Translation } from '../types';

export const teams: Translation<typeof english> = {
  'teams.created': 'Equipo creado.',
  'teams.cohortCreated': 'Cohorte creada.',
  'teams.linkCreated': 'Enlace de evaluación creado.',
};
