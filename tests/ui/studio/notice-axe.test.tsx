import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROMOTION } from '../../../core/studio/notices/promotion-notice';
import { EMPTY_SPLASH } from '../../../core/studio/notices/splash-notice';
import AlertsPage from '../../../ui/studio/notices/alerts-page';
import PromotionsPage from '../../../ui/studio/notices/promotions-page';
import SplashPage from '../../../ui/studio/notices/splash-page';
import { withPhoto } from './notice-test-kit';
import { fakeStudio, renderStudio } from './studio-harness';

/** axe-core's structural rules in jsdom (colour contrast needs a real browser: the e2e suite checks it). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const SCREENS: Array<[string, string, ReactNode, string, string]> = [
  ['alerts', '/studio/alerts', <AlertsPage key="a" />, 'New alert', 'Save alert'],
  ['splash pages', '/studio/splash', <SplashPage key="s" />, 'New splash page', 'Save splash page'],
  ['promotions', '/studio/promotions', <PromotionsPage key="p" />, 'New promotion', 'Save promotion'],
];

describe('the notice screens have no axe violations', () => {
  it.each(SCREENS)('%s: the list, the form with its messages, and the delete question', async (_name, path, page, add, save) => {
    const fake = fakeStudio();
    withPhoto(fake);
    fake.notices.splashes = [{ ...EMPTY_SPLASH, id: 1, version: 1, state: 'showing', title: 'Welcome back', startDate: '2026-11-20T12:00:00Z' }];
    fake.notices.promotions = { items: [{ ...EMPTY_PROMOTION, id: 2, version: 1, state: 'showing', title: 'Season tickets', locationId: 11 }], locations: [{ id: 11, name: 'Home top', sportId: null }] };
    fake.repository.alerts = async () => [{ id: 3, version: 1, state: 'showing', title: 'Kickoff moved', message: '', link: '', startDate: null, endDate: null, enabled: true }];
    renderStudio(fake, path, { [path]: page });
    await userEvent.click(await screen.findByRole('button', { name: /^Delete / }));
    await userEvent.click(screen.getByRole('button', { name: add }));
    await userEvent.click(screen.getByRole('button', { name: save }));
    if (screen.queryByRole('button', { name: 'Choose from the library' })) {
      await userEvent.click(screen.getByRole('button', { name: 'Choose from the library' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Use crowd.jpg' }));
      await userEvent.click(screen.getByRole('button', { name: save }));
    }
    expect(await violations()).toEqual([]);
  });
});
