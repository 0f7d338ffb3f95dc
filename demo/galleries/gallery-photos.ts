import { integerBetween, pick, type Random } from '../random';
import type { DemoSchool } from '../schools';

/** A photo before it is stored: its caption, credit, alt text and pixel size. */
export interface PhotoSeed {
  caption: string;
  altText: string;
  credit: string;
  width: number;
  height: number;
}

const SHAPES: ReadonlyArray<readonly [width: number, height: number]> = [
  [1600, 1067],
  [1600, 1067],
  [1600, 900],
  [1067, 1600],
];

const PHOTOGRAPHERS = ['Jordan Ellis', 'Priya Raman', 'Marcus Delgado', 'Hannah Lindqvist', 'Theo Okafor', 'Sam Whitaker'];

/** Scenes a game-day photographer shoots; `{team}` is the school's mascots, `{sport}` the sport. */
const SCENES: readonly string[] = [
  'The {team} take the field before the {sport} game',
  'A {team} player celebrates with teammates',
  'The student section cheers on the {team}',
  'The head coach gives instructions from the sideline',
  'The {team} huddle before the start',
  'A {team} player looks for an opening',
  'Teammates greet each other after a big play',
  'The {team} line up for the national anthem',
  'A diving effort from the {team}',
  'The bench reacts to the final whistle',
  'Fans wave school flags in the stands',
  'The {team} thank the crowd after the game',
  'Warm-ups under the lights',
  'Captains meet at midfield before the {sport} game',
];

/** 6 to 12 photos of one gallery, each scene used once. */
export function photoSeeds(random: Random, school: DemoSchool, sportTitle: string): PhotoSeed[] {
  const count = integerBetween(random, 6, 12);
  const scenes = [...SCENES];
  const photographer = pick(random, PHOTOGRAPHERS);
  return Array.from({ length: count }, () => {
    const [scene] = scenes.splice(Math.floor(random() * scenes.length), 1);
    const caption = (scene ?? SCENES[0]!).replaceAll('{team}', school.mascotPlural).replaceAll('{sport}', sportTitle.toLowerCase());
    const [width, height] = pick(random, SHAPES);
    return {
      caption: `${caption}.`,
      // The picture is drawn, not photographed: the alt text says what it shows.
      altText: `Illustration: ${caption.charAt(0).toLowerCase()}${caption.slice(1)}, in ${school.shortName} colours`,
      credit: `${photographer} / ${school.shortName} Athletics`,
      width,
      height,
    };
  });
}

/** The colour of a sport's playing surface. */
export function surfaceOf(sportCode: string): string {
  if (/bball|vball|wrestling|spirit/.test(sportCode)) return '#c8955a';
  if (/swim/.test(sportCode)) return '#2f7fb5';
  if (/track|cross/.test(sportCode)) return '#b5553c';
  if (/ten/.test(sportCode)) return '#3f6fa3';
  return '#3f8a3a';
}
