import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adSlotFamily, adTestValue, navigationDropdownSlotId, shouldShowSkipAd, topAdSlotId } from '../../../core/ads/ad-slots';
import { RouteName } from '../../../core/routing/route-names';

describe('ad slots (spec 2.3, 9)', () => {
  it('gives Home and Sport Home htlad-top and every other route htlad-common-top', () => {
    expect(topAdSlotId(RouteName.Home)).toBe('htlad-top');
    expect(topAdSlotId(RouteName.SportHome)).toBe('htlad-top');
    fc.assert(
      fc.property(fc.option(fc.string()), (name) => {
        fc.pre(name !== RouteName.Home && name !== RouteName.SportHome);
        expect(topAdSlotId(name)).toBe('htlad-common-top');
      }),
    );
  });

  it('numbers the drop-down slots and knows each slot family', () => {
    expect(navigationDropdownSlotId(3)).toBe('htlad-common-navigation_dropdown3');
    expect(adSlotFamily('htlad-common-navigation_dropdown3')).toBe('htlad-common-navigation_dropdown');
    expect(adSlotFamily('htlad-sportnavigation_sponsorlogo')).toBe('htlad-sportnavigation_sponsorlogo');
    expect(adSlotFamily('htlad-common-navigation_dropdown')).toBeUndefined();
    expect(adSlotFamily('htlad-common-navigation_dropdownx')).toBeUndefined();
    expect(adSlotFamily('htlad-bottom')).toBeUndefined();
  });

  it('passes adtest through unchanged and shows Skip Ad only with a frame', () => {
    expect(adTestValue('?adtest=on&x=1')).toBe('on');
    expect(adTestValue('?x=1')).toBeNull();
    expect(shouldShowSkipAd(true)).toBe(true);
    expect(shouldShowSkipAd(false)).toBe(false);
  });
});
