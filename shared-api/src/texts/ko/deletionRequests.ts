import type { deletionRequests as english } from '../en/deletionRequests';
import type { Translation } from '../types';

export const deletionRequests: Translation<typeof english> = {
  'deletionRequests.title': '삭제 요청',
  'deletionRequests.intro': '계정 삭제를 요청하고 이메일로 확인한 사람들입니다. 각 계정을 기한까지 삭제하세요. 기한이 지나면 자동으로 삭제됩니다.',
  'deletionRequests.none': '계정 삭제를 기다리는 사람이 없습니다.',
  'deletionRequests.col.person': '사용자',
  'deletionRequests.col.team': '팀',
  'deletionRequests.col.confirmed': '확인일',
  'deletionRequests.col.due': '삭제 기한',
  'deletionRequests.col.action': '작업',
  'deletionRequests.overdue': '기한 지남',
  'deletionRequests.delete': '지금 삭제',
  'deletionRequests.confirmTitle': '{name} 사용자를 삭제할까요?',
  'deletionRequests.confirmText': '{name}({email}) 사용자와 포털에 저장된 이 사용자의 모든 정보가 삭제됩니다. 되돌릴 수 없습니다.',
};
