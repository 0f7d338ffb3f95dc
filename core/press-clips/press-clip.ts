/** spec 3: a press clip, a story about the school in an outside outlet. */
export interface PressClip {
  id: number;
  title: string;
  summary: string;
  /** The outlet's page. */
  url: string;
  date: string;
  author: string;
  image: string | null;
  outlet: { id: number; title: string; website: string };
  sport: { id: number; title: string } | null;
  open_in_new_window: boolean;
}
