import { renderWithProviders } from '../testing';
import { screen, waitFor } from '@testing-library/react';
import { Chart } from './Chart';

// Plotly writes into what it is given, as the real one does (trace uids, layout defaults).
const react = jest.fn((_el: HTMLElement, data: Record<string, unknown>[], layout: Record<string, unknown>) => {
  data[0].uid = 'trace-0';
  layout.polar = { ...(layout.polar as object), angularaxis: {} };
  return Promise.resolve();
});
jest.mock('plotly.js-dist-min', () => ({ __esModule: true, default: { react, purge: jest.fn() } }));

describe('Chart', () => {
  it("draws RTK Query's frozen results: Plotly gets copies it may write into", async () => {
    const data = Object.freeze([Object.freeze({ type: 'scatterpolar', r: [1, 2] })]);
    const layout = Object.freeze({ polar: Object.freeze({}) });
    renderWithProviders(<Chart data={data as unknown[]} layout={layout} label="Profile" failedText="No chart." />);
    await waitFor(() => expect(react).toHaveBeenCalled());
    expect(react.mock.calls[0][1]).toEqual([{ type: 'scatterpolar', r: [1, 2], uid: 'trace-0' }]);
    expect(data[0]).not.toHaveProperty('uid');
    expect(screen.getByRole('img', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByText('No chart.')).not.toBeInTheDocument();
  });

  it('says so when Plotly cannot draw it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    react.mockRejectedValueOnce(new Error('no WebGL'));
    renderWithProviders(<Chart data={[]} layout={{}} label="Profile" failedText="No chart." />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No chart.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
