import type { email as english } from '../en/email';
import type { Translation } from '../types';

export const email: Translation<typeof english> = {
  'email.reset.subject': '혁신 포털 비밀번호 재설정',
  'email.reset.body': '{name}님, 안녕하세요.\n\n비밀번호 재설정 요청을 받았습니다. 아래 링크에서 새 비밀번호를 설정하세요(링크는 1시간 동안 유효합니다).\n{link}\n\n요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다.',
  'email.welcome.subject': '혁신 포털에 오신 것을 환영합니다',
  'email.welcome.body': '{name}님, 안녕하세요.\n\n혁신 포털 계정이 생성되었습니다. 아래 링크에서 비밀번호를 설정하세요(링크는 {days}일 동안 유효합니다).\n{link}\n\n그다음 이 이메일 주소({email})와 새 비밀번호로 로그인하세요.\n\n문의 사항이 있으면 {support} 주소로 연락해 주세요.',
  'email.reassessment.subject': '혁신 역량 재평가가 시작되었습니다',
  'email.reassessment.body': '{name}님, 안녕하세요.\n\n이제 혁신 역량 재평가에 응시하실 수 있습니다. 재평가는 처음 평가에 응시한 이후 역량이 얼마나 발전했는지 보여 주는 짧은 문항들로 이루어져 있습니다. 로그인하신 후 포털에서 응시해 주세요.\n{link}\n\n문의 사항이 있으면 {support} 주소로 연락해 주세요.',
  'email.reminder.subject': '알림: 아직 완료하지 않은 {questionnaire} 항목이 있습니다',
  'email.reminder.body': '{name} 님, 안녕하세요.\n\n{questionnaire} 항목이 열려 있으며 아직 완료되지 않았습니다. 로그인하여 이어서 진행하세요.\n{link}\n\n문의 사항은 {support} 주소로 보내 주세요.',
  'email.resultsReady.subject': '혁신 역량 결과가 준비되었습니다',
  'email.resultsReady.body': '{name} 님, 안녕하세요.\n\n개인 혁신 역량 결과가 준비되었습니다. 로그인하여 보고서를 확인하세요.\n{link}\n\n문의 사항은 {support} 주소로 보내 주세요.',
  'email.retentionWarning.subject': '{team} 참가자 데이터가 {due}에 {action}됩니다',
  'email.retentionWarning.body': '안녕하세요.\n\n{team} 팀의 보존 기간 설정에 따라 참가자 {count}명의 개인정보가 {due}에 {action}됩니다. 더 오래 보관하려면 그 전에 팀 페이지에서 보존 기간이나 프로그램 종료일을 변경하세요.\n{link}\n\n이 메일은 혁신 포털에서 자동으로 발송되었습니다.',
  'email.deletion.subject': '혁신 포털 계정 삭제 확인',
  'email.deletion.body': '{name}님, 안녕하세요.\n\n혁신 포털 계정과 계정에 저장된 나에 관한 모든 정보의 삭제 요청을 받았습니다. 아래 링크를 열어 요청을 확인하세요(링크는 {hours}시간 동안 유효합니다).\n{link}\n\n확인하시면 관리자가 {days}일 이내에 계정을 삭제합니다. 요청하지 않으셨다면 이 이메일을 무시하세요. 아무것도 삭제되지 않습니다.',
  'email.mfaOn.subject': '이제 2단계 인증이 혁신 포털 계정을 보호합니다',
  'email.mfaOn.body': '{name} 님, 안녕하세요.\n\n계정에 2단계 인증(인증 앱)이 켜졌으며 계정의 다른 세션은 모두 로그아웃되었습니다. 이제 로그인할 때 그 앱의 인증 코드를 입력해야 합니다.\n\n본인이 한 일이 아니라면 다른 사람이 비밀번호를 알고 있는 것입니다. 즉시 {support} 주소로 연락하세요.\n{link}',
  'email.mfaOff.subject': '혁신 포털 계정의 2단계 인증이 꺼졌습니다',
  'email.mfaOff.body': '{name} 님, 안녕하세요.\n\n계정의 2단계 인증이 꺼졌습니다. 이제 로그인할 때 비밀번호만 입력합니다. 계정 페이지에서 다시 켤 수 있습니다.\n{link}\n\n본인이 한 일이 아니라면 즉시 {support} 주소로 연락하세요.',
  'email.mfaReset.subject': '관리자가 혁신 포털 계정의 2단계 인증을 해제했습니다',
  'email.mfaReset.body': '{name} 님, 안녕하세요.\n\n휴대폰을 잃어버렸을 때처럼 관리자가 계정의 2단계 인증을 해제했습니다. 이제 로그인할 때 비밀번호만 입력합니다. 계정 페이지에서 새 2단계 인증을 설정하세요.\n{link}\n\n요청하지 않은 일이라면 즉시 {support} 주소로 연락하세요.',
  'email.recoveryCodeUsed.subject': '복구 코드로 혁신 포털 계정에 로그인했습니다',
  'email.recoveryCodeUsed.body': '{name} 님, 안녕하세요.\n\n누군가 계정의 복구 코드 하나로 로그인했습니다. 남은 복구 코드: {left}개. 휴대폰을 잃어버렸다면 계정 페이지에서 2단계 인증을 다시 설정하세요. 새 복구 코드를 받게 됩니다.\n{link}\n\n본인이 아니라면 그 페이지에서 비밀번호를 바꾸고 즉시 {support} 주소로 연락하세요.',
  'email.mfaGuessing.subject': '혁신 포털 계정에 잘못된 인증 코드가 입력되었습니다',
  'email.mfaGuessing.body': '{name} 님, 안녕하세요.\n\n지난 {minutes}분 동안 올바른 비밀번호 다음에 잘못된 2단계 인증 코드가 {count}번 입력되었습니다. 인증 코드로 로그인하는 기능은 {minutes}분 동안 중지됩니다.\n\n본인이 아니라면 다른 사람이 비밀번호를 알고 있는 것입니다. 계정 페이지에서 비밀번호를 바꾸고 {support} 주소로 연락하세요.\n{link}',
};
