import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../server/auth/password';
import { documents } from '../../server/store/tables/editorial';
import { splashBody } from '../../contract/studio/notices';
import { media } from '../../server/store/tables/foundation';
import { noticeCommands } from '../../server/studio/notices/notice-commands';
import { splashKind } from '../../server/studio/notices/splash-notices';
import { DEMO_ACTOR } from '../demo-writes';
import { tenantOf } from '../seed-tenants';
import { renderBody } from '../editorial/story-draft';
import type { SeedContext } from '../seed-context';
import type { SeededSport } from '../seed-sports';
import { demoAccessCodeOf } from './access-codes';

const DAY = 86_400_000;

/** A sport file's path: /sports/{year}/{month}/{day}/{filename} (spec 2.1), month and day without zeros. */
function datedPath(day: number, name: string): string {
  const date = new Date(day);
  return `${date.getUTCFullYear()}/${date.getUTCMonth() + 1}/${date.getUTCDate()}/${name}`;
}

/**
 * A hidden sport file staff prepare (the recruiting weekend itinerary of `sport`), and the
 * parents' information packet, protected by the school's demo access code. Both HTML, so no file
 * of theirs sits in the public media store.
 */
export async function seedHiddenDocuments(context: SeedContext, sport: SeededSport): Promise<void> {
  const { db, tenantId, school, today } = context;
  const email = `compliance@${school.key}.example.edu`;
  await db.insert(documents).values([
    {
      tenantId,
      title: `${sport.title} Recruiting Weekend Itinerary`,
      path: datedPath(today - 3 * DAY, `${sport.slug}-recruiting-weekend-itinerary`),
      documentType: 'html',
      description: `The schedule of the ${sport.title.toLowerCase()} official visit weekend (draft).`,
      contentHtml: renderBody([
        { p: `Draft schedule for visiting ${sport.title.toLowerCase()} recruits and their families.` },
        { list: ['Friday: arrival, campus tour and dinner with the team.', 'Saturday: academic sessions, facility tour and a home event.', 'Sunday: breakfast with the coaching staff and departure.'] },
      ]),
      sportIds: [sport.id],
      createdAt: new Date(today - 4 * DAY),
      updatedAt: new Date(today - 3 * DAY),
      hidden: true,
    },
    {
      tenantId,
      title: "Parents' Information Packet",
      path: datedPath(today - 10 * DAY, 'parents-information-packet'),
      documentType: 'html',
      description: `What families of ${school.mascotPlural} student-athletes need to know this year.`,
      contentHtml: renderBody([
        { p: `Welcome to the ${school.mascotPlural} family. This packet is for the parents and guardians of our student-athletes.` },
        { h: 'Contacts' },
        { list: [`Compliance office: ${email}`, `Main office: ${school.phone}`] },
        { h: 'Travel and tickets' },
        { p: 'Each student-athlete may request family passes for home events through the team operations office.' },
      ]),
      sportIds: [],
      createdAt: new Date(today - 12 * DAY),
      updatedAt: new Date(today - 10 * DAY),
      accessCodeHash: await hashPassword(demoAccessCodeOf(school.key)),
    },
  ]);
}

/** A hidden splash scheduled to start in a week: staff preview it before it runs. */
export async function seedHiddenSplash(context: SeedContext, sport: SeededSport, seasonTitle: string): Promise<void> {
  const { db, commands, tenantId, school, today } = context;
  // The site part stores this draft artwork.
  const [art] = await db.select({ id: media.id }).from(media).where(and(eq(media.tenantId, tenantId), eq(media.path, 'splash/staff-preview.svg')));
  if (!art) throw new Error('the splash preview artwork is stored by the site part, before this one');
  const body = splashBody.parse({
    title: `${sport.title} ${seasonTitle}: Season Tickets Preview`,
    html: `<p>Season tickets for the ${seasonTitle} ${school.mascotPlural} go on sale soon.</p>`,
    link: `/sports/${sport.slug}/schedule`,
    imageId: art.id,
    imageAlt: 'Coming soon',
    backgroundColor: school.colors.primary,
    foregroundColor: school.colors.primaryText,
    hidden: true,
    startDate: new Date(today + 7 * DAY).toISOString(),
    endDate: new Date(today + 21 * DAY).toISOString(),
  });
  await noticeCommands(splashKind, commands).create(tenantOf(school, tenantId), DEMO_ACTOR, body);
}
