import { createElement, type ReactElement } from 'react';
import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
// Loaded with the server rather than by the first mail's render (which imports it when first called), so a send's
// first render does not compile it while fans wait.
import 'react-dom/server';
import type { ConfirmationMailInput, FinalScoreMailInput, NewsletterMailInput, RenderedMail } from './mail-content';
import { ConfirmationMail, confirmationSubject } from './templates/confirmation-mail';
import { FinalScoreMail, finalScoreSubject } from './templates/final-score-mail';
import { NewsletterMail } from './templates/newsletter-mail';

/**
 * The text part's converter, compiled once (html-to-text compiles its selectors on every `convert`): React Email's
 * own selectors, and names and titles in their own case ('iPhone', 'McNeese'; it shouts headings by default).
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    ...['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: '[data-text-format="dataTable"]', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
});

/**
 * Both parts from one render: the text part is the HTML's own words and links, so the two never disagree. Between
 * the two the server's thread answers whatever came in meanwhile (a newsletter's render is tens of milliseconds).
 */
async function renderParts(subject: string, element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  await new Promise((resolve) => setImmediate(resolve));
  return { subject, html, text: toPlainText(html) };
}

export function renderConfirmationMail(input: ConfirmationMailInput): Promise<RenderedMail> {
  return renderParts(confirmationSubject(input), createElement(ConfirmationMail, input));
}

export function renderFinalScoreMail(input: FinalScoreMailInput): Promise<RenderedMail> {
  return renderParts(finalScoreSubject(input), createElement(FinalScoreMail, input));
}

export function renderNewsletterMail(input: NewsletterMailInput): Promise<RenderedMail> {
  return renderParts(input.subject, createElement(NewsletterMail, input));
}
