import type { teamsList as english } from '../en/teamsList';
import type { Translation } from '../types';

export const teamsList: Translation<typeof english> = {
  'teamsList.title': '팀',
  'teamsList.addTitle': '팀 추가',
  'teamsList.name': '팀 이름',
  'teamsList.add': '팀 추가',
  'teamsList.listTitle': '전체 팀',
  'teamsList.empty': '아직 팀이 없습니다.',
};
