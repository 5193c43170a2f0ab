import type { ClassFields, ClassOptionsResponse, CurrentUserClassResponse } from 'shared-api';

export function aClass(overrides: Partial<ClassFields> = {}): ClassFields {
  return {
    id: 5, name: 'Design Sprint', description: 'Five days of practice.', short_description: 'Ideas into prototypes.',
    time_description: 'Mondays 9:00', place_description: 'Room 4', length_description: '5 weeks', price: 199.5,
    currency: 'usd', starts_at: null, capacity: 25, num_students: 3, open_spots: 22, status: 'open', team_id: 45,
    team_name: 'Acme', accepting: true, accept_any: false, ...overrides,
  };
}

export const optionsReply = (classes: ClassFields[], teamName = 'Acme'): { body: ClassOptionsResponse } => ({
  body: { classes, TeamID: 45, teamName },
});

export const currentReply = (overrides: Partial<CurrentUserClassResponse> = {}): { body: CurrentUserClassResponse } => ({
  body: { class: aClass(), TeamID: 45, paid: false, refundable: true, receipt_link: '', ...overrides },
});
