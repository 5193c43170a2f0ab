import { useState } from 'react';
import { renderWithProviders } from 'shared-ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { EmailDomainsInput } from './EmailDomainsInput';

let latest: string[] = [];

function Harness({ initial = [] }: { initial?: string[] }) {
  const [domains, setDomains] = useState(initial);
  latest = domains;
  return <EmailDomainsInput value={domains} onChange={setDomains} />;
}

const input = () => screen.getByRole('textbox', { name: 'New email domain' });

describe('the email domains tag input', () => {
  it('adds a domain on Enter and on a comma, lowercased, each once', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(input(), 'Acme.org{Enter}');
    await user.type(input(), '@mail.acme.org,');
    await user.type(input(), 'ACME.ORG{Enter}');
    expect(latest).toEqual(['acme.org', '@mail.acme.org']);
    expect(input()).toHaveValue('');
    expect(screen.getByRole('list', { name: "This team's email domains" })).toHaveTextContent('acme.org');
  });

  it('reacts to the key codes SPEC.md names (13 and 188)', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(input(), { target: { value: 'one.org' } });
    fireEvent.keyDown(input(), { keyCode: 13 });
    fireEvent.change(input(), { target: { value: 'two.org' } });
    fireEvent.keyDown(input(), { keyCode: 188 });
    expect(latest).toEqual(['one.org', 'two.org']);
  });

  it('keeps what is not a domain in the field and says why', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(input(), 'not a domain{Enter}');
    expect(latest).toEqual([]);
    expect(input()).toHaveValue('not a domain');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid email domain, such as example.org.')).toBeInTheDocument();
  });

  it('takes a pasted list, and removes with × or Backspace in the empty field', async () => {
    const { user } = renderWithProviders(<Harness initial={['old.org']} />);
    await user.click(input());
    await user.paste('a.org, b.org');
    expect(latest).toEqual(['old.org', 'a.org', 'b.org']);
    await user.click(screen.getByRole('button', { name: 'Remove old.org' }));
    expect(latest).toEqual(['a.org', 'b.org']);
    await user.type(input(), '{Backspace}');
    expect(latest).toEqual(['a.org']);
  });

  it('does not submit the form around it on Enter', async () => {
    const submit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={submit}>
        <Harness />
      </form>,
    );
    await user.type(input(), 'acme.org{Enter}');
    expect(submit).not.toHaveBeenCalled();
    expect(latest).toEqual(['acme.org']);
  });
});
