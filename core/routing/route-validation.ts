// spec 5/8: a route validation failure is a 404 unless the route gives its own status.
export const ROUTE_VALIDATION_STATUS = 404;

export interface RouteValidationError {
  status: number;
  message: string;
}

export function routeValidationError(path: string, customStatus?: number): RouteValidationError {
  return { status: customStatus ?? ROUTE_VALIDATION_STATUS, message: `Page Not Found: ${path}` };
}

// spec 2.1/8: unknown paths go to /404, which shows this text.
export const NOT_FOUND_PATH = '/404';
export const NOT_FOUND_TEXT = 'Page not found';
