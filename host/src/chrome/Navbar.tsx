import { Link, NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { api, clearSession, useLogoutMutation } from 'shared-api';
import type { Session } from 'shared-api';
import { Badge, Button, theme, useT } from 'shared-ui';
import { useDispatch } from 'react-redux';
import { LanguagePicker } from './LanguagePicker';

const Bar = styled.header`
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
`;

const Inner = styled.nav`
  max-width: ${theme.layout.pageWidth};
  margin: 0 auto;
  padding: ${theme.space(2)} ${theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)} ${theme.space(5)};
`;

const Brand = styled(Link)`
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.lg};
  color: ${theme.color.text};
  text-decoration: none;
`;

const Links = styled.ul`
  display: flex;
  gap: ${theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
  a { text-decoration: none; font-weight: ${theme.font.weight.medium}; }
  a.active { text-decoration: underline; }
`;

const Right = styled.div`
  margin-left: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
`;

const Email = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

/**
 * SPEC.md "Chrome": admin links, the user's email, Admin badge and Sign out, or Login. A team
 * leader gets the Teams link and the 'Team leader' badge (issue 11).
 */
export function Navbar({ session, teamLeader = false }: { session: Session | null; teamLeader?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [logout, { isLoading }] = useLogoutMutation();

  const signOut = async () => {
    try {
      await logout().unwrap();
    } catch {
      /* the token is forgotten locally anyway; the server expires it */
    }
    clearSession();
    dispatch(api.util.resetApiState());
    navigate('/login');
  };

  return (
    <Bar>
      <Inner aria-label={t('nav.home')}>
        <Brand to="/">{t('nav.home')}</Brand>
        {session?.admin && (
          <Links>
            <li>
              <NavLink to="/pre-assessment">{t('nav.assessment')}</NavLink>
            </li>
            <li>
              <NavLink to="/teams">{t('nav.teams')}</NavLink>
            </li>
            <li>
              <NavLink to="/classes">{t('nav.classes')}</NavLink>
            </li>
          </Links>
        )}
        {session && !session.admin && teamLeader && (
          <Links>
            <li>
              <NavLink to="/teams">{t('nav.teams')}</NavLink>
            </li>
          </Links>
        )}
        <Right>
          <LanguagePicker />
          {session ? (
            <>
              <Email data-testid="nav-email">{session.email}</Email>
              <NavLink to="/account">{t('nav.account')}</NavLink>
              {session.admin && <Badge tone="blue">{t('nav.adminBadge')}</Badge>}
              {teamLeader && <Badge tone="green">{t('nav.leaderBadge')}</Badge>}
              <Button variant="secondary" onClick={signOut} disabled={isLoading}>
                {t('nav.signOut')}
              </Button>
            </>
          ) : (
            <Link to="/login">{t('nav.login')}</Link>
          )}
        </Right>
      </Inner>
    </Bar>
  );
}
