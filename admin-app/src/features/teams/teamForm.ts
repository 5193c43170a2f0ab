import type { DepartmentNode, EditableTeamSettings, EditTeamRequest, TeamUsersResponse } from 'shared-api';

/** The team form's values; the slug is text while typed (empty: no public class page). */
export interface TeamFormValues {
  teamName: string;
  departments: DepartmentNode[];
  email_domains: string[];
  settings: Omit<EditableTeamSettings, 'publicSlug'> & { publicSlug: string };
  slides: { title: string; url: string }[];
}

export function teamFormValues(data: TeamUsersResponse): TeamFormValues {
  const { isPlatform: _fixed, publicSlug, ...settings } = data.settings;
  return {
    teamName: data.teamName,
    departments: data.departments,
    email_domains: data.email_domains,
    settings: { ...settings, publicSlug: publicSlug ?? '' },
    slides: data.slides.map(({ title, url }) => ({ title, url })),
  };
}

/** The /api/edit-team call for the form's values: every part, so the server keeps exactly what is shown. */
export function editTeamRequest(teamId: number, values: TeamFormValues): EditTeamRequest {
  return {
    teamId,
    teamName: values.teamName.trim(),
    departments: values.departments,
    email_domains: values.email_domains,
    settings: { ...values.settings, publicSlug: values.settings.publicSlug.trim().toLowerCase() || null },
    slides: values.slides.map((s) => ({ title: s.title.trim(), url: s.url.trim() })),
  };
}
