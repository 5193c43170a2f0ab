import { render, screen } from '@testing-library/react';
import { I18nProvider, TextParts, useT } from './I18nProvider';

function StaffText() {
  const t = useT();
  return <p>{t('admin.card.createTeam')}</p>;
}

// jest.setup.ts has loaded every part of every language: what is tested is the gate's way through.
it('draws a screen that asks for the staff texts once they are held, in the language shown', async () => {
  render(
    <I18nProvider language="SPA" setLanguage={() => undefined}>
      <TextParts part="staff">
        <StaffText />
      </TextParts>
    </I18nProvider>,
  );
  expect(await screen.findByText(/equipo/i)).toBeInTheDocument();
});
