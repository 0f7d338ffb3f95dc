import { CLASS_YEARS, type RosterPlayer } from './roster';

/** The player form as typed: every field a string the user can leave half done (nothing typed is lost). */
export interface PlayerDraft {
  firstName: string;
  lastName: string;
  jersey: string;
  position: string;
  classYear: string;
  height: string;
  weight: string;
  hometown: string;
  homeState: string;
  highSchool: string;
  previousSchool: string;
  headshotId: number | null;
  /** Shown beside the choice; not sent. */
  headshotUrl: string | null;
  headshotAlt: string;
  bio: string;
  captain: boolean;
}

/** The server's words (contract/studio/rosters.ts), so the browser says what the server would. */
export const PLAYER_MESSAGES = {
  firstName: 'Enter the first name.',
  lastName: 'Enter the last name.',
  jersey: 'Enter the jersey number, like 7 or 00.',
  classYear: 'Choose the class year.',
  height: 'Enter the height as feet-inches, like 6-2.',
  weight: 'Enter the weight in pounds.',
  hometown: 'Enter the hometown.',
  headshotAlt: 'Describe the headshot for people who cannot see it.',
} as const;

export const EMPTY_PLAYER: PlayerDraft = {
  firstName: '',
  lastName: '',
  jersey: '',
  position: '',
  classYear: 'Freshman',
  height: '',
  weight: '',
  hometown: '',
  homeState: '',
  highSchool: '',
  previousSchool: '',
  headshotId: null,
  headshotUrl: null,
  headshotAlt: '',
  bio: '',
  captain: false,
};

/** The form's values of a saved player. */
export function playerDraftOf(player: RosterPlayer): PlayerDraft {
  return {
    firstName: player.firstName,
    lastName: player.lastName,
    jersey: player.jersey,
    position: player.position ?? '',
    classYear: player.classYear,
    height: player.height ?? '',
    weight: player.weight === null ? '' : String(player.weight),
    hometown: player.hometown,
    homeState: player.homeState ?? '',
    highSchool: player.highSchool ?? '',
    previousSchool: player.previousSchool ?? '',
    headshotId: player.headshotId,
    headshotUrl: player.headshot,
    headshotAlt: player.headshotAlt ?? '',
    bio: player.bio ?? '',
    captain: player.captain,
  };
}

const JERSEY = /^\d{0,3}$/;
const HEIGHT = /^([4-7]-(\d|1[01]))?$/;
const WEIGHT = /^\d{1,3}$/;

/** What the browser can tell before asking the server (the same rules, the same words). */
export function playerDraftErrors(draft: PlayerDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.firstName.trim() === '') errors.firstName = PLAYER_MESSAGES.firstName;
  if (draft.lastName.trim() === '') errors.lastName = PLAYER_MESSAGES.lastName;
  if (!JERSEY.test(draft.jersey.trim())) errors.jersey = PLAYER_MESSAGES.jersey;
  if (!(CLASS_YEARS as readonly string[]).includes(draft.classYear)) errors.classYear = PLAYER_MESSAGES.classYear;
  if (!HEIGHT.test(draft.height.trim())) errors.height = PLAYER_MESSAGES.height;
  const weight = draft.weight.trim();
  if (weight !== '' && (!WEIGHT.test(weight) || Number(weight) < 60 || Number(weight) > 500)) errors.weight = PLAYER_MESSAGES.weight;
  if (draft.hometown.trim() === '') errors.hometown = PLAYER_MESSAGES.hometown;
  if (draft.headshotId !== null && draft.headshotAlt.trim() === '') errors.headshotAlt = PLAYER_MESSAGES.headshotAlt;
  return errors;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The body of POST /rosters/{id}/players and PUT /players/{id}. */
export function playerBody(draft: PlayerDraft) {
  const weight = draft.weight.trim();
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    jersey: draft.jersey.trim(),
    position: orNull(draft.position),
    classYear: draft.classYear,
    height: orNull(draft.height),
    weight: weight === '' ? null : Number(weight),
    hometown: draft.hometown.trim(),
    homeState: orNull(draft.homeState),
    highSchool: orNull(draft.highSchool),
    previousSchool: orNull(draft.previousSchool),
    ...headshotFields(draft),
    bio: draft.bio.trim() === '' ? null : draft.bio,
    captain: draft.captain,
  };
}
export type PlayerBodyJson = ReturnType<typeof playerBody>;

/**
 * The headshot part of a body: a newly chosen one by id; the one already there (shown by its address, no id)
 * is kept by leaving the id out (the server keeps it), with its description; none is null.
 */
export function headshotFields(draft: { headshotId: number | null; headshotUrl: string | null; headshotAlt: string }): { headshotId?: number | null; headshotAlt: string | null } {
  if (draft.headshotId !== null) return { headshotId: draft.headshotId, headshotAlt: draft.headshotAlt.trim() };
  if (draft.headshotUrl !== null) return { headshotAlt: draft.headshotAlt.trim() || null };
  return { headshotId: null, headshotAlt: null };
}
