import type { CSSProperties } from 'react';
import { Heading, Link, Section, Text } from '@react-email/components';
import type { FinalScoreMailInput } from '../mail-content';
import { bodyText, MailButton, MailLayout, mutedText } from './mail-layout';

const DECISIONS: Record<string, string> = { W: 'Win', L: 'Loss', T: 'Tie' };

/** 'Final: Ridgemont 78, Lakeview 71' and 'Final (OT): …': the school's team first, as its site reports it. */
function finalLine(input: FinalScoreMailInput): string {
  const final = input.postscore ? `Final (${input.postscore})` : 'Final';
  return `${final}: ${input.teamName} ${input.teamScore}, ${input.opponentName} ${input.opponentScore}`;
}

export function finalScoreSubject(input: FinalScoreMailInput): string {
  return `${finalLine(input)} (${input.sportTitle})`;
}

const cell: CSSProperties = { borderBottom: '1px solid #dddddd', fontSize: '14px', padding: '6px 8px', textAlign: 'center' };

/** The line score: th for the periods and the teams so a screen reader names every cell. */
function LineScore({ lineScore }: { lineScore: NonNullable<FinalScoreMailInput['lineScore']> }) {
  return (
    <table role="table" data-text-format="dataTable" cellPadding="0" cellSpacing="0" style={{ borderCollapse: 'collapse', margin: '0 0 20px', width: '100%' }}>
      <caption style={{ ...mutedText, textAlign: 'left' }}>Line score</caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, textAlign: 'left' }}>Team</th>
          {lineScore.periods.map((period, index) => (
            <th key={index} scope="col" style={cell}>{period}</th>
          ))}
          <th scope="col" style={cell}>T</th>
        </tr>
      </thead>
      <tbody>
        {lineScore.rows.map((row, index) => (
          <tr key={index}>
            <th scope="row" style={{ ...cell, textAlign: 'left' }}>{row.name}</th>
            {row.scores.map((score, period) => (
              <td key={period} style={cell}>{score}</td>
            ))}
            <td style={{ ...cell, fontWeight: 700 }}>{row.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Issue 46: the final score of a sport the fan follows, sent once the game is final. */
export function FinalScoreMail(input: FinalScoreMailInput) {
  const { brand } = input;
  const decision = DECISIONS[input.decision.toUpperCase()];
  const where = [input.dateText, input.location].filter(Boolean).join(' · ');
  return (
    <MailLayout
      brand={brand}
      preview={`${decision ? `${decision}. ` : ''}${input.teamName} ${input.atOrVs} ${input.opponentName}, ${input.dateText}.`}
      reason={`You get this mail because you signed up for final scores of ${input.sportTitle} from ${brand.name}.`}
      unsubscribe={true}
    >
      <Text style={{ ...mutedText, fontWeight: 700, textTransform: 'uppercase' }}>{input.sportTitle}</Text>
      {decision ? <Text style={{ ...bodyText, color: brand.primaryColor, fontSize: '18px', fontWeight: 700, margin: '0 0 4px' }}>{decision}</Text> : null}
      <Heading as="h1" style={{ color: '#1a1a1a', fontSize: '28px', lineHeight: '36px', margin: '0 0 8px' }}>
        {finalLine(input)}
      </Heading>
      <Text style={bodyText}>
        {input.teamName} {input.atOrVs} {input.opponentName}
        <br />
        {where}
      </Text>
      {input.lineScore ? <LineScore lineScore={input.lineScore} /> : null}
      {input.boxScoreUrl ? (
        <Section style={{ margin: '0 0 16px' }}>
          <MailButton brand={brand} href={input.boxScoreUrl}>
            Box score
          </MailButton>
        </Section>
      ) : null}
      <Text style={bodyText}>
        {input.recapUrl ? (
          <>
            <Link href={input.recapUrl}>Read the recap</Link>
            {' · '}
          </>
        ) : null}
        <Link href={input.gameUrl}>Game page</Link>
      </Text>
    </MailLayout>
  );
}
