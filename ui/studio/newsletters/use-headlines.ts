import { useEffect, useState } from 'react';
import { useStudio } from '../studio-services';

/** The headlines of a newsletter's stories: those picked here are known, the others are asked for once. */
export function useHeadlines(storyIds: number[]): [Map<number, string>, (id: number, title: string) => void] {
  const { repository } = useStudio();
  const [headlines, setHeadlines] = useState<Map<number, string>>(() => new Map());
  const missing = storyIds.filter((id) => !headlines.has(id));
  const key = missing.join(',');
  useEffect(() => {
    if (key === '') return;
    let live = true;
    void Promise.all(key.split(',').map((id) => repository.story(Number(id)).then((story) => [Number(id), story?.title || `Story ${id}`] as const, () => [Number(id), `Story ${id}`] as const))).then((found) => {
      if (live) setHeadlines((current) => new Map([...current, ...found]));
    });
    return () => {
      live = false;
    };
  }, [key, repository]);
  const remember = (id: number, title: string) => setHeadlines((current) => new Map(current).set(id, title || `Story ${id}`));
  return [headlines, remember];
}
