import type { CSSProperties } from 'react';
import styles from './game-centre.module.css';

export interface TeamBlockProps {
  name: string;
  rank?: number | null;
  logo: string | null;
  record?: string | null;
  score?: number | string | null;
  color?: string | null;
  /** 'Home' or 'Away', said before the name for screen readers and shown small. */
  sideLabel: string;
  isSchool?: boolean;
  winner?: boolean;
}

/** One team in the game centre's head: logo, name (with rank), record and score. */
export function TeamBlock({ name, rank = null, logo, record = null, score = null, color = null, sideLabel, isSchool = false, winner = false }: TeamBlockProps) {
  const style = color ? ({ '--team-color': color } as CSSProperties) : undefined;
  return (
    <div className={styles.team} style={style} data-school={isSchool || undefined} data-winner={winner || undefined}>
      {logo ? <img className={styles.teamLogo} src={logo} alt="" width={72} height={72} loading="lazy" /> : <span className={styles.teamLogo} aria-hidden="true" />}
      <p className={styles.teamName}>
        <span className={styles.teamSide}>{sideLabel}</span>
        <span>
          {rank !== null && <span className={styles.rank}>#{rank} </span>}
          {name}
        </span>
        {record && <span className={styles.record}>({record})</span>}
      </p>
      {score !== null && score !== '' && (
        <p className={styles.score}>
          <span className="visually-hidden">{name} score: </span>
          {score}
        </p>
      )}
    </div>
  );
}
