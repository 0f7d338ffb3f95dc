import { Link } from 'react-router-dom';
import { pageParamOf } from '../../core/schedule/schedule-paging';
import styles from './schedule.module.css';

function pageHref(path: string, index: number): string {
  const param = pageParamOf(index);
  return param ? `${path}?page=${param}` : path;
}

/** Paging links (`?page=`), so every page of a list has its own shareable URL. */
export function Pager({ path, page, pages, label }: { path: string; page: number; pages: number; label: string }) {
  if (pages <= 1) return null;
  const numbers = [...Array(pages).keys()];
  return (
    <nav aria-label={label} className={styles.pager}>
      <ul role="list">
        {page > 0 && (
          <li>
            <Link to={pageHref(path, page - 1)}>Previous</Link>
          </li>
        )}
        {numbers.map((index) => (
          <li key={index}>
            <Link to={pageHref(path, index)} aria-current={index === page ? 'page' : undefined}>
              <span className="visually-hidden">Page</span> {index + 1}
            </Link>
          </li>
        ))}
        {page < pages - 1 && (
          <li>
            <Link to={pageHref(path, page + 1)}>Next</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
