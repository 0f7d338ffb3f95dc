import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { studioServices } from '../../../composition/families/studio-pages';
import GameEditorPage from '../../../ui/studio/schedule/game-editor-page';
import { StudioFrame } from '../../../ui/studio/shell/studio-frame';
import { MemoryStorage } from '../../support/memory-storage';
import { TEST_NOW } from '../../support/test-clock';
import { fakeSchedule, gameOf, statFileReadingOf, type FakeSchedule } from './schedule-fakes';
import { fakeStudio, TEST_SPORTS, unusedPart } from './studio-harness';

const STAFF = { staff: { email: 'dana@example.edu', displayName: 'Dana Editor', role: 'editor' } };
const XML = '<bbgame source="Basketball LiveStats In-Arena Tool"><venue homename="Ridgemont" visname="Lakeview"/></bbgame>';

/** The game editor of game 1 (a home game against Lakeview, no result yet) over the fake server. */
function renderGame(fake: FakeSchedule) {
  fake.games.set(1, gameOf(1, { sportId: 3 }));
  const services = studioServices({ repository: fakeStudio().repository, schedule: fake.repository, rosters: unusedPart('rosters') }, new MemoryStorage(), 'ridgemont', { now: () => TEST_NOW });
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => ({ sports: TEST_SPORTS }), HydrateFallback: () => null, children: [{ path: '/studio/schedule/:gameId', loader: () => STAFF, element: <StudioFrame services={services}><GameEditorPage /></StudioFrame> }] }],
    { initialEntries: ['/studio/schedule/1'] },
  );
  return render(<RouterProvider router={router} />);
}

const xmlFile = (text = XML, name = 'game.xml') => new File([text], name, { type: 'text/xml' });

async function panel() {
  return screen.findByRole('form', { name: 'Box score from stat file' });
}

async function chooseAndCheck(file = xmlFile()) {
  const form = await panel();
  await userEvent.upload(within(form).getByLabelText('Stat file (XML)'), file);
  await userEvent.click(within(form).getByRole('button', { name: 'Check the file' }));
  return form;
}

async function violations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the box score from a stat file, on a game in the studio', () => {
  it('checks a picked file and shows what it read, then saves it and the result panel shows the new final', async () => {
    const fake = fakeSchedule();
    const { container } = renderGame(fake);
    const input = within(await panel()).getByLabelText('Stat file (XML)');
    expect(input).toHaveAttribute('accept', '.xml,application/xml,text/xml');
    const form = await chooseAndCheck();
    expect(within(form).getByText(/Chosen: game\.xml/)).toBeInTheDocument();

    const summary = await within(form).findByRole('region', { name: 'What the file says' });
    expect(fake.statFiles).toEqual([{ gameId: 1, name: 'game.xml', text: XML, dryRun: true, side: null, final: false }]);
    expect(summary).toHaveTextContent('Ridgemont (home) against Lakeview');
    expect(summary).toHaveTextContent('Ridgemont is the home side (H): the schedule says where the game was played.');
    expect(summary).toHaveTextContent('Ridgemont 72 – Lakeview 69');
    expect(summary).toHaveTextContent('Yes: the file says the game is complete.');
    const table = within(summary).getByRole('table', { name: 'Score by period' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Period', 'Ridgemont', 'Lakeview']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['11616', '21425', '31613', '42615']);
    expect(summary).toHaveTextContent('11 of Ridgemont’s players matched to the roster, 1 not matched; 13 of Lakeview’s players.');
    expect(within(summary).getByRole('list', { name: /Not on the roster/ })).toHaveTextContent('#16 Flis, Nicola');
    expect(within(summary).getByRole('list', { name: 'Warnings' })).toHaveTextContent('The file’s date (2021-02-26) is not the game’s (2026-09-05).');
    // A complete file needs no confirmation that the game is over.
    expect(within(form).queryByRole('checkbox')).toBeNull();
    expect(await violations(container)).toEqual([]);

    await userEvent.click(within(form).getByRole('button', { name: 'Save the box score' }));
    expect(await within(form).findByText('Box score saved (version 1). Result posted: W 72–69.')).toBeInTheDocument();
    expect(fake.statFiles.at(-1)).toMatchObject({ dryRun: false, side: null, final: false, text: XML });
    await waitFor(() => expect(container.querySelector('[data-result-now]')).toHaveTextContent('Now: W 72-69'));
    expect(within(form).getByRole('region', { name: 'Saved from the file' })).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('says when the same file was saved already', async () => {
    const fake = fakeSchedule();
    fake.answer.statFile = () => ({ kind: 'done', value: statFileReadingOf({ saved: false, resultPosted: false, boxScoreVersion: 2 }) });
    renderGame(fake);
    const form = await chooseAndCheck();
    await userEvent.click(await within(form).findByRole('button', { name: 'Save the box score' }));
    expect(await within(form).findByText('Nothing changed: this file was saved already.')).toBeInTheDocument();
  });

  it('asks which side is the school when the server cannot tell, and checks again with the answer', async () => {
    const fake = fakeSchedule();
    fake.answer.statFile = (options) =>
      options.side === null
        ? { kind: 'side-unknown', message: 'Neither team in the file is named Ridgemont, and the game was at a neutral site.' }
        : { kind: 'done', value: statFileReadingOf({ schoolSide: options.side, sideFrom: 'request', saved: !options.dryRun, resultPosted: !options.dryRun, boxScoreVersion: options.dryRun ? null : 3 }) };
    const { container } = renderGame(fake);
    const form = await chooseAndCheck();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Neither team in the file is named Ridgemont, and the game was at a neutral site. Choose the school’s side below, then check again.');
    const question = within(form).getByRole('group', { name: 'Which side of the file is the school?' });
    expect(within(question).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['H', 'V']);
    expect(within(form).queryByRole('button', { name: 'Save the box score' })).toBeNull();
    expect(await violations(container)).toEqual([]);

    await userEvent.click(within(question).getByRole('radio', { name: 'Visitors (V)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Check the file' }));
    const summary = await within(form).findByRole('region', { name: 'What the file says' });
    expect(summary).toHaveTextContent('Ridgemont is the visiting side (V): you chose the side.');
    expect(within(form).getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(within(form).getByRole('button', { name: 'Save the box score' }));
    expect(await within(form).findByText('Box score saved (version 3). Result posted: W 72–69.')).toBeInTheDocument();
    expect(fake.statFiles.map((sent) => [sent.dryRun, sent.side])).toEqual([
      [true, null],
      [true, 'V'],
      [false, 'V'],
    ]);
  });

  it('lets staff confirm the game is over when the file does not say so', async () => {
    const fake = fakeSchedule();
    fake.answer.statFile = (options) =>
      ({ kind: 'done', value: statFileReadingOf({ complete: null, saved: !options.dryRun, resultPosted: options.final, boxScoreVersion: options.dryRun ? null : 1, warnings: options.final ? [] : ['No result was posted: the file does not say the game is over.'] }) });
    renderGame(fake);
    const form = await chooseAndCheck();
    expect(await within(form).findByText('The file does not say the game is complete.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'The game is over: post the result' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save the box score' }));
    expect(await within(form).findByText('Box score saved (version 1). Result posted: W 72–69.')).toBeInTheDocument();
    expect(fake.statFiles.at(-1)).toMatchObject({ dryRun: false, final: true });
  });

  it("shows the server's refusal in the alert, and a file dropped on the panel is checked like a picked one", async () => {
    const fake = fakeSchedule();
    fake.answer.statFile = (_options, text) =>
      text.startsWith('<bbgame') ? { kind: 'done', value: statFileReadingOf() } : { kind: 'failed', message: 'This is not a stat crew’s file: its root element is <html>, not one of bbgame, fbgame, bsgame, vbgame, sogame, lcgame or hkgame.' };
    renderGame(fake);
    const form = await chooseAndCheck(xmlFile('<html></html>', 'page.xml'));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This is not a stat crew’s file: its root element is <html>');
    expect(within(form).queryByRole('region', { name: 'What the file says' })).toBeNull();

    const dropped = xmlFile(XML, 'dropped.xml');
    fireEvent.drop(form.querySelector('[data-stat-file-drop]')!, { dataTransfer: { files: [dropped], types: ['Files'] } });
    expect(within(form).getByText(/Chosen: dropped\.xml/)).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(within(form).getByRole('button', { name: 'Check the file' }));
    expect(await within(form).findByRole('region', { name: 'What the file says' })).toBeInTheDocument();
    expect(fake.statFiles.at(-1)).toMatchObject({ name: 'dropped.xml', dryRun: true });
  });

  it('asks for a file before checking, and says when the server cannot be reached', async () => {
    const fake = fakeSchedule();
    fake.answer.statFile = () => ({ kind: 'offline' });
    renderGame(fake);
    const form = await panel();
    await userEvent.click(within(form).getByRole('button', { name: 'Check the file' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose the stat crew’s XML file first.');
    expect(fake.statFiles).toEqual([]);
    await chooseAndCheck();
    expect(await within(form).findByRole('alert')).toHaveTextContent('The studio cannot reach the server. Check the connection and try again.');
  });
});
