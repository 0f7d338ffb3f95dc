import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { ApiNewsletters } from '../../adapters/api/studio/api-newsletters';
import { ApiRosterStudio } from '../../adapters/api/studio/api-roster-studio';
import { ApiScheduleStudio } from '../../adapters/api/studio/api-schedule-studio';
import { ApiStudioRepository } from '../../adapters/api/studio/api-studio-repository';
import { signInPath } from '../../core/info/login-form';
import type { Clock } from '../../core/platform/clock.port';
import type { KeyValueStorage } from '../../core/platform/key-value-storage.port';
import { ClockToken, LocalStorageToken } from '../../core/platform/platform.tokens';
import type { BootConfig } from '../../core/settings/boot-config';
import { BootConfigToken } from '../../core/settings/settings.tokens';
import type { StaffAccessRepository } from '../../core/staff-access/staff-access-repository.port';
import { StaffAccessRepositoryToken } from '../../core/staff-access/staff-access.tokens';
import type { NewsletterStudioRepository } from '../../core/studio/newsletters/newsletter-studio-repository.port';
import type { ScheduleStudioRepository } from '../../core/studio/schedule/schedule-studio-repository.port';
import { DraftBackups } from '../../core/studio/stories/draft-backup';
import { storySaveMachine } from '../../core/studio/stories/story-save.machine';
import type { RosterStudioRepository } from '../../core/studio/rosters/roster-studio-repository.port';
import type { StudioRepository } from '../../core/studio/studio-repository.port';
import type { StudioRouteName } from '../../core/studio/studio-routes';
import { StudioFrame } from '../../ui/studio/shell/studio-frame';
import type { StudioPageData, StudioServices } from '../../ui/studio/studio-services';
import { lazyModule } from '../lazy-module';
import type { PageBinding, PageContext } from '../page-family';

/** The studio's calls to the server, one repository per part of it. */
export interface StudioApis {
  repository: StudioRepository;
  schedule: ScheduleStudioRepository;
  rosters: RosterStudioRepository;
  /** Issue 46; a screen's test of another part may leave it out. */
  newsletters?: NewsletterStudioRepository;
}

/** A part of the studio these services were made without: any call to it says so. */
function missingPart<T extends object>(part: string): T {
  return new Proxy({} as T, { get: (_, method) => () => Promise.reject(new Error(`The studio has no ${part} here (${String(method)}).`)) });
}

/** The studio's services: its repositories, this school's drafts kept on the device, and the save cycle bound to both. */
export function studioServices({ repository, schedule, rosters, newsletters }: StudioApis, storage: KeyValueStorage, tenant: string, clock: Clock): StudioServices {
  const backups = new DraftBackups(storage, tenant);
  const storySave = storySaveMachine.provide({
    actors: {
      saveStory: fromPromise(({ input }) =>
        input.storyId === null || input.version === null ? repository.createStory(input.draft) : repository.updateStory(input.storyId, input.version, input.draft),
      ),
    },
    actions: {
      keepLocally: (_, params) => backups.keep(params.storyId, { draft: params.draft, savedAt: clock.now(), baseVersion: params.version }),
      forgetLocally: (_, params) => backups.forget(params.storyId),
    },
  });
  return { repository, backups, clock, storySave, schedule, rosters, newsletters: newsletters ?? missingPart<NewsletterStudioRepository>('newsletters') };
}

/** The studio's pages: each for this school's signed-in staff only, inside the studio's frame. */
export function studioPages(context: PageContext): Record<StudioRouteName, PageBinding> {
  const { container } = context;
  const services = lazyModule(async () => {
    const boot = container.get<BootConfig>(BootConfigToken);
    const http = { apiBase: boot.apiBase, tenant: boot.tenant };
    const apis = { repository: new ApiStudioRepository(http), schedule: new ApiScheduleStudio(http), rosters: new ApiRosterStudio(http), newsletters: new ApiNewsletters(http) };
    return studioServices(apis, container.get<KeyValueStorage>(LocalStorageToken), boot.tenant, container.get<Clock>(ClockToken));
  });

  // Nobody signed in (or someone of another school): to /login, which brings them back here.
  async function loader({ request }: LoaderFunctionArgs): Promise<StudioPageData | Response> {
    const staff = await container.get<StaffAccessRepository>(StaffAccessRepositoryToken).current();
    if (staff) return { staff };
    const url = new URL(request.url);
    return redirect(signInPath(`${url.pathname}${url.search}`));
  }

  const page = (load: () => Promise<{ default: React.ComponentType }>): PageBinding => ({
    loader,
    load: async () => {
      const [{ default: Page }, studio] = await Promise.all([load(), services()]);
      return {
        default: function StudioPage() {
          return (
            <StudioFrame services={studio}>
              <Page />
            </StudioFrame>
          );
        },
      };
    },
  });

  return {
    studio: page(() => import('../../ui/studio/shell/studio-dashboard')),
    studio_stories: page(() => import('../../ui/studio/stories/story-list-page')),
    studio_story: page(() => import('../../ui/studio/stories/story-editor-page')),
    studio_media: page(() => import('../../ui/studio/media/media-page')),
    studio_alerts: page(() => import('../../ui/studio/notices/alerts-page')),
    studio_staff: page(() => import('../../ui/studio/staff/staff-page')),
    studio_splash: page(() => import('../../ui/studio/notices/splash-page')),
    studio_promotions: page(() => import('../../ui/studio/notices/promotions-page')),
    studio_schedule: page(() => import('../../ui/studio/schedule/schedule-page')),
    studio_game: page(() => import('../../ui/studio/schedule/game-editor-page')),
    studio_rosters: page(() => import('../../ui/studio/rosters/rosters-page')),
    studio_roster: page(() => import('../../ui/studio/rosters/roster-page')),
    studio_newsletters: page(() => import('../../ui/studio/newsletters/newsletters-page')),
    studio_newsletter: page(() => import('../../ui/studio/newsletters/newsletter-editor-page')),
    studio_section: page(() => import('../../ui/studio/shell/studio-section-page')),
  };
}
