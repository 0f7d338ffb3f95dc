import { responsiveSrcSet } from '../../core/media/image-url';
import { useShellData } from '../shell/use-shell-data';

/** A raster image's `srcset` through the school's image service (spec 7); undefined for a drawing. */
export function useResponsiveSrcSet(url: string | undefined): string | undefined {
  const cdnPath = useShellData().setup?.config.imagesCdnPath;
  return url ? responsiveSrcSet(cdnPath, url) : undefined;
}
