import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme, useT } from 'shared-ui';

const Bar = styled.footer`
  border-top: 1px solid ${theme.color.border};
  padding: ${theme.space(5)} ${theme.space(4)};
  display: flex;
  justify-content: center;
  gap: ${theme.space(6)};
  font-size: ${theme.font.size.sm};
`;

export function Footer({ supportEmail }: { supportEmail: string | undefined }) {
  const t = useT();
  return (
    <Bar>
      <Link to="/privacy">{t('footer.privacy')}</Link>
      {supportEmail && <a href={`mailto:${supportEmail}`}>{t('footer.support')}</a>}
    </Bar>
  );
}
