import { createContext, useContext } from 'react';
import type { Clock } from '../../core/platform/clock.port';
import type { NewsletterStudioRepository } from '../../core/studio/newsletters/newsletter-studio-repository.port';
import type { ScheduleStudioRepository } from '../../core/studio/schedule/schedule-studio-repository.port';
import type { DraftBackups } from '../../core/studio/stories/draft-backup';
import type { storySaveMachine } from '../../core/studio/stories/story-save.machine';
import type { RosterStudioRepository } from '../../core/studio/rosters/roster-studio-repository.port';
import type { StudioRepository } from '../../core/studio/studio-repository.port';
import type { StudioStaff } from '../../core/studio/studio-types';

/** What the studio's screens work with; composition provides it (the repository, the device's drafts, the save machine). */
export interface StudioServices {
  repository: StudioRepository;
  backups: DraftBackups;
  clock: Clock;
  /** The save cycle with its calls and local backup supplied (machine.provide). */
  storySave: typeof storySaveMachine;
  /** Issue 26: the schedule and results. */
  schedule: ScheduleStudioRepository;
  /** Rosters and people (issue 26). */
  rosters: RosterStudioRepository;
  /** Newsletters and the outbox (issue 46). */
  newsletters: NewsletterStudioRepository;
}

export const StudioServicesContext = createContext<StudioServices | null>(null);

export function useStudio(): StudioServices {
  const services = useContext(StudioServicesContext);
  if (!services) throw new Error('The studio screens need StudioServicesContext.');
  return services;
}

/** Every studio route's loader data: who is signed in. */
export interface StudioPageData {
  staff: StudioStaff;
}
