import { z } from 'zod';

/** A ticketed event (ours: GET /Ticketing `events[]` and GET /Ticketing/next-events items). */
export const ticketEventWire = z.object({
  id: z.number().int(),
  gameId: z.number().int().nullish(),
  sportId: z.number().int(),
  sportTitle: z.string(),
  title: z.string(),
  opponent: z.string().nullish(),
  date: z.string(),
  location: z.string().nullish(),
  facility: z.string().nullish(),
  ticketUrl: z.string(),
  priceFrom: z.number().nullish(),
  onSale: z.boolean(),
});
export type TicketEventWire = z.infer<typeof ticketEventWire>;

/** GET /Ticketing/next-events?sportId= (ours; 204 when nothing ticketed is coming up). */
export const ticketNextEventsWire = z.array(ticketEventWire);

/** GET /Ticketing `miscEvents[]` (v2-reference 27): season tickets and deposits, snake_case as there. */
export const ticketMiscEventWire = z.object({
  type: z.string(),
  sport_id: z.number(),
  season_code: z.string(),
  item_code: z.string(),
  information: z.string(),
  deposit_title: z.string(),
  link: z.object({ name: z.string(), url: z.string() }),
  maximum_quantity: z.number(),
  active: z.boolean(),
  show_quantity: z.boolean(),
  ticket_url: z.string(),
  linkValues: z.object({
    name: z.string(),
    sportId: z.number(),
    seasonDeposit: z.boolean(),
    seasonCode: z.string(),
    itemCode: z.string(),
    redirect: z.string(),
  }),
  itemCode: z.string(),
  seasonCode: z.string(),
});
export type TicketMiscEventWire = z.infer<typeof ticketMiscEventWire>;

/** GET /Ticketing (v2-reference 27). */
export const ticketingWire = z.object({
  seasonCodes: z.array(z.string()),
  events: z.array(ticketEventWire),
  miscEvents: z.array(ticketMiscEventWire),
});
export type TicketingWire = z.infer<typeof ticketingWire>;

/** GET /Ticketing/info (v2-reference 27): the ticket system's own description. */
export const ticketingInfoWire = z.object({
  resVersion: z.string().nullish(),
  backOfficeTimeZone: z.string(),
  backOfficeServerName: z.string(),
  defaultCountryCode: z.string(),
  ticketingOrganization: z.string().nullish(),
  pdiVersion: z.string(),
  appVersion: z.string(),
  hostname: z.string(),
  defaultCurrencyCode: z.string(),
});
export type TicketingInfoWire = z.infer<typeof ticketingInfoWire>;

/** GET /Ticketing/settings/page-location (v2-reference 27): where the ticket box shows. */
export const ticketingPageLocationWire = z.object({
  showOnSportFile: z.boolean(),
  showOnRoster: z.boolean(),
  showOnRosterBio: z.boolean(),
  showOnCoaches: z.boolean(),
  showOnCoachesBio: z.boolean(),
  showOnArchives: z.boolean(),
  showOnBoxscore: z.boolean(),
  showOnFacilities: z.boolean(),
});
export type TicketingPageLocationWire = z.infer<typeof ticketingPageLocationWire>;

const ticketLinkWire = z.object({
  body: z.string(),
  icon: z.string(),
  imagePath: z.string(),
  text: z.string(),
  title: z.string(),
  url: z.string(),
});

/** GET /TicketingExperience (v2-reference 27): the ticket office page, site-wide and per sport. */
export const ticketingExperienceWire = z.object({
  globalTicketExperienceConfig: z.object({
    contact: z.object({ address: z.string(), email: z.string(), phone: z.string() }),
    footerLinks: z.array(ticketLinkWire),
    headerLinks: z.array(ticketLinkWire),
    hours: z.string(),
    isContactInfoAtTop: z.boolean(),
  }),
  sports: z.array(
    z.object({
      sportId: z.number(),
      sportTitle: z.string(),
      sportShortName: z.string(),
      ticketExperience: z.object({
        image: z.object({ url: z.string(), alt: z.string() }).nullish(),
        sections: z.array(z.object({ title: z.string(), body: z.string(), links: z.array(z.object({ text: z.string(), url: z.string() })) })),
      }),
      ranking: z.number(),
    }),
  ),
});
export type TicketingExperienceWire = z.infer<typeof ticketingExperienceWire>;
