import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../../core/routing/route-table';
import { renderSeoTemplate, seoKeyOfPageType, seoPageMeta, seoSiteTokens } from '../../../core/seo/seo-rules';
import type { SeoSettings } from '../../../core/seo/seo-settings';

const token = fc.stringMatching(/^[a-z][a-z_]{0,10}$/);
const value = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 '&-]{0,15}$/).map((v) => v.trim()).filter((v) => v.length > 0);
const literal = fc.stringMatching(/^[A-Za-z0-9 |:,.-]{0,12}$/);

describe('SEO templates', () => {
  it('fill every placeholder when all tokens have values', () => {
    fc.assert(
      fc.property(fc.dictionary(token, value, { minKeys: 1, maxKeys: 5 }), fc.array(literal, { minLength: 1, maxLength: 6 }), (tokens, literals) => {
        const names = Object.keys(tokens);
        const template = literals.map((text, i) => `${text}{${names[i % names.length]}}`).join('');
        const rendered = renderSeoTemplate(template, tokens);
        expect(rendered).toBeDefined();
        expect(rendered).not.toMatch(/\{[a-z_]+\}/);
        for (const name of names.slice(0, literals.length)) expect(rendered).toContain(tokens[name]!.replace(/\s+/g, ' '));
      }),
    );
  });

  it('give nothing when a placeholder has no value, or the template is empty', () => {
    fc.assert(
      fc.property(fc.dictionary(token, value, { maxKeys: 4 }), token, literal, fc.constantFrom(undefined, null, '', '  '), (tokens, missing, text, empty) => {
        fc.pre(!Object.hasOwn(tokens, missing));
        expect(renderSeoTemplate(`${text}{${missing}}`, tokens)).toBeUndefined();
        expect(renderSeoTemplate(`${text}{${missing}}`, { ...tokens, [missing]: empty })).toBeUndefined();
        expect(renderSeoTemplate(empty, tokens)).toBeUndefined();
      }),
    );
  });

  it("key every page type of the route table as the Seo settings do ('sport home' → sport_home)", () => {
    const keys = new Set(ROUTE_TABLE.map((route) => seoKeyOfPageType(route.pageType)));
    for (const key of keys) expect(key).toMatch(/^[a-z0-9_-]+$/);
    expect(seoKeyOfPageType('homepage')).toBe('homepage');
    expect(seoKeyOfPageType('sport home')).toBe('sport_home');
    expect(seoKeyOfPageType('hall of fame bio')).toBe('hof_bio');
    expect(seoKeyOfPageType('opponent history list')).toBe('opponenthistory');
    expect(seoKeyOfPageType('404')).toBe('404');
  });

  it("render a page type's title and description with the site's tokens and the page's", () => {
    const seo: SeoSettings = {
      titles: { site_name: 'Ridgemont Athletics', seo_title_delimiter: '|', seo_title_sport_home: '{sport_title} {delimiter} {site_name}', seo_title_homepage: '{site_name}' },
      metas: { school_name: 'Ridgemont State University', site_mascot_plural: 'Rams', seo_meta_description_sport_home: 'The {sport_title} page of the {school_name} {site_mascot_plural}.' },
    };
    expect(seoSiteTokens(seo)).toMatchObject({ site_name: 'Ridgemont Athletics', delimiter: '|', school_name: 'Ridgemont State University' });
    expect(seoPageMeta(seo, 'sport home', { sport_title: 'Football' })).toEqual({
      title: 'Football | Ridgemont Athletics',
      description: 'The Football page of the Ridgemont State University Rams.',
    });
    expect(seoPageMeta(seo, 'sport home')).toEqual({ title: undefined, description: undefined });
    expect(seoPageMeta(seo, 'homepage')).toEqual({ title: 'Ridgemont Athletics', description: undefined });
    expect(seoPageMeta(null, 'homepage')).toEqual({ title: undefined, description: undefined });
  });
});
