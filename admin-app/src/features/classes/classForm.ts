import type { ClassDetail, ClassFormValues } from 'shared-api';

/** A new class: SPEC.md's default capacity, accepting students, in the configured currency. */
export function emptyClassForm({ currency, teamId }: { currency: string; teamId?: number }): ClassFormValues {
  return {
    Name: '', TeamID: teamId ? String(teamId) : '', Description: '', ShortDescription: '', TimeDescription: '',
    PlaceDescription: '', LengthDescription: '', Capacity: '25', Price: '0', Currency: currency.toUpperCase(),
    StartsAt: '', AcceptNow: true, AcceptAny: false,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local input shows it: the admin's own clock. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What the datetime-local input holds, as the instant the server stores; '' stays unscheduled. */
export function fromLocalInput(local: string): string {
  if (!local.trim()) return '';
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

export function classFormOf(cls: ClassDetail): ClassFormValues {
  return {
    Name: cls.name, TeamID: String(cls.team_id), Description: cls.description, ShortDescription: cls.short_description,
    TimeDescription: cls.time_description, PlaceDescription: cls.place_description, LengthDescription: cls.length_description,
    Capacity: String(cls.capacity), Price: String(cls.price), Currency: cls.currency.toUpperCase(),
    StartsAt: toLocalInput(cls.starts_at), AcceptNow: cls.accepting, AcceptAny: cls.accept_any,
  };
}

/** The form as the API takes it: the start as an instant. */
export const classRequestOf = (values: ClassFormValues): ClassFormValues => ({ ...values, StartsAt: fromLocalInput(values.StartsAt) });
