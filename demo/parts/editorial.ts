import { documents, pressClips, pressSources, storyWriters, tags } from '../../server/store/tables/editorial';
import { documentHtml, documentSeeds, sportIdsOf } from '../editorial/document-seeds';
import { simplePdf } from '../editorial/pdf';
import { clipSeeds, pressSources as sourceSeeds } from '../editorial/press-clip-seeds';
import { readSeedInputs } from '../editorial/seed-inputs';
import { sportVoice } from '../editorial/sport-voice';
import { DAY, type StoryContext } from '../editorial/story-draft';
import { planStories } from '../editorial/story-plan';
import { insertStories } from '../editorial/story-inserts';
import { tagCatalog } from '../editorial/tag-catalog';
import { writersFor } from '../editorial/writers';
import type { SeedContext } from '../seed-context';

/** Press clips per school. */
const CLIPS = 30;

/** Seeds the editorial content of one school: writers, tags, stories (with images, games, players), press clips and documents. */
export async function seedEditorial(seed: SeedContext): Promise<void> {
  const { db, tenantId, school } = seed;
  const inputs = await readSeedInputs(db, tenantId);
  const context: StoryContext = { random: seed.random, school, today: seed.today, sports: seed.sports.filter((sport) => !sport.nonSport), inputs };

  const writers = writersFor(school);
  const writerRows = await db
    .insert(storyWriters)
    .values(writers.map(({ beats: _beats, ...writer }) => ({ tenantId, ...writer })))
    .returning({ id: storyWriters.id });

  const tagRows = await db
    .insert(tags)
    .values(tagCatalog(context.sports.map((sport) => sportVoice(sport.code).tag)).map((tag) => ({ tenantId, ...tag })))
    .returning({ id: tags.id, name: tags.name });

  await insertStories(seed, planStories(context), {
    writers: writers.map((writer, index) => ({ ...writer, id: writerRows[index]!.id })),
    tagIds: new Map(tagRows.map((row) => [row.name, row.id])),
  });

  const sourceRows = await db
    .insert(pressSources)
    .values(sourceSeeds(context).map((source) => ({ tenantId, ...source })))
    .returning({ id: pressSources.id });
  const clips = clipSeeds(context, CLIPS);
  if (clips.length > 0) {
    await db.insert(pressClips).values(
      clips.map((clip) => ({
        tenantId,
        sourceId: sourceRows[clip.sourceIndex]!.id,
        sportId: clip.sport.id,
        title: clip.title,
        summary: clip.summary,
        link: clip.link,
        author: clip.author,
        clipDate: new Date(clip.date),
      })),
    );
  }

  const docs = documentSeeds(school);
  const pdfs = docs.filter((doc) => doc.type === 'pdf');
  await seed.storeMedia(
    pdfs.map((doc) => ({
      path: `documents/${doc.path}.pdf`,
      contentType: 'application/pdf',
      body: simplePdf(doc.title, doc.blocks.flatMap((block) => ('p' in block ? [block.p] : []))),
    })),
  );
  await db.insert(documents).values(
    docs.map((doc, index) => ({
      tenantId,
      title: doc.title,
      path: doc.path,
      documentType: doc.type,
      description: doc.description,
      contentHtml: doc.type === 'html' ? documentHtml(doc) : null,
      filePath: doc.type === 'pdf' ? `documents/${doc.path}.pdf` : null,
      sportIds: sportIdsOf(doc, seed.sports),
      createdAt: new Date(seed.today - (doc.age * 365 + 30 + index * 11) * DAY),
      updatedAt: new Date(seed.today - (20 + index * 9) * DAY),
    })),
  );
}
