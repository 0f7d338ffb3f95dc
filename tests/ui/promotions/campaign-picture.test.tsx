import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toPromotionCampaign } from '../../../adapters/api/promotions-mapper';
import { CampaignPicture } from '../../../ui/promotions/campaign-parts';

const campaign = (images: Array<{ image: string; breakpoint: number; width?: number; height?: number }>) =>
  toPromotionCampaign({ id: 7, title: 'Team Shop', open_in_new_window: false, picture: { images: images.map((image) => ({ ...image, alt: 'Team Shop' })) } });

describe("a campaign's picture (#12: space held before the image loads)", () => {
  it('names the size of each source the API gives one for, the narrowest on the image itself', () => {
    const { container } = render(
      <CampaignPicture
        campaign={campaign([
          { image: '/media/shop-small.svg', breakpoint: 0, width: 320, height: 50 },
          { image: '/media/shop-wide.svg', breakpoint: 768, width: 728, height: 90 },
        ])}
      />,
    );
    const source = container.querySelector('source')!;
    expect([source.getAttribute('srcset'), source.getAttribute('media'), source.getAttribute('width'), source.getAttribute('height')]).toEqual(['/media/shop-wide.svg', '(min-width: 768px)', '728', '90']);
    const image = container.querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]).toEqual(['/media/shop-small.svg', '320', '50']);
  });

  it('names no size where the API gives none', () => {
    const { container } = render(<CampaignPicture campaign={campaign([{ image: '/media/shop.svg', breakpoint: 0 }])} />);
    const image = container.querySelector('img')!;
    expect(image.hasAttribute('width') || image.hasAttribute('height')).toBe(false);
  });
});
