import { sql, type Kysely } from 'kysely';
import { RETENTION_WARNING_DAYS, type RetentionMode } from 'shared-api/contract';
import type { DB } from '../../db/types';

/**
 * The people retention and anonymising reach: a team's participants, never its admins or team
 * leaders (who run the programme), nor anyone already anonymised, nor anyone who confirmed their
 * erasure (it is carried out as they asked, not turned into an anonymisation). `teamId: 'withRetention'` takes
 * those of every team with a retention set.
 */
export function participantsOf(db: Kysely<DB>, { teamId, cohortId }: { teamId: number | 'withRetention'; cohortId: number | null }) {
  let users = db
    .selectFrom('users')
    .where('users.admin', '=', false)
    .where('users.anonymised_at', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('team_leaders').select('team_leaders.user_id').whereRef('team_leaders.user_id', '=', 'users.id'))))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('deletion_requests').select('deletion_requests.user_id').whereRef('deletion_requests.user_id', '=', 'users.id').where('deletion_requests.confirmed_at', 'is not', null))),
    );
  users = teamId === 'withRetention'
    ? users.where('users.team_id', 'in', db.selectFrom('teams').select('teams.id').where('teams.retention_days', 'is not', null))
    : users.where('users.team_id', '=', teamId);
  if (cohortId !== null) users = users.where('users.cohort_id', '=', cohortId);
  return users;
}

/** A team's retention and what it will do, days as YYYY-MM-DD (UTC). */
export interface TeamRetention {
  teamId: number;
  name: string;
  retentionDays: number | null;
  retentionMode: RetentionMode;
  programmeEndsOn: string | null;
  participants: number;
  lastActivityAt: Date | null;
  /** The later of the last activity's day and the programme's end, plus the days kept; null: nothing kept. */
  keptUntil: string | null;
  /** The admins were warned of this keptUntil (a new activity moves it, and they are warned again). */
  warned: boolean;
  /** The day the admins are (or were) emailed: RETENTION_WARNING_DAYS before keptUntil, today at the earliest. */
  warningOn: string | null;
  /** The day retention acts: keptUntil, but never sooner than RETENTION_WARNING_DAYS after the warning. */
  dueOn: string | null;
}

/**
 * Each team's retention, or one team's: the last activity is the latest thing any participant did
 * (joined, used a session, submitted, typed an idea), read from the data themselves, so nothing
 * has to be kept up to date for it and a restart loses nothing. `today` (YYYY-MM-DD) places a
 * warning not yet sent: the admins always get RETENTION_WARNING_DAYS' notice, even of a retention
 * saved already past.
 */
export async function teamRetentions(db: Kysely<DB>, teamId: number | 'withRetention', today: string): Promise<TeamRetention[]> {
  const { rows } = await sql<{
    id: number; name: string; retention_days: number | null; retention_mode: RetentionMode; programme_ends_on: string | null;
    participants: number; last_activity_at: Date | null; kept_until: string | null; warned: boolean; warning_on: string | null; due_on: string | null;
  }>`
    with p as (${participantsOf(db, { teamId, cohortId: null }).select(['users.id', 'users.team_id', 'users.created_at'])}),
    activity as (
      select p.team_id, count(*)::int as participants, max(greatest(
        p.created_at,
        (select max(s.last_used_at) from sessions s where s.user_id = p.id),
        (select max(r.submitted_at) from assessment_responses r where r.user_id = p.id),
        (select max(q.submitted_at) from questionnaire_responses q where q.user_id = p.id),
        (select max(f.updated_at) from freeform_timers f where f.user_id = p.id)
      )) as last_activity_at
      from p group by p.team_id
    ),
    kept as (
      select t.id, t.name, t.retention_days, t.retention_mode, t.programme_ends_on, t.retention_warned_for, t.retention_warned_on,
        coalesce(a.participants, 0) as participants, a.last_activity_at,
        case when t.retention_days is not null and a.participants > 0
          then greatest((a.last_activity_at at time zone 'UTC')::date, coalesce(t.programme_ends_on, '-infinity'::date)) + t.retention_days end as kept_until
      from teams t left join activity a on a.team_id = t.id
      where ${teamId === 'withRetention' ? sql`t.retention_days is not null` : sql`t.id = ${teamId}`}
    ),
    warning as (
      select kept.*, retention_warned_for = kept_until as warned,
        case when kept_until is null then null
          when retention_warned_for = kept_until then retention_warned_on
          else greatest(kept_until - ${RETENTION_WARNING_DAYS}::int, ${today}::date) end as warning_on
      from kept
    )
    select id, name, retention_days, retention_mode, to_char(programme_ends_on, 'YYYY-MM-DD') as programme_ends_on,
      participants, last_activity_at, to_char(kept_until, 'YYYY-MM-DD') as kept_until, coalesce(warned, false) as warned,
      to_char(warning_on, 'YYYY-MM-DD') as warning_on, to_char(greatest(kept_until, warning_on + ${RETENTION_WARNING_DAYS}::int), 'YYYY-MM-DD') as due_on
    from warning order by id`.execute(db);
  return rows.map((row) => ({
    teamId: row.id,
    name: row.name,
    retentionDays: row.retention_days,
    retentionMode: row.retention_mode,
    programmeEndsOn: row.programme_ends_on,
    participants: row.participants,
    lastActivityAt: row.last_activity_at && new Date(row.last_activity_at),
    keptUntil: row.kept_until,
    warned: row.warned,
    warningOn: row.warning_on,
    dueOn: row.due_on,
  }));
}
