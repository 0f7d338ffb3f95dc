import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QueryReader } from '../../core/editorial/query-params';

/**
 * Submits a GET filter form by navigating to `path` plus the clean query string `build` makes
 * from the fields (no empty parameters, back to the first page). Without script the form's own
 * GET submission reaches the same page.
 */
export function useQueryForm(path: string, build: (fields: QueryReader) => string): (event: FormEvent<HTMLFormElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields: QueryReader = { get: (name) => (typeof data.get(name) === 'string' ? (data.get(name) as string) : null) };
    navigate(`${path}${build(fields)}`);
  };
}
