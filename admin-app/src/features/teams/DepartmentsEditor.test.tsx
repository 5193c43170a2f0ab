import { useState } from 'react';
import { renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import type { DepartmentNode } from 'shared-api';
import { DepartmentsEditor } from './DepartmentsEditor';

let latest: DepartmentNode[] = [];

function Harness({ initial }: { initial: DepartmentNode[] }) {
  const [tree, setTree] = useState(initial);
  latest = tree;
  return <DepartmentsEditor rootName="Acme" value={tree} onChange={setTree} />;
}

const render = (initial: DepartmentNode[] = [], language?: 'SPA') => renderWithProviders(<Harness initial={initial} />, { language });

describe('the departments editor', () => {
  it('shows the team as the root, which can get children but be neither renamed nor deleted', () => {
    render();
    expect(screen.getByRole('list', { name: 'Departments' })).toHaveTextContent('Acme');
    expect(screen.getByRole('button', { name: 'Add Department Under Acme' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Rename Acme' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Acme' })).not.toBeInTheDocument();
  });

  it("names each new child 'New Team <n>' with the first unused n", async () => {
    const { user } = render([{ name: 'Sales', children: [] }]);
    await user.click(screen.getByRole('button', { name: 'Add Department Under Acme' }));
    await user.click(screen.getByRole('button', { name: 'Add Department Under Sales' }));
    expect(latest).toEqual([
      { name: 'Sales', children: [{ name: 'New Team 2', children: [] }] },
      { name: 'New Team 1', children: [] },
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete New Team 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Add Department Under New Team 2' }));
    expect(latest[0].children[0].children).toEqual([{ name: 'New Team 1', children: [] }]);
  });

  it('renames with Enter, refusing an empty name or one a sibling has', async () => {
    const { user } = render([{ name: 'Sales', children: [] }, { name: 'Ops', children: [] }]);
    await user.click(screen.getByRole('button', { name: 'Rename Ops' }));
    const input = screen.getByRole('textbox', { name: 'New name for Ops' });
    await user.clear(input);
    await user.type(input, ' sales {Enter}');
    expect(screen.getByText('Another department at this level already has that name.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Please enter a department name of at most 100 characters.')).toBeInTheDocument();
    await user.type(input, '  Operations ');
    await user.keyboard('{Enter}');
    expect(latest.map((n) => n.name)).toEqual(['Sales', 'Operations']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Sales' }));
    await user.type(screen.getByRole('textbox', { name: 'New name for Sales' }), ' and more{Escape}');
    expect(latest.map((n) => n.name)).toEqual(['Sales', 'Operations']);
  });

  it('deletes only after confirming, naming what goes with it', async () => {
    const { user } = render([{ name: 'Sales', children: [{ name: 'East', children: [] }, { name: 'West', children: [] }] }]);
    await user.click(screen.getByRole('button', { name: 'Delete Sales' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Department?' });
    expect(dialog).toHaveTextContent('Delete Sales?');
    expect(dialog).toHaveTextContent('The 2 departments under it will be deleted too.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(latest).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete East' }));
    expect(screen.getByRole('dialog')).not.toHaveTextContent('under it will be deleted');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(latest).toEqual([{ name: 'Sales', children: [{ name: 'West', children: [] }] }]);
  });

  it('names new children in the language of the screen', async () => {
    const { user } = render([], 'SPA');
    await user.click(screen.getByRole('button', { name: 'Agregar departamento dentro de Acme' }));
    expect(latest).toEqual([{ name: 'Nuevo subequipo 1', children: [] }]);
  });
});
