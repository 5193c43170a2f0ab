import type { teamsList as english } from '../en/teamsList';
import type { Translation } from '../types';

export const teamsList: Translation<typeof english> = {
  'teamsList.title': 'Equipes',
  'teamsList.addTitle': 'Adicionar uma equipe',
  'teamsList.name': 'Nome da equipe',
  'teamsList.add': 'Adicionar equipe',
  'teamsList.listTitle': 'Todas as equipes',
  'teamsList.empty': 'Ainda não há equipes.',
};
