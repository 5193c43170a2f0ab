import type { errorsAccount as english } from '../en/errors.account';
import type { Translation } from '../types';

export const errorsAccount: Translation<typeof english> = {
  'errors.MFA_CODE_INVALID': '코드가 올바르지 않습니다. 인증 앱에 표시된 현재 코드나 사용하지 않은 복구 코드를 입력하세요.',
  'errors.MFA_ALREADY_ENABLED': '이 계정에는 이미 2단계 인증이 설정되어 있습니다. 새로 설정하려면 먼저 해제하세요.',
  'errors.MFA_NOT_SET_UP': '먼저 2단계 인증 설정을 시작하세요.',
  'errors.MFA_NOT_ENABLED': '이 계정에는 2단계 인증이 설정되어 있지 않습니다.',
  'errors.MFA_TOKEN_INVALID': '로그인 시간이 만료되었습니다. 이메일과 비밀번호로 다시 로그인하세요.',
  'errors.SSO_NOT_CONFIGURED': '이 조직에는 통합 로그인(SSO)이 설정되어 있지 않습니다. 비밀번호로 로그인하세요.',
  'errors.SSO_DOMAIN_TAKEN': '이메일 도메인 {domain} 주소는 이미 다른 팀의 ID 공급자를 통해 로그인합니다.',
  'errors.SSO_DOMAIN_REGISTERED': '이메일 도메인 {domain} 주소는 {team} 팀의 가입 도메인입니다. 이 도메인으로 가입하는 사람들이 이 팀의 ID 공급자로 보내지게 됩니다. 먼저 그 팀의 이메일 도메인에서 제거하거나 여기에서 제외하세요.',
  'errors.SSO_DOMAIN_IN_USE': '다른 팀의 계정이 이메일 도메인 {domain} 주소를 사용하고 있습니다(모두 {count}개). 그 계정들은 더 이상 자기 팀을 통해 로그인할 수 없게 됩니다. 먼저 이 팀으로 옮기거나(사용자, 이동) 도메인을 제외하세요.',
  'errors.SSO_SECRET_REQUIRED': 'ID 공급자가 발급한 클라이언트 시크릿을 입력하세요.',
  'errors.SSO_PROVIDER': '조직의 ID 공급자에 연결할 수 없거나 예상대로 응답하지 않았습니다. 나중에 다시 시도하세요.',
  'errors.SSO_CODE_INVALID': '이 로그인은 만료되었습니다. 처음부터 다시 시작하세요.',
  'errors.SSO_STATE_INVALID': '조직을 통한 이 로그인은 만료되었거나 이미 사용되었습니다. 처음부터 다시 시작하세요.',
  'errors.SSO_FAILED': '조직을 통해 로그인하지 못했습니다. 다시 시도하세요.',
  'errors.SSO_EMAIL_UNVERIFIED': '조직에서 이메일 주소를 확인하지 않아 여기에서 해당 주소로 로그인할 수 없습니다.',
  'errors.SSO_EMAIL_DOMAIN': '조직 계정의 이메일 주소가 이 팀에 해당하지 않습니다.',
  'errors.SSO_ACCOUNT_REFUSED': '이 이메일을 사용하는 계정이 이미 있어 조직을 통해 로그인할 수 없습니다. 그 계정의 비밀번호로 로그인하세요. 비밀번호가 없으면 \'비밀번호를 잊으셨나요?\'를 눌러 비밀번호를 설정하는 링크를 받으세요.',
  'errors.SSO_SIGN_IN_AGAIN': '안전을 위해 조직을 통해 다시 로그인한 뒤 5분 안에 변경하세요.',
  'errors.DELETION_LINK_INVALID': '이 링크는 더 이상 사용할 수 없습니다. 이미 사용되었거나, 만료되었거나, 더 최근 링크로 대체되었습니다. 계정 페이지에서 다시 요청할 수 있습니다.',
  'errors.DELETION_NOT_FOR_ADMINS': '관리자 계정은 다른 관리자가 삭제합니다. 다른 관리자에게 계정 삭제를 요청하세요.',
  'errors.DELETION_NO_MAILBOX': '계정에 확인 메일을 보낼 수 있는 이메일 주소가 없습니다. 관리자에게 계정 삭제를 요청하세요.',
  'errors.DELETION_ALREADY_CONFIRMED': '계정 삭제가 이미 예정되어 있습니다. 요청을 확인하셨으므로 더 하실 일은 없습니다.',
  'errors.PAYMENTS_OFF': '이 포털에는 아직 카드 결제가 설정되지 않아 이 과정을 결제할 수 없습니다. 소속 기관에 문의하세요.',
};
