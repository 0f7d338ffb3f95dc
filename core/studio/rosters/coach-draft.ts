import { headshotFields } from './player-draft';
import { placeOn, type Coach, type CoachKind } from './roster';

/** The coach form as typed; the roster place is this roster's (kind and head coach). */
export interface CoachDraft {
  firstName: string;
  lastName: string;
  title: string;
  departmentId: number | null;
  email: string;
  phone: string;
  bio: string;
  headshotId: number | null;
  headshotUrl: string | null;
  headshotAlt: string;
  kind: CoachKind;
  headCoach: boolean;
}

export const COACH_MESSAGES = {
  firstName: 'Enter the first name.',
  lastName: 'Enter the last name.',
  title: 'Enter their title, like Head Coach.',
  departmentId: 'Choose a department.',
  email: 'Enter a valid email address.',
  headshotAlt: 'Describe the headshot for people who cannot see it.',
} as const;

export function emptyCoach(departmentId: number | null): CoachDraft {
  return { firstName: '', lastName: '', title: '', departmentId, email: '', phone: '', bio: '', headshotId: null, headshotUrl: null, headshotAlt: '', kind: 'coach', headCoach: false };
}

/** The form's values of a staff member, with their place on `rosterId`. */
export function coachDraftOf(coach: Coach, rosterId: number): CoachDraft {
  const place = placeOn(coach, rosterId);
  return {
    firstName: coach.firstName,
    lastName: coach.lastName,
    title: coach.title,
    departmentId: coach.departmentId,
    email: coach.email,
    phone: coach.phone,
    bio: coach.bio,
    headshotId: coach.headshotId,
    headshotUrl: coach.headshot,
    headshotAlt: coach.headshotAlt ?? '',
    kind: place?.kind ?? 'coach',
    headCoach: place?.headCoach ?? false,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function coachDraftErrors(draft: CoachDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.firstName.trim() === '') errors.firstName = COACH_MESSAGES.firstName;
  if (draft.lastName.trim() === '') errors.lastName = COACH_MESSAGES.lastName;
  if (draft.title.trim() === '') errors.title = COACH_MESSAGES.title;
  if (draft.departmentId === null) errors.departmentId = COACH_MESSAGES.departmentId;
  if (draft.email.trim() !== '' && !EMAIL.test(draft.email.trim())) errors.email = COACH_MESSAGES.email;
  if (draft.headshotId !== null && draft.headshotAlt.trim() === '') errors.headshotAlt = COACH_MESSAGES.headshotAlt;
  return errors;
}

/** The body of POST /coaches and PUT /coaches/{id}: the member, placed on `rosterId`. */
export function coachBody(draft: CoachDraft, rosterId: number | null) {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    title: draft.title.trim(),
    departmentId: draft.departmentId,
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    bio: draft.bio.trim() === '' ? null : draft.bio,
    ...headshotFields(draft),
    rosterId,
    kind: draft.kind,
    headCoach: draft.kind === 'coach' && draft.headCoach,
  };
}
export type CoachBodyJson = ReturnType<typeof coachBody>;

