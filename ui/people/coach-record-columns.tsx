import { recordText, type CoachCareerRecord, type CoachSeasonRecord } from '../../core/staff/coaching-records';
import styles from './people.module.css';

/** The four record column heads: overall and conference, each with its winning percentage. */
export function CoachRecordHeadings() {
  return (
    <>
      <th scope="col" className={styles.numeric}>
        Overall
      </th>
      <th scope="col" className={styles.numeric}>
        <abbr title="Overall winning percentage">Pct.</abbr>
      </th>
      <th scope="col" className={styles.numeric}>
        Conference
      </th>
      <th scope="col" className={styles.numeric}>
        <abbr title="Conference winning percentage">Pct.</abbr>
      </th>
    </>
  );
}

/** A season's or a career's figures under those heads. */
export function CoachRecordCells({ record }: { record: CoachSeasonRecord | CoachCareerRecord }) {
  return (
    <>
      <td className={styles.numeric}>{recordText(record.overall)}</td>
      <td className={styles.numeric}>{record.overall.percent}</td>
      <td className={styles.numeric}>{recordText(record.conference)}</td>
      <td className={styles.numeric}>{record.conference.percent}</td>
    </>
  );
}
