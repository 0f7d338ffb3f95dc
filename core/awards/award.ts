import type { Sport } from '../sports/sport';

/** An athlete award: athlete of the week and the like (v2-reference 18). */
export interface Award {
  id: number;
  typeId: number;
  typeTitle: string;
  firstName: string;
  lastName: string;
  sport: Sport;
  hometown: string;
  highSchool: string;
  position: string;
  academicYear: string;
  jerseyNumber: string | null;
  shortHighlights: string;
  /** Content HTML. */
  highlights: string;
  image: { url: string; alt: string };
  date: string;
  /** null while the award is current. */
  expires: string | null;
  /** The honoree's roster bio, when the API links one. */
  rosterBioUrl: string | null;
}

export interface AwardType {
  id: number;
  title: string;
  /** The plural heading: 'Athletes of the Week'. */
  display: string;
}
