import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { playerBody as playerWire } from "../../../contract/studio/rosters";
import { gameResultBody, wallTime } from "../../../contract/studio/schedule";
import {
  isWallTime,
  resultFromDraft,
} from "../../../core/studio/schedule/game-rules";
import {
  EMPTY_PLAYER,
  playerDraftErrors,
} from "../../../core/studio/rosters/player-draft";

/**
 * Issue 47: the rules the studio's forms check in the browser (core) and the ones the server checks
 * (the contract's zod schemas) are written twice; these properties keep them from drifting apart.
 */

/** Strings near each rule's edge: digits, dashes, colons and spaces, padded or not, and anything else. */
const nearly = (pieces: string[]) =>
  fc.oneof(
    fc.string(),
    fc
      .array(fc.constantFrom(...pieces), { maxLength: 6 })
      .map((parts) => parts.join("")),
    fc
      .tuple(
        fc.integer({ min: -5, max: 130 }),
        fc.integer({ min: -5, max: 130 }),
        fc.constantFrom(":", "-", ".", ""),
      )
      .map(([a, b, sep]) => `${a}${sep}${b}`),
    fc
      .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
      .map(
        ([a, b]) =>
          `${String(a).padStart(2, "0")}:${String(b).padStart(2, "0")}`,
      ),
  );
/** Two small numbers joined by `separator`, padded or not, maybe with spaces around: every edge of a rule on such values. */
const pair = (separator: string, first: number, second: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: first }), fc.integer({ min: 0, max: second }), fc.boolean(), fc.constantFrom('', ' ', '\t'))
    .map(([a, b, padded, space]) => `${space}${padded ? String(a).padStart(2, '0') : a}${separator}${padded ? String(b).padStart(2, '0') : b}${space}`);
const digits = fc.array(fc.constantFrom('0', '1', '7', '9'), { maxLength: 5 }).map((list) => list.join(''));
const EDGE_PIECES = [
  "0",
  "1",
  "2",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "-",
  ":",
  " ",
  "00",
  "1-",
  "23",
  "59",
  "60",
  "a",
  "٣",
];
const RUNS = { numRuns: 2_000 };

const playerErrors = (change: Partial<typeof EMPTY_PLAYER>) =>
  playerDraftErrors({
    ...EMPTY_PLAYER,
    firstName: "Ada",
    lastName: "Lee",
    hometown: "Boulder",
    ...change,
  });

describe("the studio rules in core agree with the contract, for any input", () => {
  it("a wall time (HH:MM, or empty for TBA)", () => {
    fc.assert(
      fc.property(fc.oneof(nearly(EDGE_PIECES), pair(':', 30, 70)), (text) => {
        expect(isWallTime(text)).toBe(wallTime.safeParse(text).success);
      }),
      RUNS,
    );
  });

  it("a jersey number (up to three digits, 00 kept, empty for none)", () => {
    fc.assert(
      fc.property(fc.oneof(nearly(EDGE_PIECES), digits), (text) => {
        expect(playerErrors({ jersey: text }).jersey === undefined).toBe(
          playerWire.shape.jersey.safeParse(text).success,
        );
      }),
      RUNS,
    );
  });

  it("a height (feet-inches, 4-0 to 7-11, or empty)", () => {
    fc.assert(
      fc.property(fc.oneof(nearly(EDGE_PIECES), pair('-', 10, 14)), (text) => {
        expect(playerErrors({ height: text }).height === undefined).toBe(
          playerWire.shape.height.safeParse(text).success,
        );
      }),
      RUNS,
    );
  });

  it("W, L or T against the score, and a meet's place within its field", () => {
    const score = fc.oneof(
      fc.integer({ min: 0, max: 200 }).map(String),
      nearly(EDGE_PIECES),
    );
    fc.assert(
      fc.property(
        fc.constantFrom("W", "L", "T", "placing") as fc.Arbitrary<"W" | "L" | "T" | "placing">,
        score,
        score,
        (decision, teamScore, opponentScore) => {
          const core = resultFromDraft({
            decision,
            teamScore,
            opponentScore,
            postscore: "",
          });
          expect("result" in core).toBe(
            gameResultBody.safeParse({ decision, teamScore, opponentScore })
              .success,
          );
        },
      ),
      RUNS,
    );
  });
});
