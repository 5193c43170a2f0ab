import type { ClassDetail } from 'shared-api';

export function classDetail(overrides: Partial<ClassDetail> = {}): ClassDetail {
  return {
    id: 5, name: 'Design Sprint', description: '', short_description: 'Ideas into prototypes.', time_description: 'Mondays 9:00',
    place_description: 'Room 4', length_description: '5 weeks', price: 199.5, currency: 'usd', starts_at: null, capacity: 25,
    num_students: 2, open_spots: 23, status: 'open', team_id: 45, team_name: 'Acme', accepting: true, accept_any: false,
    students: [
      { id: 11, name: 'Ana Lima', email: 'ana@acme.org', paid: true, finishedAssessment: false },
      { id: 12, name: 'Bo Kim', email: 'bo@acme.org', paid: false, finishedAssessment: false },
    ],
    ...overrides,
  };
}

export const TEAMS = { body: { teams: [{ id: 45, name: 'Acme' }, { id: 1, name: 'Platform' }] } };
export const APP_CONFIG = { body: { supportEmail: 'help@portal.test', stripeTestMode: true, cardPayments: 'test', currency: 'usd' } };
