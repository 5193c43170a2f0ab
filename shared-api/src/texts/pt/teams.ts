import type { teams as english } from '../en/teams';
import type { Translation } from '../types';

export const teams: Translation<typeof english> = {
  'teams.created': 'Equipe criada.',
  'teams.cohortCreated': 'Coorte criada.',
  'teams.linkCreated': 'Link de avaliação criado.',
};
