import type { CSSProperties } from 'react';
import type { SiteTheme } from '../../core/settings/site-config';

/** The tenant's colours as the CSS custom properties every component styles itself with. */
export function themeStyle(theme: SiteTheme | undefined): CSSProperties {
  if (!theme) return {};
  const vars: Record<string, string> = {};
  if (theme.primaryColor) vars['--color-primary'] = theme.primaryColor;
  if (theme.primaryTextColor) vars['--color-primary-text'] = theme.primaryTextColor;
  if (theme.secondaryColor) vars['--color-secondary'] = theme.secondaryColor;
  if (theme.secondaryTextColor) vars['--color-secondary-text'] = theme.secondaryTextColor;
  return vars as CSSProperties;
}
