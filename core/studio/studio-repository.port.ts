import type { MediaItem, MediaUpload, UploadProgress } from './media/media';
import type { NewStaffAccount, StaffAccount, StaffAccountChange } from './staff/staff-account';
import type { AlertDraft, AlertNotice } from './notices/notice';
import type { PromotionDraft, PromotionList, PromotionNotice } from './notices/promotion-notice';
import type { SplashDraft, SplashNotice } from './notices/splash-notice';
import type { GameChoice } from './stories/game-choice';
import type { Story, StoryDraft, StoryHistoryEntry, StorySort, StoryStamp, StoryStatus, StorySummary } from './stories/story';
import type { ActivityEntry, StudioPage, StudioPerson, StudioStaff, WriteOutcome } from './studio-types';

export interface StoryQuery {
  status?: StoryStatus | null;
  q?: string;
  sportId?: number | null;
  /** The stories this staff account changed last. */
  changedBy?: number | null;
  /** The stories the signed-in account changed last (in place of changedBy). */
  mine?: boolean;
  sort?: StorySort;
  dir?: 'asc' | 'desc';
  /** Only stories fans can read now (published and posted). */
  onSite?: boolean;
  page?: number;
}

/** A page of stories, and the staff who changed one last (to filter by). */
export interface StoryPage extends StudioPage<StorySummary> {
  changers: StudioPerson[];
}

/** A page of the school's activity, and the kinds of item its log holds (to filter by). */
export interface ActivityPage extends StudioPage<ActivityEntry> {
  kinds: string[];
}

export interface PublishRequest {
  /** ISO instant; none (or one not in the future) publishes now, a later one schedules. */
  at?: string;
  unpublishAt?: string;
}

/**
 * The content studio's side of the server (/api/studio, DESIGN 2 write side). Reads throw when the
 * server cannot be asked; writes answer how they ended (WriteOutcome), never throw for a refusal.
 */
export interface StudioRepository {
  /** The signed-in staff member of this school, or null. */
  staff(): Promise<StudioStaff | null>;

  stories(query: StoryQuery): Promise<StoryPage>;
  story(id: number): Promise<Story | null>;
  createStory(draft: StoryDraft): Promise<WriteOutcome<StoryStamp>>;
  updateStory(id: number, version: number, draft: StoryDraft): Promise<WriteOutcome<StoryStamp>>;
  deleteStory(id: number, version: number): Promise<WriteOutcome<null>>;
  publishStory(id: number, version: number, request: PublishRequest): Promise<WriteOutcome<StoryStamp>>;
  unpublishStory(id: number, version: number): Promise<WriteOutcome<StoryStamp>>;
  storyHistory(id: number): Promise<StoryHistoryEntry[]>;
  restoreStoryVersion(id: number, version: number, restore: number): Promise<WriteOutcome<StoryStamp>>;

  media(query: { q?: string; kind?: 'image' | 'document'; page?: number }): Promise<StudioPage<MediaItem>>;
  /** One file with its description; `onProgress` hears how much of it is sent (where the browser can tell), and 1 once stored. */
  uploadMedia(file: MediaUpload, alt: string, onProgress?: UploadProgress): Promise<WriteOutcome<MediaItem>>;
  updateMedia(id: number, version: number, change: { alt: string; name: string }): Promise<WriteOutcome<MediaItem>>;
  /** Refused (failed, with the server's words) while the site still shows the file. */
  deleteMedia(id: number, version: number): Promise<WriteOutcome<null>>;

  alerts(): Promise<AlertNotice[]>;
  saveAlert(id: number | null, version: number | null, draft: AlertDraft): Promise<WriteOutcome<AlertNotice>>;
  deleteAlert(id: number, version: number): Promise<WriteOutcome<null>>;

  // --- Splash pages and promotions (studio notices) ---
  splashes(): Promise<SplashNotice[]>;
  saveSplash(id: number | null, version: number | null, draft: SplashDraft): Promise<WriteOutcome<SplashNotice>>;
  deleteSplash(id: number, version: number): Promise<WriteOutcome<null>>;
  promotions(): Promise<PromotionList>;
  savePromotion(id: number | null, version: number | null, draft: PromotionDraft): Promise<WriteOutcome<PromotionNotice>>;
  deletePromotion(id: number, version: number): Promise<WriteOutcome<null>>;
  // --- end splash pages and promotions ---

  // --- A story's related game ---
  /** The school's games of a sport, newest first. */
  storyGames(sportId: number): Promise<GameChoice[]>;
  // --- end related game ---

  activity(query: { page: number; kind?: string | null }): Promise<ActivityPage>;

  // ---- Staff accounts (/studio/staff, administrators only): PUT and DELETE carry the version (If-Match). ----
  /** Throws the server's words when it refuses (an editor: "Only an administrator of the site can do this."). */
  staffAccounts(): Promise<StaffAccount[]>;
  addStaffAccount(account: NewStaffAccount): Promise<WriteOutcome<StaffAccount>>;
  changeStaffAccount(id: number, version: number, change: Partial<StaffAccountChange>): Promise<WriteOutcome<StaffAccount>>;
  removeStaffAccount(id: number, version: number): Promise<WriteOutcome<null>>;
  // ---- end of staff accounts ----
}
