import { createContext, useContext, type ComponentType } from 'react';
import { calendarDownloadMachine } from '../../core/schedule/calendar-download.machine';

/** The schedule pages' interactive pieces, with their side effects supplied by the app. */
export interface ScheduleServices {
  /** spec: the season's .ics download (fetch and save supplied by composition). */
  calendarDownload: typeof calendarDownloadMachine;
}

// Without a provider the machine's own defaults run: the download fails and says so.
const ScheduleServicesContext = createContext<ScheduleServices>({ calendarDownload: calendarDownloadMachine });

export function useScheduleServices(): ScheduleServices {
  return useContext(ScheduleServicesContext);
}

/** A page wrapped in the services it needs (composition supplies them). */
export function withScheduleServices(Page: ComponentType, services: ScheduleServices): ComponentType {
  function PageWithServices() {
    return (
      <ScheduleServicesContext.Provider value={services}>
        <Page />
      </ScheduleServicesContext.Provider>
    );
  }
  PageWithServices.displayName = `WithScheduleServices(${Page.displayName ?? Page.name ?? 'Page'})`;
  return PageWithServices;
}
