import type { StudioStaff } from './studio-types';

export const STUDIO_PATH = '/studio';

export interface StudioNavItem {
  label: string;
  path: string;
  adminOnly: boolean;
}

export const STUDIO_NAV: readonly StudioNavItem[] = [
  { label: 'Dashboard', path: '/studio', adminOnly: false },
  { label: 'Stories', path: '/studio/stories', adminOnly: false },
  { label: 'Media', path: '/studio/media', adminOnly: false },
  { label: 'Alerts', path: '/studio/alerts', adminOnly: false },
  { label: 'Splash', path: '/studio/splash', adminOnly: false },
  { label: 'Promotions', path: '/studio/promotions', adminOnly: false },
  { label: 'Schedule', path: '/studio/schedule', adminOnly: false },
  { label: 'Rosters', path: '/studio/rosters', adminOnly: false },
  { label: 'Newsletters', path: '/studio/newsletters', adminOnly: false },
  { label: 'Staff', path: '/studio/staff', adminOnly: true },
  { label: 'Activity', path: '/studio/activity', adminOnly: false },
];

/** The studio's sections this member may open (Staff is for admins). */
export function studioNavFor(staff: Pick<StudioStaff, 'role'>): StudioNavItem[] {
  return STUDIO_NAV.filter((item) => !item.adminOnly || staff.role === 'admin');
}

/** The nav item of a path: the longest item path it is under. */
export function currentNavItem(pathname: string): StudioNavItem | undefined {
  return [...STUDIO_NAV].sort((a, b) => b.path.length - a.path.length).find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
}

export const STORY_LIST_PATH = '/studio/stories';

/** What the editor hands the story list when it leaves (a deleted story): the list says it. */
export interface StoryListState {
  message: string;
}

/** The list's message from the navigation state, if one was handed over. */
export function storyListMessage(state: unknown): string | null {
  const message = (state as Partial<StoryListState> | null)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

export const storyPath = (id: number | null) => `/studio/stories/${id ?? 'new'}`;

/** The editor's URL parameter: a story id, or 'new'; anything else is no story. */
export function storyIdParam(raw: string | undefined): number | 'new' | null {
  if (raw === 'new') return 'new';
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
