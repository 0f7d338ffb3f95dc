import { editorialFamily } from './families/editorial';
import { galleriesFamily } from './families/galleries';
import { honoursFamily } from './families/honours';
import { infoFamily } from './families/info';
import { liveFamily } from './families/live';
import { peopleFamily } from './families/people';
import { previewFamily } from './families/preview';
import { scheduleFamily } from './families/schedule';
import { shellFamily } from './families/shell';
import { splashFamily } from './families/splash';
import { studioFamily } from './families/studio';
import type { PageFamily } from './page-family';

/** Every family of pages; each owns its adapters' bindings and its route names. */
export const PAGE_FAMILIES: readonly PageFamily[] = [shellFamily, scheduleFamily, peopleFamily, editorialFamily, honoursFamily, infoFamily, liveFamily, splashFamily, previewFamily, galleriesFamily, studioFamily];
