import type { certificates as english } from '../en/certificates';
import type { Translation } from '../types';

export const certificates: Translation<typeof english> = {
  'certificates.issued.one': '새 수료증 {count}건을 발급하고 이메일로 보냈습니다.',
  'certificates.issued.other': '새 수료증 {count}건을 발급하고 이메일로 보냈습니다.',
  'certificates.redated.one': '기존 수료증 {count}건의 수여일을 {date}로 변경했습니다.',
  'certificates.redated.other': '기존 수료증 {count}건의 수여일을 {date}로 변경했습니다.',
  'certificates.nothingNew': '해당 팀과 기수의 모든 참가자가 이미 {date} 날짜의 수료증을 받았습니다.',
  'certificates.noParticipants': '해당 팀과 기수에 참가자가 없습니다.',
  'certificates.dateInvalid': '올바른 날짜를 입력하세요(YYYY-MM-DD).',
  'certificates.dateRange': '2000년부터 내년 오늘까지의 날짜 중에서 선택하세요.',

  'certificates.pdf.title': '수료증',
  'certificates.pdf.before': '성명',
  'certificates.pdf.after': '위 사람은 아래 과정을 성공적으로 수료하였으므로 이 증서를 수여합니다.',
  'certificates.pdf.programme': '혁신 역량 프로그램',
  'certificates.pdf.date': '수여일: {date}',

  'certificates.email.subject': '수료증이 발급되었습니다',
  'certificates.email.body': '{name}님, 안녕하세요.\n\n혁신 역량 프로그램 수료를 축하드립니다! {date} 날짜로 발급된 수료증이 준비되었습니다. 로그인하신 후 포털에서 다운로드하세요.\n{link}\n\n문의 사항이 있으면 {support} 주소로 연락해 주세요.',
  'certificates.revoked': '{name} 님의 수료증을 취소했습니다.',
};
