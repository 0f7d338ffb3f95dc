import { htmlParagraphs } from '../../core/honours/html-text';

/** Content HTML shown as text paragraphs (tags dropped: nothing from content can run or restyle the page). */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const paragraphs = htmlParagraphs(html);
  if (paragraphs.length === 0) return null;
  return (
    <div className={className}>
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}
