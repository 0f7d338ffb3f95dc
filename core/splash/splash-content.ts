/** spec 3: one picture source of the splash, per breakpoint. */
export interface SplashImage {
  url: string;
  breakpoint: number | null;
  alt: string;
}

/** spec 3: Splash page content. */
export interface SplashContent {
  id: number;
  title: string;
  startDate: string;
  endDate?: string | null;
  backgroundColor: string;
  foregroundColor: string;
  link: string | null;
  html: string | null;
  picture: { images: SplashImage[] } | null;
  video: { youtube: string } | null;
}

// spec 3: backgroundColor defaults to black, foregroundColor to white.
export const DEFAULT_SPLASH_BACKGROUND_COLOR = 'black';
export const DEFAULT_SPLASH_FOREGROUND_COLOR = 'white';

export type SplashContentInput = Omit<SplashContent, 'backgroundColor' | 'foregroundColor'> & {
  backgroundColor?: string | null;
  foregroundColor?: string | null;
};

export function withSplashDefaults(input: SplashContentInput): SplashContent {
  return {
    ...input,
    backgroundColor: input.backgroundColor || DEFAULT_SPLASH_BACKGROUND_COLOR,
    foregroundColor: input.foregroundColor || DEFAULT_SPLASH_FOREGROUND_COLOR,
  };
}

/** spec 3: a splash reference (which splash a page asks for). */
export interface SplashReference {
  splashId: number | null;
  sportId: number | null;
  hidden: boolean;
}

/** The splash route's data: the splash it names (the loader redirects when there is none). */
export interface SplashPageData {
  content: SplashContent;
}
