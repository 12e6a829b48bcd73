import styles from './rich-text.module.css';

interface RichTextProps {
  /**
   * HTML from the company CMS or API, as the gateway sent it: every field the upstream contract
   * marks as rich text is sanitised there, once, with DOMPurify (issue 29), so the server render and
   * the browser insert the same clean markup and no second parser reads it another way.
   */
  html: string;
  className?: string;
  id?: string;
}

/** HTML that comes from the company CMS (news, legal and page texts), shown as the gateway sanitised it. */
export const RichText = ({ html, className, id }: RichTextProps) => (
  <div
    id={id}
    className={className ? `${styles.text} ${className}` : styles.text}
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the gateway before it left (rich-text-fields.ts).
    dangerouslySetInnerHTML={{ __html: html }}
  />
);
